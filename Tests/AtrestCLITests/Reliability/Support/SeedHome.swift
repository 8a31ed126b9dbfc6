import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// A home prepared once and copied, bytes and modes, for every run of a sweep: each run
/// starts from exactly the same files without repeating the commands that made them.
final class SeedHome: @unchecked Sendable {
    /// Fixed ids, so that runs compare byte for byte.
    static func id(_ n: Int) -> String { String(format: "%08d-0000-4000-8000-%012d", n, n) }

    static let now = "2026-11-21T12:00:00Z"
    static let zone = "Europe/Berlin"

    /// The kinds of home the sweeps start from.
    enum Kind: String, Sendable, CaseIterable {
        /// Nine recorded fasts, water this month and last, settings; no fast running.
        case idle
        /// The same, with a fast running for 17 hours (past its 16-hour reference), and Vigil on.
        case fasting
        /// The same as idle, with `sessions/2026.json` cut short and a good previous copy beside it.
        case damaged
        /// The same as idle, the history kept as an earlier atrest kept it: all in `sessions.json`,
        /// with a previous generation beside it, and no year files.
        case legacy
    }

    let files: [String: HomeFiles.File]
    /// Every UUID in the seed: a run that mints others is compared with them replaced.
    let knownIDs: Set<String>

    private init(app: TestApp) {
        files = HomeFiles.read(app.home)
        knownIDs = HomeFiles.uuids(in: files.values.map(\.bytes))
    }

    private static let cache = NSLock()
    nonisolated(unsafe) private static var built: [Kind: SeedHome] = [:]

    /// The seed of `kind`, built on first use.
    static func make(_ kind: Kind) -> SeedHome {
        cache.withLock {
            if let seed = built[kind] { return seed }
            let seed = SeedHome(app: build(kind))
            built[kind] = seed
            return seed
        }
    }

