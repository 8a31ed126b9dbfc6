import Domain
import Foundation
import Store
import TestProcesses
import Testing

@Suite struct ZoneDatabaseTests {
    let database = ZoneDatabase()

    /// Every zone on this system, against the C library's own reading of the same files:
    /// `zdump -v` lists each change of offset, and the second either side of it, from 1970
    /// (atrest's instants are later) to 2050 (well into the footer rules).
    @Test func everyZoneAgreesWithZdumpAtEveryChange() throws {
        let names = try Self.zoneNames()
        #expect(names.count > 300)
        var checked = 0
        var disagreements: [String] = []
        var zones: [String: Zone] = [:]
        let chunks = stride(from: 0, to: names.count, by: 100).map { Array(names[$0..<min($0 + 100, names.count)]) }
        for output in try Self.zdump(chunks) {
            for line in output.split(separator: "\n") {
                guard let (name, instant, offset) = Self.reading(line) else { continue }
                if zones[name] == nil { zones[name] = database.zone(named: name) }
                let zone = try #require(zones[name], "\(name) did not load")
                checked += 1
                if zone.secondsFromGMT(for: instant) != offset, disagreements.count < 10 {
                    disagreements.append("\(line) — atrest says \(zone.secondsFromGMT(for: instant))")
                }
            }
        }
        #expect(checked > 30_000)
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }

    @Test func readsTZAsTheCLibraryDoes() throws {
        #expect(database.current(environment: ["TZ": ":Europe/Paris"]).identifier == "Europe/Paris")
        #expect(database.current(environment: ["TZ": "Asia/Tokyo"]).secondsFromGMT(for: Date()) == 32_400)
        #expect(database.current(environment: ["TZ": ""]) == .utc)
        // A POSIX rule without daylight time is a fixed offset, kept under atrest's name for one.
        let rule = database.choice(environment: ["TZ": "JST-9"])
        #expect(rule.zone.identifier == "GMT+0900")
        #expect(rule.zone.secondsFromGMT(for: Date()) == 32_400)
        #expect(rule.origin == .tzRule("JST-9"))
        // A name this system does not know is UTC, under UTC's name (never written as given), and says so.
        let unknown = database.choice(environment: ["TZ": "Nowhere/Land"])
        #expect(unknown.zone.identifier == "UTC")
        #expect(unknown.zone.secondsFromGMT(for: Date()) == 0)
        #expect(unknown.origin == .tzUnreadable("Nowhere/Land"))
        #expect(database.choice(environment: ["TZ": ""]).origin == .tzEmpty)
        #expect(database.choice(environment: ["TZ": ":Asia/Tokyo"]).origin == .tzZone(":Asia/Tokyo"))
    }

    /// `TZ` is read as POSIX first: `GMT+05:00` is five hours west of Greenwich, as `date`
    /// reads it, although atrest's own name `GMT+0500` for a fixed zone is five hours east.
    @Test(arguments: [
        ("GMT+05:00", -18_000), ("GMT+5", -18_000), ("GMT-05:30", 19_800), ("<+0530>-5:30", 19_800),
        ("UTC+3", -10_800), ("EST5", -18_000), ("GMT-14", 50_400),
    ])
    func aTZRuleCountsHoursWestAndReadsBackUnderItsName(value: String, offset: Int) throws {
        let zone = database.current(environment: ["TZ": value])
        #expect(zone.secondsFromGMT(for: Date()) == offset)
        // Records carry the zone's name; read back from a file it must mean the same offset.
        let stored = try #require(database.zone(named: zone.identifier))
        #expect(stored.secondsFromGMT(for: Date()) == offset)
    }

