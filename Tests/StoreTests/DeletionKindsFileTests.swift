import Domain
import Foundation
import Store
import Testing

/// An id deleted as two kinds keeps a stamp for each, in sync's files and in `changes.json`;
/// files of one kind per deletion read and write as they always did.
@Suite struct DeletionKindsFileTests {
    static let id = UUID(uuidString: "71111111-2222-4333-8444-555555555555")!
    static let setAside = Stamp(at: SyncFileTests.at("2026-11-05T12:00:00Z"), counter: 3, device: SyncFileTests.other)
    static let deleted = Stamp(at: SyncFileTests.at("2026-11-04T08:00:00Z"), device: SyncFileTests.device)

    static var both: Deletion {
        Deletion.merged(Deletion(id: id, kind: .running, stamp: setAside), Deletion(id: id, kind: .fast, stamp: deleted))
    }

    @Test func aSyncFileKeepsEachKindsStamp() throws {
        var replica = SyncFileTests.sample
        replica.deletions[Self.id] = Self.both
        let data = try SyncFile.encode(replica, device: SyncFileTests.device)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""runningChanged":"2026-11-05T12:00:00Z","runningChangedBy":"F1E2D3C4-B5A6-4978-8695-A4B3C2D1E0F9","runningChangedCounter":3"#), "\(text)")
        // Written only where there is a second kind.
        #expect(text.components(separatedBy: "runningChanged\"").count == 2)
        #expect(!text.contains("fastChanged"))
        let read = try #require(SyncFileTests.decode(data))
        #expect(read.deletions[Self.id]?.stamp(of: .running) == Self.setAside)
        #expect(read.deletions[Self.id]?.stamp(of: .fast) == Self.deleted)
        #expect(read == replica)
    }

    @Test func halfASecondKindsStampIsRefused() throws {
        var replica = Replica()
        replica.deletions[Self.id] = Self.both
        let text = String(decoding: try SyncFile.encode(replica, device: SyncFileTests.device), as: UTF8.self)
        let half = text.replacingOccurrences(of: #","runningChangedBy":"F1E2D3C4-B5A6-4978-8695-A4B3C2D1E0F9""#, with: "")
        #expect(half != text)
        guard case .failure(let refusal) = SyncFileTests.refusal(Data(half.utf8)) else {
            Issue.record("half a stamp read")
            return
        }
        #expect(refusal.reason.contains("deletions[0].runningChanged"), "\(refusal.reason)")
    }

    @Test func changesJSONKeepsEachKindsStampAndReadsTheOldShape() throws {
        var ledger = ChangeLedger()
        ledger.deletions[Self.id] = Self.both
        let data = try RecordFile.write(lists: ledger)
        let read = try RecordFile.readLists(ChangeLedger.self, from: data, path: "changes.json", zones: SyncFileTests.zones)
        #expect(read.deletions[Self.id] == Self.both)
        #expect(read.latest(Self.id) == Self.setAside)
        #expect(Set(read.allStamps) == [Self.setAside, Self.deleted])
        // The shape every earlier atrest wrote: one kind, one stamp.
        let old = #"{"deletions":[{"changed":"2026-11-04T08:00:00Z","changedBy":"0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D","id":"71111111-2222-4333-8444-555555555555","kind":"fast"}],"running":[],"settings":[],"stamps":[],"version":1}"#
        let oldRead = try RecordFile.readLists(ChangeLedger.self, from: Data(old.utf8), path: "changes.json", zones: SyncFileTests.zones)
        #expect(oldRead.deletions[Self.id] == Deletion(id: Self.id, kind: .fast, stamp: Self.deleted))
        #expect(try RecordFile.write(lists: oldRead) == RecordFile.write(lists: { var l = ChangeLedger(); l.deletions[Self.id] = Deletion(id: Self.id, kind: .fast, stamp: Self.deleted); return l }()))
    }
}
