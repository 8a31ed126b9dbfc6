import Domain
import Foundation
import Store
import Testing

/// More computers than a JSON object of atrest's holds members (32): the state of the last sync
/// still reads, so a sync with nothing new reads no other computer's file.
@Suite(.serialized) struct SyncManyComputersTests {
    @Test func aSecondSyncWithFortyComputersReadsNoOtherFile() throws {
        let desk = SyncTests.Desk(40)
        for index in desk.homes.indices {
            #expect(desk.homes[index].run("water", "add", "\(200 + index)").code == 0)
            desk.sync(index)
        }
        // Learns every file, then waits for their identities to settle, then learns them.
        desk.sync(0)
        SyncUnchangedFilesTests.settle()
        desk.sync(0)
        let state = try #require(desk.homes[0].store.loadSyncState(), "the state of the last sync reads")
        #expect(state.files.count == 40)
        #expect(state.identities.count == 40)
        let recorder = RecordingFileSystem()
        desk.homes[0].fileSystem = recorder
        let output = desk.sync(0)
        #expect(output.stdout.contains("Nothing new from 39 other computers."), "\(output.stdout)")
        let read = recorder.reads.filter { $0.hasPrefix(desk.folder) }
        #expect(read.isEmpty, "read again: \(read.count) files")
    }

    /// The state as atrest wrote it before: `files` and `reasons` as objects of texts by name.
    @Test func aStateInTheEarlierShapeStillReads() throws {
        let text = """
        {
          "computers" : 1,
          "files" : {
            "atrest-A.json" : "d1",
            "atrest-B.json" : "d2"
          },
          "folder" : "/f",
          "history" : "h",
          "historyFiles" : [],
          "identities" : ["atrest-A.json 1.2.3.4.5"],
          "leftAlone" : ["atrest-B.json"],
          "reasons" : {
            "atrest-B.json" : "device: not the computer its name says"
          },
          "version" : 1
        }
        """
        let read = try RecordFile.readMembers(SyncStateDocument.self, from: Data(text.utf8), path: "sync-state.json", zones: ZoneDatabase())
        #expect(read.files == ["atrest-A.json": "d1", "atrest-B.json": "d2"])
        #expect(read.reasons == ["atrest-B.json": "device: not the computer its name says"])
        #expect(read.identities == ["atrest-A.json": "1.2.3.4.5"])
    }

    @Test func aStateOfFortyComputersReadsBackWhole() throws {
        let names = (0..<40).map { _ in "atrest-\(UUID().uuidString).json" }
        let state = SyncStateDocument(
            folder: "/f", history: "h", files: Dictionary(uniqueKeysWithValues: names.map { ($0, "digest") }), computers: 39,
            leftAlone: Array(names.prefix(35)), reasons: Dictionary(uniqueKeysWithValues: names.prefix(35).map { ($0, "fasts[2].end: is in the future") }),
            identities: Dictionary(uniqueKeysWithValues: names.map { ($0, "1.2.3.4.5") })
        )
        let read = try RecordFile.readMembers(SyncStateDocument.self, from: try RecordFile.write(members: state), path: "sync-state.json", zones: ZoneDatabase())
        #expect(read == state)
    }
}
