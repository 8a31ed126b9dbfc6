import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One computer's file in a sync folder: `atrest-<computer id>.json`, everything that
/// computer knows (a snapshot, not a journal: any one file, read whole, is enough to catch
/// up, and a file met twice changes nothing).
///
/// Only a file whose name is exactly that, whose JSON is complete, whose `device` is the one
/// its name says and whose every record reads is taken; anything else (a copy cut short, a
/// sync tool's conflict copy such as `atrest-….sync-conflict-20261124-101010-ABC.json`, a
/// file from a newer atrest) is left alone and named in `sync`'s report.
package enum SyncFile {
    package static func name(device: UUID) -> String { "atrest-\(device.uppercaseText).json" }

    /// The computer a file belongs to, when its name is exactly one atrest writes (the id in
    /// capitals: a name in small letters would give one computer two files).
    package static func device(fileName name: String) -> UUID? {
        guard name.hasPrefix("atrest-"), name.hasSuffix(".json"), name.count == 7 + 36 + 5 else { return nil }
        return UUID(uuidString: String(name.dropFirst(7).dropLast(5))).flatMap { self.name(device: $0) == name ? $0 : nil }
    }

    // MARK: Writing and reading

    /// The file's bytes: the same history always gives the same bytes (no time of writing in
    /// it), so a sync with nothing new leaves the file, and the sync tool, alone. Compact, as it
    /// has always been: a record to a line made ten years 15 % larger, and every sync digests
    /// every byte of every file in the folder.
    package static func encode(_ replica: Replica, device: UUID) throws -> Data {
        try RecordFile.write(document: SyncSnapshot(replica, device: device), layout: .compact)
    }

    /// The history in `data`, written by the computer `device`, when every part of it reads
    /// and keeps atrest's rules as of `now` (`SyncSnapshot.replica(now:)`); otherwise the
    /// first thing that does not, as `fasts[2].end: is in the future`.
    package static func decode(_ data: Data, device: UUID, zones: ZoneDatabase, now: Date) -> Result<Replica, Refusal> {
        let snapshot: SyncSnapshot
        switch RecordFile.readDocument(SyncSnapshot.self, from: data, zones: zones) {
        case .success(let read): snapshot = read
        case .failure(let problem): return .failure(Refusal(reason: problem.description))
        }
        guard snapshot.device == device else { return .failure(Refusal(reason: "device: not the computer its name says")) }
        do throws(ShapeProblem) {
            return .success(try snapshot.replica(now: now))
        } catch {
            return .failure(Refusal(reason: error.description))
        }
    }

    /// Why a file was left alone: its first field that does not read or keep the rules.
    package struct Refusal: Error, Equatable, Sendable {
        package var reason: String
    }
}