    private static func build(_ kind: Kind) -> TestApp {
        let app = TestApp(now: now, timeZone: zone)
        app.write(importDocument(sessions: 1...9, water: 1...6, activeFast: kind == .fasting), to: app.home + "/seed.json")
        must(app, "import", "seed.json")
        must(app, "vigil", "on")
        if kind != .fasting { must(app, "vigil", "off") }
        // Extra files some commands read or replace.
        app.write(importDocument(sessions: 8...12, water: 5...9, activeFast: false, changed: 8, settings: true), to: app.home + "/more.json")
        app.write((try? PremiumTests.license(.lifetime)) ?? "", to: app.home + "/atrest.license")
        must(app, "export", "--output", "backup.json")
        // A folder another computer has synced into, for `sync`.
        let other = TestApp()
        try? FileManager.default.createDirectory(atPath: app.home + "/shared", withIntermediateDirectories: true)
        must(other, "add", "--start", "2025-06-01T20:00", "--end", "2025-06-02T12:00")
        must(other, "sync", app.home + "/shared")
        if kind == .legacy {
            // A second save leaves a previous generation, as it would have beside sessions.json.
            must(app, "add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
            let year = app.paths.sessions(year: 2026)
            try? FileManager.default.moveItem(atPath: year, toPath: app.paths.legacySessions)
            try? FileManager.default.moveItem(atPath: year + ".previous", toPath: app.paths.legacySessions + ".previous")
            try? FileManager.default.removeItem(atPath: app.paths.sessionsDirectory)
        }
        if kind == .damaged {
            // A second save leaves a good previous generation; then the file is cut short.
            must(app, "add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
            let path = app.paths.sessions(year: 2026)
            let bytes = app.bytes(path) ?? Data()
            app.damage(path, with: bytes.prefix(bytes.count / 2))
        }
        return app
    }

    private static func must(_ app: TestApp, _ arguments: String...) {
        let output = app.run(arguments)
        if output.code != 0 { Issue.record("building a seed home: atrest \(arguments.joined(separator: " ")) failed: \(output.stderr)") }
    }

    /// An export document with fixed ids: fasts one a day in early November, water in
    /// October and November, and optionally a running fast and changed settings.
    static func importDocument(
        sessions: ClosedRange<Int>, water: ClosedRange<Int>, activeFast: Bool, changed: Int? = nil, settings: Bool = false
    ) -> String {
        let fasts = sessions.map { n in
            let end = n == changed ? "13:30" : "12:00"
            return #"{"id": "\#(id(n))", "start": "2026-11-\#(String(format: "%02d", n))T20:00:00+01:00", "end": "2026-11-\#(String(format: "%02d", n + 1))T\#(end):00+01:00", "targetHours": 16, "timeZone": "Europe/Berlin"}"#
        }
        let drinks = water.map { n in
            // Half in October, half today.
            let at = n % 2 == 0 ? "2026-10-\(String(format: "%02d", 10 + n))T09:00:00+02:00" : "2026-11-21T0\(n % 10):30:00+01:00"
            return #"{"id": "\#(id(100 + n))", "at": "\#(at)", "milliliters": \#(200 + n)}"#
        }
        let active = activeFast
            ? #"{"id": "\#(id(999))", "start": "2026-11-20T20:00:00+01:00", "targetHours": 16, "timeZone": "Europe/Berlin"}"#
            : "null"
        let chosen = settings
            ? #"{"targetHours": 18, "waterUnit": "oz", "waterAmount": 300, "vigil": true}"#
            : #"{"targetHours": 16, "waterUnit": "ml", "waterAmount": 250, "vigil": false}"#
        return """
        {"format": "atrest-export", "version": 1, "exportedAt": "2026-11-21T12:00:00Z",
         "sessions": [\(fasts.joined(separator: ",\n  "))],
         "activeFast": \(active),
         "water": [\(drinks.joined(separator: ",\n  "))],
         "settings": \(chosen)}
        """
    }

    /// A new app whose home holds a copy of this seed, at the seed's time and zone.
    func copy() -> TestApp {
        let copy = TestApp(now: Self.now, timeZone: Self.zone)
        HomeFiles.write(files, into: copy.home)
        return copy
    }
}

/// The regular files under a home, by path relative to it.
enum HomeFiles {
    struct File: Equatable, Sendable {
        var bytes: Data
        var mode: Int
    }

    static func read(_ home: String) -> [String: File] {
        var files: [String: File] = [:]
        let manager = FileManager.default
        for case let relative as String in manager.enumerator(atPath: home) ?? FileManager.DirectoryEnumerator() {
            let path = home + "/" + relative
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let bytes = manager.contents(atPath: path)
            else { continue }
            files[relative] = File(bytes: bytes, mode: (attributes[.posixPermissions] as? Int) ?? 0o600)
        }
        return files
    }

    /// Writes `files` under `home`, folders private as atrest makes them.
    static func write(_ files: [String: File], into home: String) {
        let manager = FileManager.default
        for (relative, file) in files {
            let path = home + "/" + relative
            let folder = (path as NSString).deletingLastPathComponent
            try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            _ = manager.createFile(atPath: path, contents: file.bytes, attributes: [.posixPermissions: file.mode])
        }
    }

    nonisolated(unsafe) private static let uuidPattern = #/[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/#

    static func uuids(in contents: [Data]) -> Set<String> {
        var found = Set<String>()
        for data in contents {
            for match in String(decoding: data, as: UTF8.self).matches(of: uuidPattern) {
                found.insert(match.output.uppercased())
            }
        }
        return found
    }

    /// `data` with every UUID outside `known` replaced by one placeholder, so that two runs
    /// that each minted their own ids compare equal.
    static func normalized(_ data: Data, known: Set<String>) -> Data {
        let text = String(decoding: data, as: UTF8.self)
        guard text.contains("-") else { return data }
        let replaced = text.replacing(uuidPattern) { match in
            known.contains(match.output.uppercased()) ? String(match.output) : "NEW-ID"
        }
        return Data(replaced.utf8)
    }
}
