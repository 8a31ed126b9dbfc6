import Domain
import Foundation
import Store
import Testing

/// One flock around every read-modify-write: concurrent writers never lose each other's work.
@Suite struct LockTests {
    let directory = TemporaryDirectory()

    /// Appends one glass to November under the lock: read, add, write.
    static func addGlass(_ store: AtrestStore, number: Int) throws {
        try store.withLock {
            let entries = try store.loadWater(month: Samples.november)
            let glass = WaterEntry(
                id: UUID(), at: Samples.instant("2026-11-10T08:00:00Z").addingTimeInterval(TimeInterval(number)),
                milliliters: 250, timeZone: .utc
            )
            try store.saveWater(entries + [glass], month: Samples.november)
        }
    }

    @Test func twoWritersEachAddingFiftyGlassesLeaveAHundred() throws {
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            // Each writer has its own store value, as two atrest processes would.
            let store = directory.store()
            for n in 0..<50 {
                do {
                    try Self.addGlass(store, number: writer * 1000 + n)
                } catch {
                    failures.record(error)
                }
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all)")
        let entries = try directory.store().loadWater(month: Samples.november)
        #expect(entries.count == 100)
        #expect(Set(entries.map(\.id)).count == 100)
    }

    @Test func aBusyLockTimesOutWithETIMEDOUT() throws {
        let paths = directory.paths
        try Disk.makeDirectory(paths.data, mode: 0o700)
        let held = try LiveFileSystem().lock(paths.lock, timeout: 1)
        var store = directory.store()
        store.lockTimeout = 0.2
        let ran = Failures()
        let started = Date()
        #expect(throws: StoreError.fileSystem(FileSystemError(.lock, path: paths.lock, code: ETIMEDOUT))) {
            try store.withLock { ran.record(CancellationError()) }
        }
        #expect(Date().timeIntervalSince(started) >= 0.2, "it waited for the timeout")
        #expect(ran.all.isEmpty, "the body never ran without the lock")
        held.release()
        try store.withLock {}
    }

    @Test func aZeroTimeoutTriesOnce() throws {
        let paths = directory.paths
        try Disk.makeDirectory(paths.data, mode: 0o700)
        let held = try LiveFileSystem().lock(paths.lock, timeout: 0)
        defer { held.release() }
        #expect(throws: FileSystemError(.lock, path: paths.lock, code: ETIMEDOUT)) { _ = try LiveFileSystem().lock(paths.lock, timeout: 0) }
    }

    @Test func theLockIsReleasedWhenTheBodyThrows() throws {
        var store = directory.store()
        store.lockTimeout = 0
        #expect(throws: CancellationError.self) { try store.withLock { throw CancellationError() } }
        let value = try store.withLock { 42 }
        #expect(value == 42)
    }

    /// The lock file is never renamed or replaced, so every process locks the same file.
    @Test func savesNeverReplaceTheLockFile() throws {
        let store = directory.store()
        try store.withLock { try store.saveReminders(ReminderLog(targetAnnounced: true)) }
        let before = try FileManager.default.attributesOfItem(atPath: directory.paths.lock)[.systemFileNumber] as? NSNumber
        try store.withLock { try store.saveReminders(ReminderLog(targetAnnounced: false)) }
        let after = try FileManager.default.attributesOfItem(atPath: directory.paths.lock)[.systemFileNumber] as? NSNumber
        #expect(before != nil && before == after)
        #expect(Disk.bytes(directory.paths.lock)?.isEmpty == true)
    }

    @Test func aDataFolderThatCannotBeMadeIsAFileSystemError() throws {
        try Disk.put(Data("not a folder".utf8), at: directory.paths.data)
        let store = directory.store()
        #expect(throws: StoreError.fileSystem(FileSystemError(.makeDirectory, path: directory.paths.data, code: ENOTDIR))) {
            try store.withLock {}
        }
    }

    /// An earlier atrest locks the state folder's `lock`: while that file is there, it is
    /// waited for too; where it is not, it is never made.
    @Test func theLockOfAnEarlierAtrestIsHonouredWhileItExists() throws {
        let paths = directory.paths
        var store = directory.store()
        store.lockTimeout = 0.2
        try store.withLock {}
        #expect(!FileManager.default.fileExists(atPath: paths.legacyLock), "never created")
        try Disk.makeDirectory(paths.state, mode: 0o700)
        let earlier = try LiveFileSystem().lock(paths.legacyLock, timeout: 1)
        let ran = Failures()
        #expect(throws: StoreError.fileSystem(FileSystemError(.lock, path: paths.legacyLock, code: ETIMEDOUT))) {
            try store.withLock { ran.record(CancellationError()) }
        }
        #expect(ran.all.isEmpty, "the body never ran while the earlier atrest held its lock")
        earlier.release()
        try store.withLock {}
    }
}

/// Errors collected from several threads.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [any Error] = []

    func record(_ error: any Error) { lock.withLock { errors.append(error) } }
    var all: [any Error] { lock.withLock { errors } }
}
