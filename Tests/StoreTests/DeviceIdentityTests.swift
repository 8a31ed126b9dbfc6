import Domain
import Foundation
import Store
import Testing

/// This computer's id: made once, kept, private.
@Suite struct DeviceIdentityTests {
    let directory = TemporaryDirectory()
    var store: AtrestStore { directory.store() }

    @Test func madeOnceAndKept() throws {
        #expect(!FileManager.default.fileExists(atPath: directory.paths.device))
        let first = try store.deviceID()
        #expect(try store.deviceID() == first)
        let mode = try FileManager.default.attributesOfItem(atPath: directory.paths.device)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func twoHomesHaveTwoIDs() throws {
        let other = TemporaryDirectory()
        #expect(try store.deviceID() != other.store().deviceID())
    }

    @Test func aDamagedFileIsRefusedNotReplaced() throws {
        try Disk.put(Data("{\"version\": 1, \"id\": \"not-a-uuid\"}".utf8), at: directory.paths.device)
        #expect(throws: StoreError.self) { try store.deviceID() }
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.paths.device)) == Data("{\"version\": 1, \"id\": \"not-a-uuid\"}".utf8))
    }
}
