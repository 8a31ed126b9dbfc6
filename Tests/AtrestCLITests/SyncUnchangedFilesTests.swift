import Domain
import Foundation
import Store
import Testing

/// `sync` with nothing new reads no file whose settled identity (size, times, inode) is the one
/// the last sync kept, and reads again any file whose identity moved, even within one second.
@Suite(.serialized) struct SyncUnchangedFilesTests {
    /// Long enough for a file system with nanosecond times to call a file settled (`FileIdentity`).
    static func settle() { usleep(250_000) }

    static func desk() -> SyncTests.Desk {
        let desk = SyncTests.Desk()
        #expect(desk.homes[0].run("water", "add", "250").code == 0)
        #expect(desk.homes[1].run("water", "add", "300").code == 0)
        desk.settle()
        settle()
        // Learns the identities, now settled.
        desk.sync(0)
        return desk
    }

    @Test func aFileUnchangedSinceTheLastSyncIsNotReadAgain() throws {
        let desk = Self.desk()
        let recorder = RecordingFileSystem()
        desk.homes[0].fileSystem = recorder
        let output = desk.sync(0)
        #expect(output.stdout.contains("Nothing new from 1 other computer."), "\(output.stdout)")
        let read = recorder.reads.filter { $0.hasPrefix(desk.folder) }
        #expect(read.isEmpty, "read again: \(read.sorted())")
        let history = recorder.reads.filter { $0.contains("/water/") }
        #expect(history.isEmpty, "read the history here again: \(history.sorted())")
    }

    /// Rewritten in place at the same size, its times set back to what they were: only the
    /// change time (which no tool sets back) moved, and that is enough for it to be read.
    @Test func aFileRewrittenAtTheSameSizeAndTimeIsReadAgain() throws {
        let desk = Self.desk()
        let other = try #require(try FileManager.default.contentsOfDirectory(atPath: desk.folder).first {
            $0.hasPrefix("atrest-") && !$0.contains(Self.ownName(desk.homes[0]))
        })
        let path = desk.folder + "/" + other
        let before = try FileManager.default.attributesOfItem(atPath: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"milliliters\":300"))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data(text.replacingOccurrences(of: "\"milliliters\":300", with: "\"milliliters\":301").utf8))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: try #require(before[.modificationDate])], ofItemAtPath: path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == before[.size] as? Int)
        let recorder = RecordingFileSystem()
        desk.homes[0].fileSystem = recorder
        desk.sync(0)
        #expect(recorder.reads.contains(path), "a file changed in place was skipped")
    }

    @Test func aChangeHereAfterTheIdentitiesAreKeptStillGoesOut() throws {
        let desk = Self.desk()
        #expect(desk.homes[0].run("water", "add", "200").code == 0)
        desk.sync(0)
        let output = desk.sync(1)
        #expect(output.stdout.contains("1 water entry"), "\(output.stdout)")
    }

    /// Times in whole seconds (FAT, some shares) need two seconds to settle; nanoseconds, a tenth.
    @Test func anIdentityIsSettledOnlyOnceItsTimesArePast() {
        let second: Int64 = 1_000_000_000
        let whole = 1_800_000_000 * second
        func identity(_ modified: Int64, at now: Int64) -> FileIdentity {
            FileIdentity(size: 10, modified: modified, changed: modified, inode: 1, device: 1, takenAt: now)
        }
        #expect(!identity(whole, at: whole + second).settled)
        #expect(!identity(whole, at: whole + 2 * second).settled)
        #expect(identity(whole, at: whole + 2 * second + 1).settled)
        #expect(!identity(whole + 5, at: whole + 5 + second / 20).settled)
        #expect(identity(whole + 5, at: whole + 5 + second / 5).settled)
        #expect(identity(whole, at: whole).text != FileIdentity(size: 10, modified: whole, changed: whole + 1, inode: 1, device: 1, takenAt: whole).text)
    }

    /// A history of years holds a file a month: far more than a JSON object of atrest's holds.
    @Test func theStateKeepsTheIdentitiesOfAHistoryOfYears() throws {
        let months = Dictionary(uniqueKeysWithValues: (0..<600).map { ("/water/\(2000 + $0 / 12)-\($0 % 12 + 1).json", "30040.1.2.\($0).65024") })
        let state = SyncStateDocument(
            folder: "/f", history: "h", files: ["atrest-A.json": "d"], computers: 1, leftAlone: [], identities: ["atrest-A.json": "1.2.3.4.5"], historyFiles: months
        )
        let read = try RecordFile.readMembers(SyncStateDocument.self, from: try RecordFile.write(members: state), path: "sync-state.json", zones: ZoneDatabase())
        #expect(read == state)
    }

    static func ownName(_ app: TestApp) -> String {
        (try? app.store.deviceID().uuidString.uppercased()) ?? "?"
    }
}
