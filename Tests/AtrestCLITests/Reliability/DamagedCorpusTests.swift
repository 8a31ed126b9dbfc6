import AtrestCLI
import Domain
import Foundation
import Licensing
import Store
import Testing

/// Damaged files, every kind of damage in every kind of data file, met by every command that
/// reads that file: each is refused with exit 1, naming the file, without a byte of the home
/// changing; `doctor` names it, and `doctor --repair` puts back the kept previous generation.
@Suite struct DamagedCorpusTests {
    /// Ways a file is found damaged: by a crash on a file system that does not order its
    /// writes, by a hand edit, by a copy cut short, by another program, by a newer atrest.
    enum Damage: String, CaseIterable, Sendable {
        case zeroBytes, truncated, nulFilled, byteOrderMarkThenTruncated, newerVersion, versionZero, wrongShape, topLevelArray
        // JSON only to JSONDecoder, which once read each of these as if whole.
        case trailingComma, leadingZero, rawControlCharacter

        func apply(to original: Data) -> Data {
            switch self {
            case .zeroBytes: Data()
            case .truncated: original.prefix(original.count / 2)
            case .nulFilled: Data(repeating: 0, count: max(original.count, 1))
            case .byteOrderMarkThenTruncated: Data([0xEF, 0xBB, 0xBF]) + original.prefix(original.count / 2)
            case .newerVersion: Data(#"{"version": 99, "sessions": [], "fast": null, "entries": []}"#.utf8)
            case .versionZero: Data(#"{"version": 0, "sessions": [], "fast": null, "entries": []}"#.utf8)
            // Right version, every field of every kind of file the wrong kind of value.
            case .wrongShape: Data(#"{"version": 1, "sessions": 7, "fast": 7, "entries": 7, "targetHours": "x", "license": 7, "transitionMomentShown": "yes", "fastID": 7}"#.utf8)
            case .topLevelArray: Data("[1, 2, 3]\n".utf8)
            case .trailingComma: DamagedCorpusTests.replacingLast("}", with: ",}", in: original)
            case .leadingZero: DamagedCorpusTests.replacingLast(#""version" : 1"#, with: #""version" : 01"#, in: original)
            case .rawControlCharacter: DamagedCorpusTests.replacingLast(#""version""#, with: "\"x\" : \"\u{1}\", \"version\"", in: original)
            }
        }
    }

    static func replacingLast(_ target: String, with replacement: String, in data: Data) -> Data {
        var text = String(decoding: data, as: UTF8.self)
        guard let range = text.range(of: target, options: .backwards) else { return data }
        text.replaceSubrange(range, with: replacement)
        return Data(text.utf8)
    }

    /// Well-formed files holding values atrest never writes, each of which once crashed a
    /// command (SIGILL, nothing on stderr) or misled one: the file, what is done to its first
    /// record, and the field the refusal names.
    enum Nonsense: String, CaseIterable, Sendable {
        case hugeTarget, endBeforeStart, wrongYear, before1900
        case runningHugeTarget, negativeCount
        case waterPastIntMax, waterWrongMonth

        var file: File {
            switch self {
            case .hugeTarget, .endBeforeStart, .wrongYear, .before1900: .sessions
            case .runningHugeTarget, .negativeCount: .active
            case .waterPastIntMax, .waterWrongMonth: .water
            }
        }

        var field: String {
            switch self {
            case .hugeTarget: "sessions[0].targetHours: 1e+16 is outside 4–72 hours"
            case .endBeforeStart: "sessions[0].end: "
            case .wrongYear: "is not in 2026, the year this file holds"
            case .before1900: "sessions[0].start: 1899-"
            case .runningHugeTarget: "fast.targetHours: 1e+300 is outside 4–72 hours"
            case .negativeCount: "fast.recordedCount: -1"
            case .waterPastIntMax: "entries[0].milliliters: 9223372036854775807 is outside 1–5000 ml"
            case .waterWrongMonth: "is not in 2026-11, the month this file holds"
            }
        }

        /// The file's text with its first matching value replaced.
        func apply(to original: Data) -> Data {
            var text = String(decoding: original, as: UTF8.self)
            func first(_ pattern: String, _ replacement: String) {
                guard let range = text.range(of: pattern, options: .regularExpression) else { return }
                text.replaceSubrange(range, with: replacement)
            }
            switch self {
            case .hugeTarget: first(#""targetHours" : [0-9.]+"#, #""targetHours" : 1e16"#)
            case .endBeforeStart: first(#""start" : "2026-[0-9-]+T"#, #""start" : "2026-12-31T"#)
            case .wrongYear:
                first(#""end" : "2026-"#, #""end" : "2024-"#)
                first(#""start" : "2026-"#, #""start" : "2024-"#)
            case .before1900:
                first(#""end" : "2026-"#, #""end" : "1899-"#)
                first(#""start" : "2026-"#, #""start" : "1899-"#)
            case .runningHugeTarget: first(#""targetHours" : [0-9.]+"#, #""targetHours" : 1e300"#)
            case .negativeCount: first(#""recordedCount" : [0-9]+"#, #""recordedCount" : -1"#)
            case .waterPastIntMax:
                first(#""milliliters" : [0-9]+"#, #""milliliters" : 9223372036854775807"#)
            case .waterWrongMonth: first(#""at" : "2026-11-"#, #""at" : "2026-10-"#)
            }
            return Data(text.utf8)
        }
    }

    /// A data file of the seed home, by the name reports give it (`sessions/2026.json`).
    ///
    /// The files are the store's own list (`dataFiles()`), so a new kind of data file is in the
    /// corpus as soon as the seed home has one.
    struct File: Hashable, Sendable, CustomTestStringConvertible {
        var name: String
        /// Its path below the home.
        var relative: String

        var testDescription: String { name }

        func path(_ app: TestApp) -> String { app.home + "/" + relative }

        static let sessions = named("sessions/2026.json")
        static let active = named("active.json")
        static let water = named("water/2026-11.json")

        static func named(_ name: String) -> File {
            DamagedCorpusTests.files.first { $0.name == name } ?? File(name: name, relative: "missing/" + name)
        }

        /// The invocations that read this file in the seed home (see `readers`).
        var readers: [[String]] { DamagedCorpusTests.readers[self] ?? [] }
    }

    /// One data file of each kind in the seed home (the newest year's history, the newest
    /// month's water).
    static let files: [File] = {
        let app = home()
        var newest: [String: DataFile] = [:]
        for file in (try? app.store.dataFiles()) ?? [] {
            newest[String("\(file.kind)".prefix { $0 != "(" })] = file
        }
        return newest.values.sorted { $0.name < $1.name }.map { File(name: $0.name, relative: relative($0.path, in: app)) }
    }()

    /// Ways to run each command the table and the harnesses know (`Invocations`; the first two
    /// of each command that read a file), by the data files they read in the seed home, found
    /// by running each once and noting its reads. A
    /// new command, or a command that starts reading another file, is met with that file
    /// damaged without anyone listing it. (`doctor` reports damage as findings on stdout
    /// instead of refusing; `doctorNamesItAndRepairRestoresThePreviousGeneration` covers it.)
    static let readers: [File: [[String]]] = {
        var invocations: [[String]] = []
        let known = CommandTable.specs.flatMap(Invocations.of) + FaultScenario.all.map(\.arguments) + extraReaders
        for arguments in known where Invocations.command(of: arguments) != "doctor" && !invocations.contains(arguments) {
            invocations.append(arguments)
        }
        var found: [File: [[String]]] = [:]
        for arguments in invocations {
            let app = home()
            let recorder = RecordingFileSystem()
            app.fileSystem = recorder
            _ = app.run(arguments)
            // Two ways of running each command are enough to meet its read of a file; more
            // only lengthen the sweep.
            for file in files where recorder.reads.contains(file.path(app))
                && (found[file] ?? []).filter({ Invocations.command(of: $0) == Invocations.command(of: arguments) }).count < 2 {
                found[file, default: []].append(arguments)
            }
        }
        return found
    }()

    /// Invocations worth trying beyond the table's examples: other output modes and dates.
    static let extraReaders: [[String]] = [
        ["status", "--json"], ["status", "--quiet"], ["water", "--json"], ["water", "add", "5000"], ["log", "--json"],
        ["calendar", "2026-11"], ["forest", "--svg", "-"], ["delete", "last"], ["import", "more.json"],
        ["premium", "activate", "atrest.license"], ["add", "--start", "2026-10-01T20:00", "--end", "2026-10-02T12:00"],
    ]

    /// A home where a fast runs and every data file has been saved twice, so each has a
    /// previous generation to return to.
    static let seed: [String: HomeFiles.File] = {
        let app = TestApp(now: "2026-11-21T04:00:00Z", timeZone: SeedHome.zone)
        app.write(SeedHome.importDocument(sessions: 1...9, water: 1...4, activeFast: true), to: app.home + "/seed.json")
        app.write(SeedHome.importDocument(sessions: 8...12, water: 5...9, activeFast: false, changed: 8, settings: true), to: app.home + "/more.json")
        app.write((try? PremiumTests.license(.lifetime)) ?? "", to: app.home + "/atrest.license")
        for arguments in [
            ["import", "seed.json"], ["remind"], ["premium", "activate", "atrest.license"], ["vigil", "on"],
            ["add", "--start", "2026-11-12T20:00", "--end", "2026-11-13T12:00"], ["water", "add", "300"],
        ] {
            let output = app.run(arguments)
            if output.code != 0 { Issue.record("building the seed: \(arguments): \(output.stderr)") }
        }
        app.now = Timestamp.parse(SeedHome.now) ?? app.now
        app.write((try? PremiumTests.license(.annual(through: LocalDay(licenseText: "2027-11-20")!))) ?? "", to: app.home + "/annual.license")
        for arguments in [["remind"], ["premium", "activate", "annual.license"], ["vigil", "off"]] {
            let output = app.run(arguments)
            if output.code != 0 { Issue.record("building the seed: \(arguments): \(output.stderr)") }
        }
        return HomeFiles.read(app.home)
    }()

    static func home() -> TestApp {
        let app = TestApp(now: SeedHome.now, timeZone: SeedHome.zone)
        HomeFiles.write(seed, into: app.home)
        return app
    }

    static func relative(_ path: String, in app: TestApp) -> String { String(path.dropFirst(app.home.count + 1)) }

    @Test func everyDataFileHasAPreviousGenerationAndAReader() {
        #expect(Self.files.count >= 6, "the seed home has its data files: \(Self.files.map(\.name))")
        for name in ["sessions/2026.json", "active.json", "water/2026-11.json", "settings.json", "account.json", "reminders.json"] {
            #expect(Self.files.contains { $0.name == name }, "\(name) is among the seed's data files")
        }
        for file in Self.files {
            #expect(!file.readers.isEmpty, "no command the table knows reads \(file.name): give one an example that does")
        }
        #expect(File.active.readers.contains(["status"]) && File.water.readers.contains(["water", "add"]), "reads are noticed")
        for file in Self.files where Self.writtenOnce[file.name] == nil {
            let path = file.relative
            #expect(Self.seed[path] != nil && Self.seed[path + ".previous"] != nil, "\(path)")
            #expect(Self.seed[path]?.bytes != Self.seed[path + ".previous"]?.bytes, "\(path) differs from its previous copy")
        }
    }

    @Test(arguments: Self.files, Damage.allCases)
    func everyReaderRefusesItNamingTheFileAndChangingNothing(_ file: File, _ damage: Damage) throws {
        let app = Self.home()
        let path = file.path(app)
        app.damage(path, with: damage.apply(to: try #require(app.bytes(path))))
        let shown = "~" + path.dropFirst(app.home.count)
        for arguments in file.readers {
            let before = HomeFiles.read(app.home)
            let output = app.run(arguments)
            let command = "atrest \(arguments.joined(separator: " ")) with \(damage) \(file)"
            if let name = Invocations.command(of: arguments), Self.readsPastDamage[name] != nil {
                #expect(output.code == 0, "\(command): exit \(output.code)\n\(output.stderr)")
            } else {
                #expect(output.code == 1, "\(command): exit \(output.code)\n\(output.stderr)")
                // Named by its path, or (undo, which finds it changed) by its name in reports.
                let first = output.stderr.split(separator: "\n").first ?? ""
                #expect(output.stderr.hasPrefix("atrest: ") && (first.contains(shown) || first.contains(" \(file.name) ")), "\(command): \(output.stderr)")
            }
            Self.expectNothingChanged(by: arguments, output, before: before, after: HomeFiles.read(app.home), damaged: file, command: command)
        }
    }

    /// Commands that read a file only to choose their words, and go on past a damaged one.
    static let readsPastDamage: [String: String] = [
        "help": "reads account.json only to leave the forest out for the free tier; help must always work",
        "completions": "reads account.json only to leave the forest out for the free tier, as help does",
    ]

    /// A refused command changes nothing; the damaged file itself is never touched.
    static func expectNothingChanged(
        by arguments: [String], _ output: TestApp.Output, before: [String: HomeFiles.File], after: [String: HomeFiles.File],
        damaged file: File, command: String
    ) {
        #expect(after == before, "\(command) changed a file")
    }

    @Test(arguments: Nonsense.allCases)
    func aValueAtrestNeverWritesIsRefusedNamingFileAndField(_ nonsense: Nonsense) throws {
        let app = Self.home()
        let path = nonsense.file.path(app)
        let original = try #require(app.bytes(path))
        let damaged = nonsense.apply(to: original)
        #expect(damaged != original, "\(nonsense) changes the file")
        app.damage(path, with: damaged)
        let shown = "~" + path.dropFirst(app.home.count)
        for arguments in nonsense.file.readers where Invocations.command(of: arguments).flatMap({ Self.readsPastDamage[$0] }) == nil {
            let before = HomeFiles.read(app.home)
            var arguments = arguments
            var output = app.run(arguments)
            // calendar decodes only the fasts of the month or day it shows, and passes over the
            // others by their end's bytes (`YearWindow`, as `WaterTail` passes over the glasses
            // before today): the damaged fast's own month must be refused.
            if output.code == 0, nonsense.file == .sessions, Invocations.command(of: arguments) == "calendar",
               let month = Self.firstEndMonth(damaged) {
                arguments = ["calendar", month]
                output = app.run(arguments)
            }
            let command = "atrest \(arguments.joined(separator: " ")) with \(nonsense)"
            #expect(output.code == 1, "\(command): exit \(output.code)\n\(output.stderr)")
            #expect(output.stderr.split(separator: "\n").first?.contains(shown) == true, "\(command): \(output.stderr)")
            #expect(output.stderr.contains(nonsense.field), "\(command): \(output.stderr)")
            Self.expectNothingChanged(by: arguments, output, before: before, after: HomeFiles.read(app.home), damaged: nonsense.file, command: command)
        }
        let report = app.run("doctor")
        #expect(report.code == 1)
        let words = report.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(report.stdout.contains(shown + "\n") && words.contains(nonsense.field), "\(report.stdout)")
        let repair = app.run("doctor", "--repair")
        #expect(repair.code == 0, "\(repair.stdout)")
        #expect(app.bytes(path) == app.bytes(path + ".previous"), "the previous generation is back")
        #expect(app.run("doctor").code == 0)
    }

    /// The month (`2026-11`) of the first fast's end in a history file's text.
    static func firstEndMonth(_ bytes: some Sequence<UInt8>) -> String? {
        let text = String(decoding: Array(bytes), as: UTF8.self)
        guard let key = text.firstRange(of: "\"end\" : \"") else { return nil }
        let month = text[key.upperBound...].prefix(7)
        return month.count == 7 ? String(month) : nil
    }

    /// Data files written once and never replaced, so they have no previous generation to
    /// go back to (doctor names them damaged and says so).
    static let writtenOnce: [String: String] = [
        "device.json": "this computer's id, made on the first change that needs it",
    ]

    /// The files `doctor --repair` can put back from a previous generation.
    static let replacedFiles: [File] = files.filter { writtenOnce[$0.name] == nil }

    @Test(arguments: Self.replacedFiles, Damage.allCases)
    func doctorNamesItAndRepairRestoresThePreviousGeneration(_ file: File, _ damage: Damage) throws {
        let app = Self.home()
        let path = file.path(app)
        let original = try #require(app.bytes(path))
        let previous = try #require(app.bytes(path + ".previous"))
        let damaged = damage.apply(to: original)
        app.damage(path, with: damaged)
        let shown = "~" + path.dropFirst(app.home.count)

        let report = app.run("doctor")
        #expect(report.code == 1)
        #expect(report.stdout.contains(shown + "\n"), "\(report.stdout)")

        let repair = app.run("doctor", "--repair")
        if damage == .newerVersion {
            // An older atrest never replaces what a newer one wrote.
            #expect(repair.code == 1)
            #expect(app.bytes(path) == damaged)
            return
        }
        #expect(repair.code == 0, "\(repair.stdout)")
        #expect(app.bytes(path) == previous, "the previous generation is back")
        #expect(app.bytes(path + ".previous") == previous, "and still kept")
        let aside = app.names(in: (path as NSString).deletingLastPathComponent).filter { $0.hasPrefix((path as NSString).lastPathComponent + ".damaged-") }
        #expect(aside.count == 1)
        #expect(aside.first.flatMap { app.bytes((path as NSString).deletingLastPathComponent + "/" + $0) } == damaged, "the damaged bytes are kept")
        let store = app.store
        for dataFile in try store.dataFiles() {
            #expect(throws: Never.self, "\(dataFile.name) loads again") { try store.check(dataFile) }
        }
        #expect(app.run("doctor").code == 0, "and doctor finds all in order")
    }
}
