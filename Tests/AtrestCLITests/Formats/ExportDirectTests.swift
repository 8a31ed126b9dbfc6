import Domain
import Foundation
import Interchange
import Store
import JSON
import Testing

/// Export's fasts and water written with their members named, in one buffer
/// (`ExportDocument+Record`), are the bytes the declared list writes, note or none, in any zone.
@Suite struct ExportDirectTests {
    @Test func theMembersWrittenAreTheDeclaredOnes() {
        #expect(ExportDocument.declaredAsWritten, "FastingSession.declared or WaterEntry.declared changed: teach ExportDocument+Record the new member")
    }

    @Test func fastsAndWaterAreTheBytesTheDeclaredListWrites() throws {
        let zones = ZoneDatabase()
        let start = try #require(Timestamp.parse("2026-03-28T20:15:00Z"))
        var fasts: [FastingSession] = []
        var water: [WaterEntry] = []
        for (index, name) in ["UTC", "Europe/Berlin", "America/St_Johns", "Asia/Kathmandu"].enumerated() {
            let zone = zones.zoneOrUTC(named: name)
            let from = start.addingTimeInterval(Double(index) * 86_400)
            fasts.append(FastingSession(
                id: UUID(), start: from, end: from.addingTimeInterval(16.5 * 3600 + 7), targetHours: index == 1 ? 18.5 : 16,
                timeZone: zone, note: index == 2 ? "caf\u{E9} \"slow\"\\ \u{1F331}" : nil
            ))
            water.append(WaterEntry(id: UUID(), at: from.addingTimeInterval(3600), milliliters: 250 + index, timeZone: zone))
        }
        func written(_ write: (inout JSONWriter) -> Void) -> String {
            var json = JSONWriter()
            json.array { json in write(&json) }
            return json.text
        }
        let directFasts = written { json in for fast in fasts { ExportDocument.sessionRecord(fast, into: &json) } }
        let declaredFasts = written { json in for fast in fasts { ExportDocument.record(fast, into: &json) } }
        #expect(directFasts == declaredFasts)
        #expect(directFasts.contains("\"note\"") && directFasts.contains("+05:45"))
        let directWater = written { json in for entry in water { ExportDocument.waterRecord(entry, into: &json) } }
        let declaredWater = written { json in for entry in water { ExportDocument.record(entry, into: &json) } }
        #expect(directWater == declaredWater)
    }
}
