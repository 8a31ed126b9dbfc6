import Domain
import Foundation
import Testing

/// A water entry held otherwise under the same id (a hand-edited file or sync folder) is
/// counted as changed, so that sync and import never say nothing changed while it changes.
@Suite struct ReplicaWaterChangedTests {
    static let id = UUID(uuidString: "21111111-2222-4333-8444-555555555555")!
    static let other = UUID(uuidString: "31111111-2222-4333-8444-555555555555")!

    static func replica(_ entries: [WaterEntry]) -> Replica {
        var replica = Replica()
        for entry in entries { replica.water[entry.id] = entry }
        return replica
    }

    @Test func anEntryHeldOtherwiseIsChanged() {
        let at = Date(timeIntervalSince1970: 1_790_000_000)
        let glass = WaterEntry(id: Self.id, at: at, milliliters: 300, timeZone: .utc)
        let second = WaterEntry(id: Self.other, at: at, milliliters: 200, timeZone: .utc)
        var edited = glass
        edited.milliliters = 250
        let changes = ReplicaChanges(from: Self.replica([glass, second]), to: Self.replica([edited, second]))
        #expect(changes.waterChanged == 1 && changes.waterAdded == 0 && changes.waterRemoved == 0)
        #expect(!changes.isEmpty && changes.count == 1)
        let same = ReplicaChanges(from: Self.replica([glass, second]), to: Self.replica([glass, second]))
        #expect(same.waterChanged == 0 && same.isEmpty)
        let added = ReplicaChanges(from: Self.replica([glass]), to: Self.replica([glass, second]))
        #expect(added.waterAdded == 1 && added.waterChanged == 0)
    }
}