    /// The C library's own reading of `TZ`, through `date +%z`, at a winter and a summer instant.
    @Test(arguments: [
        "GMT+05:00", "GMT+5", "GMT-05:30", "<+0530>-5:30", "<-03>3", "EST5EDT", "EST5EDT,M3.2.0,M11.1.0",
        "CET-1CEST,M3.5.0,M10.5.0/3", ":Asia/Tokyo", "Europe/Paris", "Pacific/Chatham", "UTC", "", "Nowhere/Land", "GMT+5x",
    ])
    func agreesWithDateAboutTZ(value: String) throws {
        for instant in [1_799_000_000, 1_815_000_000] {
            #if os(Linux)
            let arguments = ["-d", "@\(instant)", "+%z"]
            #else
            let arguments = ["-r", "\(instant)", "+%z"]  // BSD date
            #endif
            let text = try TestProcess.run("/bin/date", arguments, environment: ["TZ": value]).output
            let digits = text.trimmingCharacters(in: .whitespacesAndNewlines)
            let sign = digits.hasPrefix("-") ? -1 : 1
            let number = try #require(Int(digits.dropFirst()), "date printed \(text)")
            let expected = sign * (number / 100 * 3600 + number % 100 * 60)
            let zone = database.current(environment: ["TZ": value])
            #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))) == expected, "TZ=\(value) at \(instant)")
        }
    }

