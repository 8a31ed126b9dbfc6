import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AtrestPaths {
    /// What `end`, `add` and `start` know of each year file without reading it (see
    /// `HistoryYearsIndex`).
    package var historyYears: String { state + "/history-years.json" }
}

/// For each year file, how many fasts it holds and when its first one began, kept beside the
/// file's settled identity (`FileIdentity`): the two things a change near one moment needs of a
/// year it does not read. Fasts are filed by the UTC year of their end, so a fast in an earlier
/// year ended before any fast of a later one began, and one in a later year shares time with a
/// fast ending at `end` only when it began before `end` (a long fast, or one begun at New
/// Year); a year is passed over only when its file is the very file described, and then only
/// for what it holds, never for the overlap rule where its first fast could share time.
///
/// Bookkeeping, like `sync-state.json`: never synced, never taken back; lost or unreadable,
/// every year file is read as before and the index is made again. A year whose identity is
/// not settled (written just now) is read until it is.
package struct HistoryYearsIndex: StoredRecord, Equatable, Sendable {
    /// One year file as it was read.
    package struct Year: Equatable, Sendable {
        /// The fasts the file holds (each copy counted: `StoredHistory.merge` keeps a file's
        /// own duplicates).
        package var count: Int
        /// The earliest start in the file, in whole seconds rounded down; nil for no fast.
        package var firstStart: Int64?
        /// `FileIdentity.text` of the file when it was read; `-` when it had not settled (a
        /// file just written), which no identity matches.
        package var identity: String
        /// `ContentDigest` of the file's bytes: a copy of the file (`cp -a`, a restored
        /// backup), which has another identity, is still known by its bytes, hashed at under
        /// an instruction a byte instead of read record by record. Nil in an index an older
        /// atrest kept.
        package var digest: String?

        package init(count: Int, firstStart: Int64?, identity: String, digest: String? = nil) {
            self.count = count
            self.firstStart = firstStart
            self.identity = identity
            self.digest = digest
        }
    }

    /// Stands for an identity not yet settled.
    static let unsettled = "-"

    package var years: [Int: Year] = [:]

    package init(years: [Int: Year] = [:]) {
        self.years = years
    }

    package static var fields: [StoredField<HistoryYearsIndex>] {
        [.texts("years", { $0.lines }, { $0.years = Self.years(from: $1) })]
    }

    package static var blank: HistoryYearsIndex { HistoryYearsIndex() }

    /// `year count firstStart identity digest` (firstStart `-` for none; no digest in an older
    /// atrest's index), oldest year first.
    private var lines: [String] {
        years.sorted { $0.key < $1.key }.map { year, entry in
            "\(year) \(entry.count) \(entry.firstStart.map(String.init) ?? "-") \(entry.identity)" + (entry.digest.map { " " + $0 } ?? "")
        }
    }

    /// Lines that do not read are left out: their years are read again.
    private static func years(from lines: [String]) -> [Int: Year] {
        var years: [Int: Year] = [:]
        for line in lines {
            let parts = line.split(separator: " ", omittingEmptySubsequences: false)
            guard parts.count == 4 || parts.count == 5, let year = Int(parts[0]), let count = Int(parts[1]), count >= 0, !parts[3].isEmpty else { continue }
            let first: Int64?
            if parts[2] == "-" {
                guard count == 0 else { continue }
                first = nil
            } else {
                guard let seconds = Int64(parts[2]) else { continue }
                first = seconds
            }
            let digest = parts.count == 5 && !parts[4].isEmpty ? String(parts[4]) : nil
            years[year] = Year(count: count, firstStart: first, identity: String(parts[3]), digest: digest)
        }
        return years
    }

    /// The entry for a year file just read or written, whose bytes hash to `digest`.
    static func year(of sessions: [FastingSession], identity: String, digest: String?) -> Year {
        // Out of range (never for a fast that reads) stands for the earliest: the year is always read.
        let first = sessions.map(\.start).min().map { Int64(exactly: $0.timeIntervalSince1970.rounded(.down)) ?? .min }
        return Year(count: sessions.count, firstStart: first, identity: identity, digest: digest)
    }
}
