#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Domain

/// Files of one change saved as one step (`DurableWriter.stage` and `place`): an import's or
/// a first sync's hundreds of year and month files wait for the disk once per file and once
/// per folder, not twice per file.
extension AtrestStore {
    /// Runs `body`, which stages files, then puts them all in place. Only for files that may
    /// land in any combination (see `DurableWriter+Staged`): a crash while staging leaves
    /// every file as it was, one while placing leaves each its old or its new self.
    func savedTogether(_ body: (inout StagedSaves) throws(StoreError) -> Void) throws(StoreError) {
        var saves = StagedSaves(store: self)
        do {
            try body(&saves)
        } catch {
            saves.writer.discard(saves.staged)
            throw error
        }
        do {
            try saves.writer.place(saves.staged)
        } catch {
            throw .fileSystem(error)
        }
    }
}

/// The files a `savedTogether` has staged so far.
struct StagedSaves {
    let store: AtrestStore
    var staged: [DurableWriter.Staged] = []
    var writer: DurableWriter { DurableWriter(fileSystem: store.fileSystem) }

    /// As `AtrestStore.write(to:)`, staged: the bytes are written and flushed now, and put in
    /// place with the rest.
    mutating func write(to path: String, keepingPrevious: Bool = true, _ encode: () throws -> Data) throws(StoreError) {
        let data = try store.encoded(for: path, encode)
        store.noteSave(data, to: path)
        do {
            staged.append(try writer.stage(data, to: path, keepingPrevious: keepingPrevious))
        } catch {
            throw .fileSystem(error)
        }
    }
}

extension StagedSaves {
    /// A month's water file, staged: as `AtrestStore.writeWater`.
    mutating func writeWater(_ entries: [WaterEntry], month: WaterMonth) throws(StoreError) {
        try write(to: store.paths.water(month: month)) { try AtrestStore.waterDocument(entries) }
    }
}
