import FaultInjection
import Foundation
import Store
import Testing

/// The fault injector itself: it counts, fails once, crashes for good, and tears writes.
@Suite struct FaultInjectingFileSystemTests {
    let directory = TemporaryDirectory()

    @Test func countsOnlyCallsThatChangeTheDisk() throws {
        let fileSystem = FaultInjectingFileSystem()
        let path = directory.path + "/a"
        let descriptor = try fileSystem.createFile(path, mode: 0o600)
        try fileSystem.write(Data("abc".utf8), to: descriptor, path: path)
        try fileSystem.close(descriptor, path: path)
        _ = try fileSystem.contents(of: path)
        _ = try fileSystem.list(directory.path)
        _ = fileSystem.exists(path)
        try fileSystem.setMode(path, mode: 0o600)
        #expect(fileSystem.stepCount == 4)
        #expect(fileSystem.log.map(\.step) == [1, 2, 3, nil, nil, 4])
        #expect(!fileSystem.hasFired)
    }

    @Test func aFailureHappensOnceAndTheDiskCarriesOn() throws {
        let fileSystem = FaultInjectingFileSystem(.fail(atStep: 2, code: ENOSPC))
        try fileSystem.makeDirectory(directory.path + "/x", mode: 0o700)
        let error = try #require(throws: FileSystemError.self) { try fileSystem.makeDirectory(directory.path + "/y", mode: 0o700) }
        #expect(error == FileSystemError(.makeDirectory, path: directory.path + "/y", code: ENOSPC))
        #expect(!Disk.names(directory.path).contains("y"), "a failed call does nothing")
        try fileSystem.makeDirectory(directory.path + "/z", mode: 0o700)
        #expect(Disk.names(directory.path) == ["x", "z"])
        #expect(!fileSystem.hasCrashed)
    }

    @Test func afterACrashNothingTouchesTheDisk() throws {
        let fileSystem = FaultInjectingFileSystem(.crash(atStep: 3))
        let path = directory.path + "/a"
        let descriptor = try fileSystem.createFile(path, mode: 0o600)
        try fileSystem.write(Data("abcdef".utf8), to: descriptor, path: path)
        #expect(throws: FileSystemError.self) { try fileSystem.sync(descriptor, path: path) }
        #expect(fileSystem.hasCrashed)
        #expect(throws: FileSystemError.self) { try fileSystem.rename(path, to: path + "2") }
        #expect(throws: FileSystemError.self) { try fileSystem.remove(path) }
        #expect(throws: FileSystemError.self) { try fileSystem.makeDirectory(directory.path + "/d", mode: 0o700) }
        #expect(throws: FileSystemError.self) { _ = try fileSystem.contents(of: path) }
        #expect(throws: FileSystemError.self) { _ = try fileSystem.lock(directory.path + "/lock", timeout: 0) }
        #expect(Disk.names(directory.path) == ["a"])
        #expect(Disk.bytes(path) == Data("abcdef".utf8))
        let after = fileSystem.log.drop { $0.outcome != .crashed }.dropFirst()
        #expect(after.count == 5)
        #expect(after.allSatisfy { $0.outcome == .afterCrash && $0.step == nil })
        #expect(fileSystem.openDescriptorCount == 0, "the dead process's descriptors are closed")
    }

    @Test(arguments: [Effect.fail, .crash])
    func aFaultedWriteIsTorn(effect: Effect) throws {
        let fileSystem = FaultInjectingFileSystem(FaultInjectingFileSystem.Fault(trigger: .kind(.write, occurrence: 1), effect: effect, code: EIO))
        let path = directory.path + "/torn"
        let descriptor = try fileSystem.createFile(path, mode: 0o600)
        #expect(throws: FileSystemError.self) { try fileSystem.write(Data("0123456789".utf8), to: descriptor, path: path) }
        if effect == .fail { try fileSystem.close(descriptor, path: path) }
        #expect(Disk.bytes(path) == Data("01234".utf8))
    }

    @Test func aFailedCloseStillReleasesTheDescriptor() throws {
        let fileSystem = FaultInjectingFileSystem(.fail(.close, code: EIO))
        let path = directory.path + "/c"
        let descriptor = try fileSystem.createFile(path, mode: 0o600)
        #expect(throws: FileSystemError(.close, path: path, code: EIO)) { try fileSystem.close(descriptor, path: path) }
        #expect(fileSystem.openDescriptorCount == 0)
    }

    @Test func injectsAChosenErrorOnEveryCallOfAKind() throws {
        let fileSystem = FaultInjectingFileSystem(.fail(.create, occurrence: nil, code: EROFS))
        for name in ["a", "b", "c"] {
            #expect(throws: FileSystemError(.create, path: directory.path + "/" + name, code: EROFS)) {
                _ = try fileSystem.createFile(directory.path + "/" + name, mode: 0o600)
            }
        }
        try fileSystem.makeDirectory(directory.path + "/still", mode: 0o700)
        #expect(Disk.names(directory.path) == ["still"])
    }

    @Test func injectsOnTheNthCallOfAKindAndOnReads() throws {
        let fileSystem = FaultInjectingFileSystem(.fail(.rename, occurrence: 2, code: EXDEV), .fail(.read, occurrence: 1, code: EIO))
        try Disk.put(Data("x".utf8), at: directory.path + "/one")
        #expect(throws: FileSystemError(.read, path: directory.path + "/one", code: EIO)) { _ = try fileSystem.contents(of: directory.path + "/one") }
        #expect(try fileSystem.contents(of: directory.path + "/one") == Data("x".utf8))
        try fileSystem.rename(directory.path + "/one", to: directory.path + "/two")
        #expect(throws: FileSystemError(.rename, path: directory.path + "/three", code: EXDEV)) {
            try fileSystem.rename(directory.path + "/two", to: directory.path + "/three")
        }
        try fileSystem.rename(directory.path + "/two", to: directory.path + "/four")
        #expect(Disk.names(directory.path) == ["four"])
    }
}
