#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DurableWriter {
    /// Writes `data` whole beside `path` and renames it into place, without waiting for the
    /// disk and without a previous generation: for the files that are best effort (the undo
    /// journal's entries, the history's years index), where one cut short by a power cut
    /// does not read and is passed over. Whether it was written; a failure leaves no
    /// temporary file behind.
    @discardableResult
    package func saveBestEffort(_ data: Data, to path: String) -> Bool {
        let directory = PathText.parent(path)
        let temporary = "\(directory)/.\(PathText.lastComponent(path)).\(Self.uniqueSuffix()).tmp"
        do {
            try fileSystem.makeDirectory(directory, mode: Self.directoryMode)
            try fileSystem.write(data, closing: fileSystem.createFile(temporary, mode: Self.fileMode), path: temporary)
            try fileSystem.rename(temporary, to: path)
            return true
        } catch {
            try? fileSystem.remove(temporary)
            return false
        }
    }
}
