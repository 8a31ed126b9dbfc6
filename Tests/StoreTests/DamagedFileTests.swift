import Domain
import Foundation
import JSON
import Store
import Testing

/// A file that cannot be trusted is refused with its path, and never overwritten.
@Suite struct DamagedFileTests {
    enum Damage: String, CaseIterable, Sendable {
        case empty, whitespace, truncated, notJSON, nulBytes, trailingNULs, leadingNUL, byteOrderMarkOnly
        case list, null, number, emptyObject, versionAsText, fractionalVersion, versionZero, versionNegative

        func bytes(from valid: Data) -> Data {
            func text(_ string: String) -> Data { Data(string.utf8) }
            let body = String(decoding: valid, as: UTF8.self)
            return switch self {
            case .empty: Data()
            case .whitespace: text("  \n\t\n")
            case .truncated: valid.prefix(valid.count * 2 / 3)
            case .notJSON: text("sessions: none\n")
            case .nulBytes: Data(repeating: 0, count: 4096)
            case .trailingNULs: valid + Data(repeating: 0, count: 512)
            case .leadingNUL: Data([0]) + valid
            case .byteOrderMarkOnly: Data([0xEF, 0xBB, 0xBF])
            case .list: text("[]")
            case .null: text("null")
            case .number: text("42")
            case .emptyObject: text("{}")
            case .versionAsText: text(body.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : \"1\""))
            case .fractionalVersion: text(body.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 1.5"))
            case .versionZero: text(body.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 0"))
            case .versionNegative: text(body.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : -1"))
            }
        }
    }

    /// Lays down a valid file of `kind` and returns its bytes.
    static func validBytes(_ kind: StoredKind, in directory: TemporaryDirectory) throws -> Data {
        try kind.saveSample(directory.store())
        let path = kind.path(directory.paths)
        return try #require(Disk.bytes(path))
    }

    static func expectRefused(
        _ kind: StoredKind, bytes: Data, in directory: TemporaryDirectory,
        as expected: (StoreError) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let path = kind.path(directory.paths)
        try Disk.put(bytes, at: path)
        let folder = (path as NSString).deletingLastPathComponent
        let before = Disk.names(folder).filter { $0 != "lock" }
        let store = directory.store()
        let error = try #require(throws: StoreError.self, sourceLocation: sourceLocation) { try kind.load(store) }
        #expect(expected(error), "\(error)", sourceLocation: sourceLocation)
        #expect(throws: StoreError.self, "a command's change is refused", sourceLocation: sourceLocation) { try kind.change(store) }
        #expect(Disk.bytes(path) == bytes, "the damaged bytes are kept as they were", sourceLocation: sourceLocation)
        #expect(Disk.names(folder).filter { $0 != "lock" } == before, "nothing was written beside it", sourceLocation: sourceLocation)
    }

    @Test(arguments: StoredKind.allCases, Damage.allCases)
    func damagedFilesAreRefusedAndKept(kind: StoredKind, damage: Damage) throws {
        let directory = TemporaryDirectory()
        let bytes = damage.bytes(from: try Self.validBytes(kind, in: directory))
        let path = kind.path(directory.paths)
        try Self.expectRefused(kind, bytes: bytes, in: directory) { error in
            guard case .damaged(path, let reason) = error else { return false }
            return !reason.isEmpty
        }
    }

    @Test(arguments: StoredKind.allCases)
    func validJSONOfTheWrongShapeIsDamaged(kind: StoredKind) throws {
        let directory = TemporaryDirectory()
        let path = kind.path(directory.paths)
        try Self.expectRefused(kind, bytes: Data(kind.wrongShape.utf8), in: directory) { error in
            guard case .damaged(path, let reason) = error else { return false }
            return !reason.isEmpty
        }
    }

    @Test(arguments: StoredKind.allCases, ["\"version\" : 2", "\"version\" : 99"])
    func filesFromANewerAtrestAreRefusedAsNewer(kind: StoredKind, version: String) throws {
        let directory = TemporaryDirectory()
        let valid = String(decoding: try Self.validBytes(kind, in: directory), as: UTF8.self)
        let number = Int(version.split(separator: " ").last ?? "") ?? 0
        let path = kind.path(directory.paths)
        let sameShape = Data(valid.replacingOccurrences(of: "\"version\" : 1", with: version).utf8)
        try Self.expectRefused(kind, bytes: sameShape, in: directory) { $0 == .newerVersion(path: path, version: number) }
        let otherShape = Data("{\"version\": \(number), \"format\": {\"entirely\": \"different\"}}".utf8)
        try Self.expectRefused(kind, bytes: otherShape, in: directory) { $0 == .newerVersion(path: path, version: number) }
    }

    /// A UTF-8 byte order mark before valid JSON is still valid JSON: read, not refused.
    @Test(arguments: StoredKind.allCases)
    func aByteOrderMarkBeforeValidJSONIsAccepted(kind: StoredKind) throws {
        let directory = TemporaryDirectory()
        let valid = try Self.validBytes(kind, in: directory)
        let store = directory.store()
        try Disk.put(Data([0xEF, 0xBB, 0xBF]) + valid, at: kind.path(directory.paths))
        #expect(throws: Never.self) { try kind.load(store) }
        try kind.change(store)
    }

    @Test(arguments: StoredKind.allCases)
    func aFileGoneWhileItsPreviousGenerationRemainsIsMissing(kind: StoredKind) throws {
        let directory = TemporaryDirectory()
        let path = kind.path(directory.paths)
        _ = try Self.validBytes(kind, in: directory)
        try FileManager.default.moveItem(atPath: path, toPath: AtrestPaths.previous(of: path))
        let store = directory.store()
        #expect(throws: StoreError.missing(path: path)) { try kind.load(store) }
        #expect(throws: StoreError.missing(path: path)) { try kind.change(store) }
        #expect(Disk.bytes(path) == nil, "nothing was written in its place")
    }

    /// `saveHistory` also rewrites the active fast's count; a damaged `active.json` must stop
    /// it before the history changes, or "nothing was changed" would not be true.
    @Test(arguments: [Damage.truncated, .notJSON, .versionZero])
    func aDamagedActiveFastStopsAHistorySaveBeforeAnythingChanges(damage: Damage) throws {
        let directory = TemporaryDirectory()
        let store = directory.store()
        try store.saveHistory(Samples.history(2))
        let active = damage.bytes(from: try Self.validBytes(.active, in: directory))
        try Disk.put(active, at: directory.paths.activeFast)
        let sessions = try #require(Disk.bytes(directory.paths.sessions(year: Samples.year)))
        let error = try #require(throws: StoreError.self) { try store.saveHistory(Samples.history(3)) }
        guard case .damaged(let path, _) = error else { Issue.record("\(error)"); return }
        #expect(path == directory.paths.activeFast)
        #expect(Disk.bytes(directory.paths.sessions(year: Samples.year)) == sessions, "the history is as it was")
        #expect(Disk.bytes(directory.paths.activeFast) == active)
    }

    /// Reasons point at the field, the way a person would.
    @Test(arguments: [
        (#"{"version": 1, "sessions": [{"id": "00000000-0000-4000-8000-000000000001", "start": "2026-11-20T19:00:00", "end": "2026-11-21T11:00:00Z", "targetHours": 16, "timeZone": "UTC"}]}"#,
         "sessions[0].start: not a date"),
        (#"{"version": 1, "sessions": [{"id": "00000000-0000-4000-8000-000000000001", "start": "2026-11-20T19:00:00Z", "targetHours": 16, "timeZone": "UTC"}]}"#,
         "sessions[0].end: missing"),
        (#"{"version": 1, "sessions": [{"id": "00000000-0000-4000-8000-000000000001", "start": "2026-11-20T19:00:00Z", "end": "2026-11-21T11:00:00Z", "targetHours": "16", "timeZone": "UTC"}]}"#,
         "sessions[0].targetHours: not a number"),
        (#"{"version": 1, "sessions": {}}"#, "sessions: not a list"),
        (#"{"sessions": []}"#, "version: missing"),
        ("", "it is empty"),
        (#"{"version": 1, "sessions": ["#, "it is not valid JSON (it may be cut short)"),
        (#"{"version": 0, "sessions": []}"#, "version 0 is not a version atrest wrote"),
    ])
    func reasonsNameTheField(text: String, reason: String) throws {
        let directory = TemporaryDirectory()
        let path = directory.paths.sessions(year: Samples.year)
        try Disk.put(Data(text.utf8), at: path)
        #expect(throws: StoreError.damaged(path: path, reason: reason)) { try directory.store().loadHistory() }
    }

    /// What `JSONDecoder` takes but JSON is not: each in every file kind, where the bytes are
    /// otherwise what atrest wrote. Each was read as if whole before atrest's files were
    /// read as strict JSON only.
    @Test(arguments: [
        ("a trailing comma in a list", #"{"version": 1, "sessions": [RECORD,]}"#),
        ("a trailing comma in an object", #"{"version": 1, "sessions": [RECORD],}"#),
        ("a number with a leading zero", #"{"version": 01, "sessions": [RECORD]}"#),
        ("a negative number with a leading zero", #"{"version": 1, "sessions": [RECORD], "x": -01}"#),
        ("a raw tab in a string", "{\"version\": 1, \"sessions\": [RECORD], \"x\": \"a\tb\"}"),
        ("a raw newline in a string", "{\"version\": 1, \"sessions\": [RECORD], \"x\": \"a\nb\"}"),
        ("an escape JSON does not have", #"{"version": 1, "sessions": [RECORD], "x": "\q"}"#),
        ("a key given twice", #"{"version": 1, "sessions": [], "sessions": [RECORD]}"#),
        ("a single-quoted string", #"{"version": 1, "sessions": [RECORD], "x": 'a'}"#),
        ("a comment", "{\"version\": 1, // the format\n \"sessions\": [RECORD]}"),
        ("NaN", #"{"version": 1, "sessions": [RECORD], "x": NaN}"#),
        ("a plus sign", #"{"version": +1, "sessions": [RECORD]}"#),
        ("a bare point", #"{"version": 1, "sessions": [RECORD], "x": .5}"#),
        ("bytes that are not UTF-8", "{\"version\": 1, \"sessions\": [RECORD], \"x\": \"\u{FFFD}\"}"),
    ])
    func onlyStrictJSONIsRead(what: String, text: String) throws {
        let record = #"{"end": "2026-11-21T11:00:00Z", "id": "00000000-0000-4000-8000-000000000001", "start": "2026-11-20T19:00:00Z", "targetHours": 16, "timeZone": "UTC"}"#
        var bytes = Data(text.replacingOccurrences(of: "RECORD", with: record).utf8)
        if what == "bytes that are not UTF-8" {
            // A lone continuation byte in place of the replacement character.
            bytes = Data(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{FFFD}", with: "#").utf8)
            bytes[try #require(bytes.lastIndex(of: UInt8(ascii: "#")))] = 0x80
        }
        let directory = TemporaryDirectory()
        let path = directory.paths.sessions(year: Samples.year)
        try Disk.put(bytes, at: path)
        let error = try #require(throws: StoreError.self, "\(what)") { try directory.store().loadHistory() }
        guard case .damaged(let damagedPath, let reason) = error else { Issue.record("\(what): \(error)"); return }
        #expect(damagedPath == path)
        #expect(reason.hasPrefix("it is not valid JSON: "), "\(what): \(reason)")
        #expect(reason.contains(" at line 1, column "), "\(what): \(reason)")
    }

    /// The same document, strictly written, reads: the check refuses only what is not JSON.
    @Test func strictJSONInAnyLayoutStillReads() throws {
        let text = "\u{FEFF}{ \"sessions\" : [ { \"timeZone\":\"UTC\", \"targetHours\":1.6e1, \"start\":\"2026-11-20T19:00:00Z\", \"id\":\"00000000-0000-4000-8000-000000000001\", \"end\":\"2026-11-21T11:00:00Z\", \"note\":\"caf\u{E9} \\u00e9 \\\"q\\\"\" } ], \"version\" : 1 }\r\n"
        let directory = TemporaryDirectory()
        try Disk.put(Data(text.utf8), at: directory.paths.sessions(year: Samples.year))
        let history = try directory.store().loadHistory()
        #expect(history.sessions.map(\.targetHours) == [16])
    }
}
