import FaultInjection
import Foundation
import Store
import Testing

/// Files saved together (`DurableWriter.stage`, then `place`): cut at any step, each file is
/// its old or its new self; every file is on disk before any is renamed into place, and each
/// folder is flushed once, after the last rename into it.
@Suite struct StagedSaveTests {
    static let old = Note("old " + String(repeating: "o", count: 2_000))
    static let new = (0..<3).map { Note("new \($0) " + String(repeating: "n", count: 20_000)) }

    /// Two files in one folder (one there before), a third in another folder.
    static func paths(in directory: TemporaryDirectory) throws -> [String] {
        let paths = [
            directory.path + "/share/atrest/water/2026-01.json",
            directory.path + "/share/atrest/water/2026-02.json",
            directory.path + "/share/atrest/sessions/2026.json",
        ]
        try Disk.put(old.bytes, at: paths[0])
        return paths
    }

    @Test(arguments: [Effect.fail, .crash])
    func everyStepLeavesEachFileOldOrNew(effect: Effect) throws {
        let steps = try sweepFaults(effect) { fileSystem in
            let directory = TemporaryDirectory()
            let paths = try Self.paths(in: directory)
            let writer = DurableWriter(fileSystem: fileSystem)
            var thrown: FileSystemError?
            var staged: [DurableWriter.Staged] = []
            do throws(FileSystemError) {
                for (index, path) in paths.enumerated() { staged.append(try writer.stage(Self.new[index].bytes, to: path)) }
                try writer.place(staged)
            } catch {
                writer.discard(staged)
                thrown = error
            }
            let step = fileSystem.log.last { $0.outcome != .performed }.map { "\($0.operation) at step \($0.step ?? 0)" } ?? "clean"
            for (index, path) in paths.enumerated() {
                let current = Disk.bytes(path)
                let before = index == 0 ? Self.old.bytes : nil
                #expect(current == before || current == Self.new[index].bytes, "\(step): \(path)")
                if thrown == nil { #expect(current == Self.new[index].bytes, "\(step)") }
            }
            if thrown == nil { #expect(Disk.bytes(paths[0] + ".previous") == Self.old.bytes, "\(step)") }
            for folder in Set(paths.map { ($0 as NSString).deletingLastPathComponent }) {
                let extras = Disk.names(folder).filter { !$0.hasSuffix(".json") && !$0.hasSuffix(".previous") }
                #expect(extras.allSatisfy(DurableWriter.isTemporary), "\(step): \(extras)")
                if effect == .fail { #expect(extras.isEmpty, "\(step): a failed save cleans up after itself") }
            }
            if let thrown {
                #expect(fileSystem.hasFired)
                #expect(!DurableWriter.isTemporary((thrown.path as NSString).lastPathComponent), "\(step): named \(thrown.path)")
            }
        }
        #expect(steps > 0)
    }

    @Test func everyFileIsOnDiskBeforeAnyIsPlacedAndEachFolderIsFlushedOnce() throws {
        let directory = TemporaryDirectory()
        let paths = try Self.paths(in: directory)
        let fileSystem = FaultInjectingFileSystem(.fail(atStep: Int.max))
        let writer = DurableWriter(fileSystem: fileSystem)
        var staged: [DurableWriter.Staged] = []
        for (index, path) in paths.enumerated() { staged.append(try writer.stage(Self.new[index].bytes, to: path)) }
        try writer.place(staged)

        let log = fileSystem.log
        let lastSync = try #require(log.lastIndex { $0.operation == .sync })
        let firstRename = try #require(log.firstIndex { $0.operation == .rename })
        #expect(lastSync < firstRename, "every new file is flushed before the first rename")
        #expect(log.filter { $0.operation == .sync }.count == paths.count)
        let folders = log.filter { $0.operation == .syncDirectory }.map(\.path)
        #expect(folders.sorted() == Set(paths.map { ($0 as NSString).deletingLastPathComponent }).sorted(), "each folder once: \(folders)")
        let lastRename = try #require(log.lastIndex { $0.operation == .rename })
        #expect(log.firstIndex { $0.operation == .syncDirectory }.map { $0 > lastRename } == true)
        for (index, path) in paths.enumerated() { #expect(Disk.bytes(path) == Self.new[index].bytes) }
    }
}
