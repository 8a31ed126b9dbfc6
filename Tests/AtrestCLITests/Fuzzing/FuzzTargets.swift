import AtrestCLI
import Domain
import Interchange
import Foundation
import Geometry
import JSON
import Rendering
import Store

/// What each fuzz target does with one input, and the properties it must keep.
///
/// The same functions run under libFuzzer (`Tests/Fuzz/run`, which compiles this file into
/// each fuzz binary) and in `swift test`, which replays every kept input through them; so
/// this file imports neither Testing nor anything the fuzz build lacks. A broken property
/// stops the process with `preconditionFailure`, which libFuzzer reports as a crash and keeps.
enum FuzzTargets {
    /// The targets by name: the name is the folder under `Tests/Fuzz/Corpus/` and the binary's name.
    static let all: [String: @Sendable ([UInt8]) -> Void] = [
        "when": when,
        "arguments": arguments,
        "svgpath": svgPath,
        "import": importDocument,
        "documents": documents,
        "formats": formats,
    ]

    /// A fixed clock, so a run is the same every time.
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    /// Zones with odd offsets and daylight saving, picked by the input's first byte.
    static let zones = ["UTC", "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Chatham", "Asia/Kathmandu", "America/St_Johns"]
        .compactMap { ZoneDatabase().zone(named: $0) }

    static func zone(_ bytes: [UInt8]) -> (Zone, ArraySlice<UInt8>) {
        guard let first = bytes.first else { return (zones[0], bytes[...]) }
        return (zones[Int(first) % zones.count], bytes.dropFirst())
    }

    /// `--at WHEN`: any text parses or is refused; what parses is whole seconds, not in the future.
    static func when(_ bytes: [UInt8]) {
        let (zone, rest) = zone(bytes)
        let text = String(decoding: rest, as: UTF8.self)
        guard case .success(let date) = WhenParser(now: now, timeZone: zone).parse(text) else { return }
        precondition(date.timeIntervalSince(now) <= WhenParser.futureTolerance, "\(text.debugDescription) parsed into the future")
        precondition(date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970, "\(text.debugDescription) parsed to a fraction of a second")
    }

    /// The command line (arguments split at NUL bytes): every line is a command, help, the
    /// version, or a usage error with exit code 2, and help always renders.
    static func arguments(_ bytes: [UInt8]) {
        let (zone, rest) = zone(bytes)
        let words = rest.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        do {
            switch try CommandLineParser().parse(words, now: now, timeZone: zone) {
            case .help(let spec, _):
                _ = spec.map(HelpText.command) ?? HelpText.overview()
            case .run, .version:
                break
            }
        } catch let error as AtrestError {
            precondition(error.exitCode == 2, "\(words) is a usage error with exit code \(error.exitCode)")
            precondition(!error.message.isEmpty, "\(words) gave an empty message")
        } catch {
            preconditionFailure("\(words) threw \(type(of: error)), not a usage error")
        }
    }

