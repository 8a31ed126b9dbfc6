import Domain
import Foundation
import Store
import TestProcesses
import Testing

/// Local wall-clock readings turned into instants, for every zone on this system, against an
/// implementation written apart from atrest's: Python's zoneinfo reading the same files
/// (`Tests/Scripts/zone-readings`). Around every change of offset from 1900 to 2040 it
/// gives the readings just before, at, inside and after the skipped or repeated span, the
/// instant each is taken as (`fold=0`) and every instant that reads as it.
@Suite struct ZoneReferenceTests {
    @Test func everyZoneTurnsLocalTimesIntoTheInstantsZoneinfoDoes() throws {
        let output = try Self.run(Self.script)
        let database = ZoneDatabase()
        var zone = Zone.utc, zoneName: Substring = "", zones = 0
        var checked = 0
        var disagreements: [String] = []
        for line in output.split(separator: "\n") {
            // Lines are grouped by zone: ZONE LOCAL CHOSEN [OCCURRENCE ...]
            let words = line.split(separator: " ")
            let numbers = words.dropFirst().compactMap { Int64($0) }
            try #require(words.count >= 3 && numbers.count == words.count - 1, "unreadable line: \(line)")
            if words[0] != zoneName {
                zoneName = words[0]
                zone = try #require(database.zone(named: String(zoneName)), "\(zoneName) did not load")
                zones += 1
            }
            let reading = CivilTime(Date(timeIntervalSince1970: TimeInterval(numbers[0])), offsetSeconds: 0)
            let chosen = Int64(LocalTime.date(for: reading, in: zone).timeIntervalSince1970)
            let occurrences = LocalTime.occurrences(of: reading, in: zone).map { Int64($0.timeIntervalSince1970) }
            checked += 1
            if chosen != numbers[1] || !occurrences.elementsEqual(numbers.dropFirst(2)), disagreements.count < 10 {
                disagreements.append("\(line) — atrest says \(chosen) \(occurrences.map(String.init).joined(separator: " "))")
            }
        }
        #expect(zones > 300)
        #expect(checked > 100_000)
        // The readings the issue was found with are among them: Auckland's spring night of
        // 2025 (02:00 +12 → 03:00 +13), and Samoa's missing 30 December 2011 (−10 → +14).
        let auckland = Int64(Samples.instant("2025-09-28T02:30:00Z").timeIntervalSince1970)
        #expect(output.contains("Pacific/Auckland \(auckland) \(auckland - 12 * 3600)\n"))
        let apia = Int64(Samples.instant("2011-12-30T00:00:00Z").timeIntervalSince1970)
        #expect(output.contains("Pacific/Apia \(apia) \(apia + 10 * 3600)\n"))
        #expect(disagreements.isEmpty, "ZONE LOCAL CHOSEN OCCURRENCES…\n\(disagreements.joined(separator: "\n"))")
    }

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scripts/zone-readings").path

    /// The script's output; it needs Python 3.9 or later (zoneinfo) as `python3`.
    static func run(_ script: String) throws -> String {
        let ran = try TestProcess.run("/usr/bin/env", ["python3", script], environment: ["PATH": "/usr/local/bin:/usr/bin:/bin"])
        try #require(ran.status == 0, "\(script) failed: python3 3.9 or later is needed")
        return ran.output
    }
}
