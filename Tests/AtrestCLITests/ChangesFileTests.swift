import Domain
import Foundation
import Store
import Testing

/// `changes.json` through the record tables: the layout earlier atrest wrote still reads, and
/// a save writes each record once.
@Suite struct ChangesFileTests {
    static let device = "00000000-0000-4000-8000-0000000000EE"

    /// As atrest wrote it through JSONEncoder before the record tables: a member to a line.
    static let encoderLayout = """
        {
          "deletions" : [
            {
              "changed" : "2026-11-20T10:00:00Z",
              "changedBy" : "\(device)",
              "id" : "00000000-0000-4000-8000-000000000001",
              "kind" : "fast"
            }
          ],
          "running" : [
            {
              "changed" : "2026-11-20T11:00:00Z",
              "changedBy" : "\(device)",
              "id" : "00000000-0000-4000-8000-000000000002",
              "note" : "on the train",
              "start" : "2026-11-20T08:00:00Z",
              "targetHours" : 16,
              "timeZone" : "Europe/Berlin"
            }
          ],
          "settings" : [
            {
              "changed" : "2026-11-19T09:00:00Z",
              "changedBy" : "\(device)",
              "key" : "waterAmount"
            }
          ],
          "stamps" : [
            {
              "changed" : "2026-11-20T12:00:00Z",
              "changedBy" : "\(device)",
              "id" : "00000000-0000-4000-8000-000000000003"
            }
          ],
          "version" : 1
        }

        """

    static func instant(_ text: String) -> Date { Timestamp.parse(text)! }

    @Test func theLayoutEarlierAtrestWroteReadsAndSavesTheSameValues() throws {
        let app = TestApp()
        app.write(Self.encoderLayout, to: app.paths.changes)
        let ledger = try app.store.loadChanges()
        let device = try #require(UUID(uuidString: Self.device))
        let id = { (n: Int) in UUID(uuidString: "00000000-0000-4000-8000-00000000000\(n)")! }
        #expect(ledger.deletions[id(1)] == Deletion(id: id(1), kind: .fast, stamp: Stamp(at: Self.instant("2026-11-20T10:00:00Z"), device: device)))
        let running = try #require(ledger.running[id(2)])
        #expect(running.stamp == Stamp(at: Self.instant("2026-11-20T11:00:00Z"), device: device))
        #expect(running.value.note == "on the train" && running.value.targetHours == 16 && running.value.timeZone.identifier == "Europe/Berlin")
        #expect(running.value.start == Self.instant("2026-11-20T08:00:00Z"))
        #expect(ledger.settings == [.waterAmount: Stamp(at: Self.instant("2026-11-19T09:00:00Z"), device: device)])
        #expect(ledger.stamps == [id(3): Stamp(at: Self.instant("2026-11-20T12:00:00Z"), device: device)])

        try app.store.saveChanges(ledger)
        #expect(try app.store.loadChanges() == ledger)
    }

    @Test func aRunningCopyWithoutAStampReadsAsUnstamped() throws {
        let app = TestApp()
        let stamp = "\"changed\" : \"2026-11-20T11:00:00Z\",\n      \"changedBy\" : \"\(Self.device)\",\n      "
        let unstamped = Self.encoderLayout.replacingOccurrences(of: stamp, with: "")
        #expect(unstamped != Self.encoderLayout)
        app.write(unstamped, to: app.paths.changes)
        let ledger = try app.store.loadChanges()
        let running = try #require(ledger.running.values.first)
        #expect(running.stamp.isUnstamped)
        try app.store.saveChanges(ledger)
        #expect(try app.store.loadChanges() == ledger)
        #expect(try !String(contentsOfFile: app.paths.changes, encoding: .utf8).contains("changedBy\" : \"00000000-0000-0000"))
    }

    /// A fast set aside keeps its stamp beside its deletion; every later save once wrote its
    /// stamp once more.
    @Test func eachIdIsWrittenOnceHoweverOftenTheLedgerIsSaved() throws {
        let app = TestApp()
        for _ in 0..<4 {
            app.run("start")
            app.advance(minutes: 5)
            app.run("abandon")
            app.advance(minutes: 5)
        }
        app.run("start")
        // Written whole, as a sync or a fold of the recent changes writes it.
        try app.store.saveChanges(app.store.loadChanges())
        let text = try String(contentsOfFile: app.paths.changes, encoding: .utf8)
        let stamps = try #require(text.components(separatedBy: "\"stamps\"").last)
        let ids = stamps.components(separatedBy: "\"id\" : \"").dropFirst().map { $0.prefix(36) }
        #expect(ids.count == 5)
        #expect(Set(ids).count == ids.count, "an id written twice in stamps")
    }
}