    /// SVG path data: it parses or throws, and what parses flattens and fills without trapping.
    static func svgPath(_ bytes: [UInt8]) {
        guard let path = try? PathParser.parse(String(decoding: bytes, as: UTF8.self)) else { return }
        let polygons = path.polygons(placement: Placement(scale: 1.0 / 64), tolerance: 0.05)
        let mask = Rasterizer.fill(polygons, width: 16, height: 16, rule: bytes.count % 2 == 0 ? .nonzero : .evenodd)
        precondition(mask.width == 16 && mask.height == 16, "the mask lost its size")
        precondition(mask.values.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1.001 }, "coverage outside 0–1")
    }

    /// An export to import: the strict JSON reader and then the import checks either take
    /// it or refuse it with a problem; what the reader takes renders back to the same value,
    /// and what the checks take keeps atrest's rules.
    static func importDocument(_ bytes: [UInt8]) {
        let localZone = zones[bytes.count % zones.count]
        // The direct reader of atrest's own export takes only what the general reader takes
        // without a word, and reads it the same.
        let direct = DirectExportReader.read(Data(bytes), localZone: localZone, zones: ZoneDatabase())
        guard let value = try? JSONValue.parse(Data(bytes)) else {
            precondition(direct == nil, "the direct import reader takes what is not JSON")
            return
        }
        // Text, not values: a whole `double` is written as `16` and reads back an `int`.
        let again = try? JSONValue.parse(Data(value.rendered().utf8))
        precondition(again?.rendered() == value.rendered(), "the JSON reader does not read back what it rendered")
        let general = try? ImportDocument.read(value, now: now, localZone: localZone, zones: ZoneDatabase())
        if let direct {
            precondition(general.map { sameReading($0, direct) } == true, "the direct import reader reads what the general one does not, or otherwise")
        }
        guard let document = general else { return }
        for session in document.sessions {
            precondition(session.end > session.start, "an imported fast ends before it starts")
            // Ahead of this clock is taken (issue 26: another computer's clock said so); before 1900 is not.
            precondition(RecordRules.instant(session.start) == nil, "an imported fast begins before 1900")
            precondition(TargetHours.isAllowed(session.targetHours), "an imported target is out of range")
        }
        precondition(Set(document.sessions.map(\.id)).count == document.sessions.count, "an id is imported twice")
        for entry in document.water {
            precondition(WaterAmount.range.contains(entry.milliliters), "an imported amount is out of range")
        }
    }

    /// Whether the direct reader's document is the general reader's, with nothing said about it.
    static func sameReading(_ general: ImportDocument, _ direct: ImportDocument) -> Bool {
        general.sessions == direct.sessions && general.sessionPaths == direct.sessionPaths && general.activeFast == direct.activeFast
            && general.water == direct.water && general.settings == direct.settings && general.completedFasts == direct.completedFasts
            && general.transitionMomentShown == direct.transitionMomentShown && general.changes == direct.changes
            && general.ignoredKeys.isEmpty && direct.ignoredKeys.isEmpty && general.notesFolded == 0 && direct.notesFolded == 0
    }

    /// Another app's file (the second byte picks the format, or none: recognised by shape):
    /// read or refused with a problem that says where, and what is read keeps atrest's rules,
    /// in the file's order of time without overlaps, and carries no trial count.
    static func formats(_ bytes: [UInt8]) {
        let (zone, rest) = zone(bytes)
        let formats: [ImportFormat?] = [nil] + ImportFormat.allCases.filter { $0 != .atrest }
        let format = rest.first.map { formats[Int($0) % formats.count] } ?? nil
        let tag: String? = rest.first.map { $0 >= 128 ? "fasting" : nil } ?? nil
        do {
            let reading = try ImportFormat.read(Data(rest.dropFirst()), as: format, tag: format == .timewarrior ? tag : nil, now: now, zone: zone, zones: ZoneDatabase())
            guard reading.format != .atrest else { return }
            precondition(reading.document.completedFasts == 0, "another app's fasts carry a trial count")
            for session in reading.document.sessions {
                precondition(RecordRules.check(session) == nil, "a fast from another app breaks \(RecordRules.check(session)?.field ?? "")")
                precondition(session.end.timeIntervalSince(now) <= 60, "a fast from another app ends in the future")
                precondition(session.timeZone == zone, "a fast from another app is not in the person's zone")
            }
            precondition(Set(reading.document.sessions.map(\.id)).count == reading.document.sessions.count, "an id is imported twice")
            let ordered = reading.document.sessions.sorted { $0.start < $1.start }
            precondition(zip(ordered, ordered.dropFirst()).allSatisfy { $0.end <= $1.start }, "fasts from another app overlap")
        } catch {
            precondition(!error.text.isEmpty && (error.exitCode == 1 || error.exitCode == 2), "a problem without words or with exit code \(error.exitCode)")
        }
    }

    /// atrest's own files: whatever the reader takes is strict JSON, and what it read is
    /// written and read back the same.
    static func documents(_ bytes: [UInt8]) {
        let data = Data(bytes)
        let zones = ZoneDatabase()
        func agree<Record: StoredRecord & Equatable>(_ read: () throws -> Record, _ write: (Record) throws -> Data, _ again: (Data) throws -> Record) {
            guard let record = try? read() else { return }
            precondition(StrictJSON.problem(in: data) == nil, "\(Record.self): the reader took what is not strict JSON")
            guard let written = try? write(record) else { return }
            precondition((try? again(written)) == record, "\(Record.self): \(String(decoding: bytes, as: UTF8.self).debugDescription) did not read back")
        }
        func list<Record: StoredRecord & Equatable>(_ type: Record.Type, _ key: StaticString) {
            guard let records = try? RecordFile.readList(Record.self, under: key, from: data, path: "/x", zones: zones) else { return }
            precondition(StrictJSON.problem(in: data) == nil, "\(Record.self): the reader took what is not strict JSON")
            guard let written = try? RecordFile.write(records, under: key) else { return }
            precondition((try? RecordFile.readList(Record.self, under: key, from: written, path: "/x", zones: zones)).map { $0.count } == records.count, "\(Record.self): a list did not read back")
        }
        list(FastingSession.self, "sessions")
        list(WaterEntry.self, "entries")
        agree({ try RecordFile.readMembers(Settings.self, from: data, path: "/x", zones: zones) }, { try RecordFile.write(members: $0) }, { try RecordFile.readMembers(Settings.self, from: $0, path: "/x", zones: zones) })
        agree({ try RecordFile.readMembers(Account.self, from: data, path: "/x", zones: zones) }, { try RecordFile.write(members: $0) }, { try RecordFile.readMembers(Account.self, from: $0, path: "/x", zones: zones) })
    }
}