    @Test func withoutTZTheSystemZoneIsFoundByItsLinkOrItsName() throws {
        let folder = NSTemporaryDirectory() + "atrest-zones-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let localtime = folder + "/localtime", timezone = folder + "/timezone"
        var system = ZoneDatabase(localTime: localtime, localTimeName: timezone)
        #expect(system.choice(environment: [:]) == ZoneChoice(zone: .utc, origin: .nothing(localtime)))

        try FileManager.default.createSymbolicLink(atPath: localtime, withDestinationPath: "/usr/share/zoneinfo/Asia/Tokyo")
        #expect(system.current(environment: [:]).identifier == "Asia/Tokyo")
        #expect(system.choice(environment: [:]).origin == .systemLink(localtime))

        try FileManager.default.removeItem(atPath: localtime)
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Tokyo", toPath: localtime)
        let copy = system.choice(environment: [:])
        #expect(copy.zone.identifier == "localtime")
        #expect(copy.zone.secondsFromGMT(for: Date()) == 32_400)
        #expect(copy.origin == .systemCopy(localtime, namedIn: nil))
        #expect(system.zone(named: "localtime")?.secondsFromGMT(for: Date()) == 32_400)

        // The C library reads /etc/localtime: a /etc/timezone that names another zone is stale.
        try Data("America/Bogota\n".utf8).write(to: URL(fileURLWithPath: timezone))
        #expect(system.current(environment: [:]).identifier == "localtime")
        #expect(system.current(environment: [:]).secondsFromGMT(for: Date()) == 32_400)
        // One that names the same zone names the copy.
        try Data("Asia/Tokyo\n".utf8).write(to: URL(fileURLWithPath: timezone))
        #expect(system.choice(environment: [:]) == ZoneChoice(zone: Samples.zone("Asia/Tokyo"), origin: .systemCopy(localtime, namedIn: timezone)))
        // Without /etc/localtime, /etc/timezone stands in.
        try FileManager.default.removeItem(atPath: localtime)
        try Data("America/Bogota\n".utf8).write(to: URL(fileURLWithPath: timezone))
        #expect(system.current(environment: [:]).identifier == "America/Bogota")
        #expect(system.choice(environment: [:]).origin == .systemName(timezone, missing: localtime))

        // TZDIR moves the whole database.
        try FileManager.default.createDirectory(atPath: folder + "/db/Test", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Kolkata", toPath: folder + "/db/Test/Zone")
        system = ZoneDatabase(environment: ["TZDIR": folder + "/db"])
        #expect(system.zone(named: "Test/Zone")?.secondsFromGMT(for: Date()) == 19_800)
        #expect(system.zone(named: "Asia/Tokyo") == nil)
    }

    /// The zone the process runs in is read once: files that name it are given the one
    /// `choice` found, and only when that is what its name reads as here.
    @Test func remembersTheChosenZoneOnlyWhenItsNameReadsAsTheSame() throws {
        let folder = NSTemporaryDirectory() + "atrest-zones-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/db/Test", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/db/Test/Zone"
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Kolkata", toPath: file)
        let now = Date()

        var byName = ZoneDatabase(environment: ["TZDIR": folder + "/db"])
        byName.remember(byName.choice(environment: ["TZ": "Test/Zone"]))
        var byPath = ZoneDatabase(environment: ["TZDIR": folder + "/db"])
        byPath.remember(byPath.choice(environment: ["TZ": file]))
        try FileManager.default.removeItem(atPath: file)
        // Kept by name, not read again; given by path, read again (and gone).
        #expect(byName.zone(named: "Test/Zone")?.secondsFromGMT(for: now) == 19_800)
        #expect(byPath.zone(named: file) == nil)

        // What TZ names but the database does not read under that name is not kept: a fixed
        // zone's name stays that fixed zone, a rule or an unknown name reads as before.
        for value in ["GMT+0530", "GMT", "UTC", "EST5EDT,M3.2.0,M11.1.0", "Mars/Olympus_Mons", "", "Asia/Tokyo", ":Europe/Paris"] {
            let fresh = ZoneDatabase()
            var kept = ZoneDatabase()
            let choice = kept.choice(environment: ["TZ": value])
            kept.remember(choice)
            let name = choice.zone.identifier
            #expect(kept.zone(named: name)?.secondsFromGMT(for: now) == fresh.zone(named: name)?.secondsFromGMT(for: now), "TZ=\(value)")
        }
    }

    @Test(arguments: [
        "../../../etc/passwd", "Europe/../Asia/Tokyo", ".hidden", "Europe//Paris", "Europe/Paris/", "Mars/Olympus_Mons", "zone.tab",
        "/Europe/Paris", "/", "Europe/.Paris", "Europe/Par is", "Europe/Zürich",
    ])
    func namesThatAreNotZonesFindNothing(name: String) {
        #expect(database.zone(named: name) == nil)
    }

    /// Every zone the system's database holds is a name files may keep (`ZoneName`).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/UTC")))
    func everyZoneOfTheDatabaseIsAValidName() throws {
        let names = try Self.zoneNames()
        #expect(names.count > 300)
        #expect(names.filter { !ZoneName.isValid($0) } == [])
    }

    @Test func fixedOffsetsAndUTCNeedNoFiles() {
        let empty = ZoneDatabase(directory: "/nonexistent")
        #expect(empty.zone(named: "UTC") == .utc)
        #expect(empty.zone(named: "GMT")?.secondsFromGMT(for: Date()) == 0)
        #expect(empty.zone(named: "GMT+0545")?.secondsFromGMT(for: Date()) == 20_700)
        #expect(empty.zone(named: "Europe/Paris") == nil)
    }

    // MARK: zdump

    /// The compiled zones under the system database, leaving out its `posix/` and `right/`
    /// copies (the same zones again, and zones counting leap seconds).
    static func zoneNames() throws -> [String] {
        let root = "/usr/share/zoneinfo/"
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        var names: [String] = []
        while let path = enumerator.nextObject() as? String {
            guard !path.hasPrefix("posix"), !path.hasPrefix("right"), path != "localtime",
                  let handle = FileHandle(forReadingAtPath: root + path)
            else { continue }
            let magic = (try? handle.read(upToCount: 4)) ?? Data()
            try? handle.close()
            if magic == Data("TZif".utf8) { names.append(path) }
        }
        return names.sorted()
    }

    /// zdump's listing of each group of zones, the groups run side by side (zdump is slow).
    static func zdump(_ groups: [[String]]) throws -> [String] {
        let running = try groups.map { names in
            let home = TestProcess.makeHome()
            let process = try TestProcess.make(PlatformFacts.zdump, ["-v", "-c", "1970,2050"] + names, home: home)
            let output = URL(fileURLWithPath: home + "/zdump")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: output)
            try process.run()
            return (process, output)
        }
        return running.map { process, output in
            process.waitUntilExit()
            defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
            return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        }
    }

    /// `Europe/Paris  Sun Mar 30 00:59:59 2025 UT = Sun Mar 30 01:59:59 2025 CET isdst=0 gmtoff=3600`
    static func reading(_ line: Substring) -> (String, Date, Int)? {
        let words = line.split(separator: " ")
        guard words.count >= 8, words[6] == "UT", let offsetWord = words.last, offsetWord.hasPrefix("gmtoff="),
              let offset = Int(offsetWord.dropFirst("gmtoff=".count)),
              let month = months.firstIndex(of: String(words[2])), let day = Int(words[3]), let year = Int(words[5])
        else { return nil }
        let time = words[4].split(separator: ":").compactMap { Int($0) }
        guard time.count == 3 else { return nil }
        let days = CivilTime.days(fromCivil: year, month + 1, day)
        return (String(words[0]), Date(timeIntervalSince1970: TimeInterval(days * 86_400 + time[0] * 3600 + time[1] * 60 + time[2])), offset)
    }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
