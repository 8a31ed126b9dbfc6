import FaultInjection
import Foundation
import Store
import Testing

/// A save cut at any step leaves the old file or the new one, never a mix, never nothing.
@Suite struct DurableWriterFaultTests {
    enum Start: CaseIterable, Sendable {
        /// No file and no directory yet.
        case nothing
        /// A file, saved once before.
        case oldFile
        /// A file and its previous generation.
        case oldFileAndPrevious
    }

    static let older = Note("older")
    static let old = Note("old " + String(repeating: "o", count: 2_000))
    static let new = Note("new " + String(repeating: "n", count: 100_000))

    /// Lays out `start` and returns the file's path.
    static func prepare(_ start: Start, in directory: TemporaryDirectory) throws -> String {
        let path = directory.path + "/share/atrest/note.json"
        if start != .nothing { try Disk.put(old.bytes, at: path) }
        if start == .oldFileAndPrevious { try Disk.put(older.bytes, at: path + ".previous") }
        return path
    }

    @Test(arguments: [Effect.fail, .crash], Start.allCases)
    func everyStepLeavesTheOldOrTheNewFile(effect: Effect, start: Start) throws {
        let steps = try sweepFaults(effect) { fileSystem in
            let directory = TemporaryDirectory()
            let path = try Self.prepare(start, in: directory)
            var thrown: FileSystemError?
            do throws(FileSystemError) {
                try DurableWriter(fileSystem: fileSystem).save(Self.new.bytes, to: path)
            } catch {
                thrown = error
            }
            let step = fileSystem.log.last { $0.outcome != .performed }.map { "\($0.operation) at step \($0.step ?? 0)" } ?? "clean"
            let old = start == .nothing ? nil : Self.old.bytes
            let current = Disk.bytes(path)
            #expect(current == old || current == Self.new.bytes, "\(step)")
            if let current { #expect(throws: Never.self) { try RecordFile.readMembers(Note.self, from: current, path: path, zones: ZoneDatabase()) } }
            let previous = Disk.bytes(path + ".previous")
            switch start {
            case .nothing: #expect(previous == nil, "\(step)")
            case .oldFile: #expect(previous == nil || previous == old, "\(step)")
            case .oldFileAndPrevious: #expect(previous == Self.older.bytes || previous == old, "\(step)")
            }
            let folder = (path as NSString).deletingLastPathComponent
            let extras = Disk.names(folder).filter { $0 != "note.json" && $0 != "note.json.previous" }
            #expect(extras.allSatisfy(DurableWriter.isTemporary), "\(step): \(extras)")
            if effect == .fail { #expect(extras.isEmpty, "\(step): a failed save cleans up after itself") }
            if let thrown {
                #expect(fileSystem.hasFired)
                #expect(thrown.code == EIO, "the error is the one the disk gave")
            } else {
                #expect(current == Self.new.bytes, "\(step)")
                #expect(previous == old ?? nil, "\(step)")
                #expect(Disk.mode(path) == DurableWriter.fileMode)
            }
            if fileSystem.hasCrashed { #expect(thrown != nil, "\(step): nothing completes after a crash") }
            #expect(fileSystem.openDescriptorCount == 0, "\(step): no descriptor is left open")

            // Afterwards: a failing disk carries on, a crashed process starts again; both can save.
            if fileSystem.hasFired {
                let again: any FileSystem = effect == .fail ? fileSystem : LiveFileSystem()
                try DurableWriter(fileSystem: again).save(Self.new.bytes, to: path)
                #expect(Disk.bytes(path) == Self.new.bytes, "\(step)")
            }
        }
        #expect(steps == (start == .nothing ? 7 : 9), "the steps of a clean save")
    }

    @Test func aCleanSaveSyncsTheFileBeforeItsRenameAndTheDirectoryAfter() throws {
        let directory = TemporaryDirectory()
        let path = try Self.prepare(.oldFile, in: directory)
        let fileSystem = FaultInjectingFileSystem()
        try DurableWriter(fileSystem: fileSystem).save(Self.new.bytes, to: path)
        let steps = fileSystem.log.filter { $0.step != nil }.map { call in
            let name = (call.path as NSString).lastPathComponent
            return "\(call.operation.rawValue) \(DurableWriter.isTemporary(name) ? "<temporary>" : name)"
        }
        #expect(steps == [
            "makeDirectory atrest",
            "create <temporary>", "write <temporary>", "sync <temporary>", "close <temporary>",
            "link <temporary>", "rename note.json.previous",
            "rename note.json", "syncDirectory atrest",
        ])
        #expect(Disk.bytes(path + ".previous") == Self.old.bytes)
    }

    @Test func aLooseOldFileIsMadePrivateBeforeItIsKept() throws {
        let directory = TemporaryDirectory()
        let path = try Self.prepare(.oldFile, in: directory)
        try Disk.setMode(path, 0o644)
        try DurableWriter(fileSystem: LiveFileSystem()).save(Self.new.bytes, to: path)
        #expect(Disk.mode(path) == DurableWriter.fileMode)
        #expect(Disk.mode(path + ".previous") == DurableWriter.fileMode)
        #expect(Disk.bytes(path + ".previous") == Self.old.bytes)
    }

    /// File systems without hard links (FAT, some network mounts) get a copy of the old file.
    @Test(arguments: [EPERM, ENOTSUP, EXDEV])
    func withoutHardLinksThePreviousGenerationIsACopy(code: Int32) throws {
        let directory = TemporaryDirectory()
        let path = try Self.prepare(.oldFile, in: directory)
        let fileSystem = FaultInjectingFileSystem(.fail(.link, occurrence: nil, code: code))
        try DurableWriter(fileSystem: fileSystem).save(Self.new.bytes, to: path)
        #expect(Disk.bytes(path) == Self.new.bytes)
        #expect(Disk.bytes(path + ".previous") == Self.old.bytes)
        #expect(Disk.mode(path + ".previous") == DurableWriter.fileMode)
        #expect(Disk.names(directory.path + "/share/atrest") == ["note.json", "note.json.previous"])
    }

    @Test(arguments: [
        (FileSystemError.Operation.write, ENOSPC, "the disk is full"),
        (.sync, EIO, "an input/output error"),
        (.create, EROFS, "the file system is read-only"),
        (.create, EACCES, "permission denied"),
        (.rename, EXDEV, PlatformFacts.crossDeviceReason),
        (.syncDirectory, EIO, "an input/output error"),
    ])
    func aRefusingDiskSurfacesItsOwnReason(operation: FileSystemError.Operation, code: Int32, reason: String) throws {
        let directory = TemporaryDirectory()
        let path = try Self.prepare(.oldFile, in: directory)
        let fileSystem = FaultInjectingFileSystem(.fail(operation, occurrence: nil, code: code))
        let error = try #require(throws: FileSystemError.self) {
            try DurableWriter(fileSystem: fileSystem).save(Self.new.bytes, to: path)
        }
        #expect(error.operation == operation)
        #expect(error.code == code)
        #expect(error.reason == reason)
        let expected = operation == .syncDirectory ? Self.new.bytes : Self.old.bytes
        #expect(Disk.bytes(path) == expected, "only a directory sync comes after the rename")
        if operation != .syncDirectory && operation != .rename {
            #expect(Disk.bytes(path + ".previous") == nil, "a save that cannot be written leaves even the previous generation alone")
        }
        #expect(Disk.names(directory.path + "/share/atrest").allSatisfy { !DurableWriter.isTemporary($0) })
    }
}
