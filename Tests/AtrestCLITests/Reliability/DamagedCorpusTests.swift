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

    /// Each data file, and the commands that read it (from a home with a fast running).
    enum File: String, CaseIterable, Sendable {
        case sessions, active, water, settings, account, reminders, changes

        func path(_ paths: AtrestPaths) -> String {
            switch self {
            case .sessions: paths.sessions(year: 2026)
            case .active: paths.activeFast
            case .water: paths.water(month: WaterMonth(year: 2026, month: 11))
            case .settings: paths.settings
            case .account: paths.account
            case .reminders: paths.reminders
            case .changes: paths.changes
            }
        }

        var readers: [[String]] {
            switch self {
            case .sessions: [["log"], ["end"], ["add", "--start", "2026-10-01T20:00", "--end", "2026-10-02T12:00"], ["forest"], ["calendar"], ["export"], ["import", "more.json"]]
            case .active: [["status"], ["status", "--json"], ["status", "--quiet"], ["start"], ["end"], ["abandon"], ["remind"], ["export"]]
            case .water: [["water"], ["water", "add"], ["water", "remove", "last"], ["status"], ["export"]]
            case .settings: [["status"], ["config"], ["water", "add"], ["vigil", "on"], ["export"]]
            case .account: [["status"], ["premium", "status"], ["end"], ["forest"], ["premium", "activate", "atrest.license"]]
            case .reminders: [["remind"], ["remind", "--json"]]
            // Stamps and deletions: read by every change that stamps, by export and by sync.
            case .changes: [["end"], ["abandon"], ["vigil", "on"], ["config", "target-hours", "18"], ["export"], ["sync", "."]]
            }
        }
    }

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
        app.write((try? PremiumTests.license(.annual(through: LicenseDay("2027-11-20")!))) ?? "", to: app.home + "/annual.license")
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

    @Test func everyDataFileHasAPreviousGeneration() {
        let app = Self.home()
        for file in File.allCases {
            let path = Self.relative(file.path(app.paths), in: app)
            #expect(Self.seed[path] != nil && Self.seed[path + ".previous"] != nil, "\(path)")
            #expect(Self.seed[path]?.bytes != Self.seed[path + ".previous"]?.bytes, "\(path) differs from its previous copy")
        }
    }

    @Test(arguments: File.allCases, Damage.allCases)
    func everyReaderRefusesItNamingTheFileAndChangingNothing(_ file: File, _ damage: Damage) throws {
        let app = Self.home()
        let path = file.path(app.paths)
        app.damage(path, with: damage.apply(to: try #require(app.bytes(path))))
        let before = HomeFiles.read(app.home)
        let shown = "~" + path.dropFirst(app.home.count)
        for arguments in file.readers {
            let output = app.run(arguments)
            let command = "atrest \(arguments.joined(separator: " ")) with \(damage) \(file)"
            #expect(output.code == 1, "\(command): exit \(output.code)\n\(output.stderr)")
            #expect(output.stderr.hasPrefix("atrest: ") && output.stderr.split(separator: "\n").first?.contains(shown) == true, "\(command): \(output.stderr)")
            #expect(HomeFiles.read(app.home) == before, "\(command) changed a file")
        }
    }

    @Test(arguments: Nonsense.allCases)
    func aValueAtrestNeverWritesIsRefusedNamingFileAndField(_ nonsense: Nonsense) throws {
        let app = Self.home()
        let path = nonsense.file.path(app.paths)
        let original = try #require(app.bytes(path))
        let damaged = nonsense.apply(to: original)
        #expect(damaged != original, "\(nonsense) changes the file")
        app.damage(path, with: damaged)
        let before = HomeFiles.read(app.home)
        let shown = "~" + path.dropFirst(app.home.count)
        var readers = nonsense.file.readers
        if nonsense.file == .water { readers += [["water", "--json"], ["water", "add", "5000"]] }
        if nonsense.file == .sessions { readers += [["log", "--json"], ["calendar", "2026-11"], ["forest", "--svg", "-"], ["delete", "last"]] }
        for arguments in readers {
            let output = app.run(arguments)
            let command = "atrest \(arguments.joined(separator: " ")) with \(nonsense)"
            #expect(output.code == 1, "\(command): exit \(output.code)\n\(output.stderr)")
            #expect(output.stderr.split(separator: "\n").first?.contains(shown) == true, "\(command): \(output.stderr)")
            #expect(output.stderr.contains(nonsense.field), "\(command): \(output.stderr)")
            #expect(HomeFiles.read(app.home) == before, "\(command) changed a file")
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

    @Test(arguments: File.allCases, Damage.allCases)
    func doctorNamesItAndRepairRestoresThePreviousGeneration(_ file: File, _ damage: Damage) throws {
        let app = Self.home()
        let path = file.path(app.paths)
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
