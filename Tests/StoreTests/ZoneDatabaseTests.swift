import Domain
import Foundation
import Store
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
        let rule = database.current(environment: ["TZ": "JST-9"])
        #expect(rule.identifier == "JST-9")
        #expect(rule.secondsFromGMT(for: Date()) == 32_400)
        // A name this system does not know keeps its name and counts as UTC.
        let unknown = database.current(environment: ["TZ": "Nowhere/Land"])
        #expect(unknown.identifier == "Nowhere/Land")
        #expect(unknown.secondsFromGMT(for: Date()) == 0)
    }

    @Test func withoutTZTheSystemZoneIsFoundByItsLinkOrItsName() throws {
        let folder = NSTemporaryDirectory() + "atrest-zones-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var system = ZoneDatabase(localTime: folder + "/localtime", localTimeName: folder + "/timezone")
        #expect(system.current(environment: [:]) == .utc)

        try FileManager.default.createSymbolicLink(atPath: folder + "/localtime", withDestinationPath: "/usr/share/zoneinfo/Asia/Tokyo")
        #expect(system.current(environment: [:]).identifier == "Asia/Tokyo")

        try FileManager.default.removeItem(atPath: folder + "/localtime")
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Tokyo", toPath: folder + "/localtime")
        let copy = system.current(environment: [:])
        #expect(copy.identifier == "localtime")
        #expect(copy.secondsFromGMT(for: Date()) == 32_400)
        #expect(system.zone(named: "localtime")?.secondsFromGMT(for: Date()) == 32_400)

        try Data("America/Bogota\n".utf8).write(to: URL(fileURLWithPath: folder + "/timezone"))
        #expect(system.current(environment: [:]).identifier == "America/Bogota")

        // TZDIR moves the whole database.
        try FileManager.default.createDirectory(atPath: folder + "/db/Test", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Kolkata", toPath: folder + "/db/Test/Zone")
        system = ZoneDatabase(environment: ["TZDIR": folder + "/db"])
        #expect(system.zone(named: "Test/Zone")?.secondsFromGMT(for: Date()) == 19_800)
        #expect(system.zone(named: "Asia/Tokyo") == nil)
    }

    @Test(arguments: ["../../../etc/passwd", "Europe/../Asia/Tokyo", ".hidden", "Europe//Paris", "Europe/Paris/", "Mars/Olympus_Mons", "zone.tab"])
    func namesThatAreNotZonesFindNothing(name: String) {
        #expect(database.zone(named: name) == nil)
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
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/zdump")
            process.arguments = ["-v", "-c", "1970,2050"] + names
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("atrest-zdump-" + UUID().uuidString)
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: output)
            try process.run()
            return (process, output)
        }
        return running.map { process, output in
            process.waitUntilExit()
            defer { try? FileManager.default.removeItem(at: output) }
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
