#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A save in two halves, so that a change writing many files waits for the disk once per
/// folder rather than once per file.
///
/// `stage` writes the new bytes under a temporary name beside the file and flushes them;
/// `place` then renames each staged file into place, in order (keeping its previous
/// generation), and flushes each folder once. `save` is one of each. Staged together, the
/// files must be ones that may land in any combination: until the folder's flush, a power
/// cut may keep any of their renames and lose the others (each file is then its old or its
/// new self, whole). A change whose files must land in an order places them in steps.
extension DurableWriter {
    /// A file's new bytes on disk under a temporary name, not yet in place.
    package struct Staged: Sendable {
        package let path: String
        let temporary: String
        let keepingPrevious: Bool
    }

    /// Writes and flushes `data` under a temporary name beside `path`. A failure, named after
    /// `path`, leaves no temporary file behind.
    package func stage(_ data: Data, to path: String, keepingPrevious: Bool = true, mode: UInt16 = fileMode, umasked: Bool = false) throws(FileSystemError) -> Staged {
        let directory = PathText.parent(path)
        let temporary = "\(directory)/.\(PathText.lastComponent(path)).\(Self.uniqueSuffix()).tmp"
        do {
            try fileSystem.makeDirectory(directory, mode: Self.directoryMode)
            try writeComplete(data, to: temporary, mode: mode, umasked: umasked)
        } catch {
            throw Self.named(error, for: path)
        }
        return Staged(path: path, temporary: temporary, keepingPrevious: keepingPrevious)
    }

    /// Puts each staged file in place, in order, then flushes each of their folders once. A
    /// failure stops there, named after its file: files placed stay placed, the temporary
    /// files of the rest are removed.
    package func place(_ staged: [Staged]) throws(FileSystemError) {
        var folders: [String] = []
        for (index, file) in staged.enumerated() {
            do {
                try put(file)
            } catch {
                discard(staged[(index + 1)...])
                throw Self.named(error, for: file.path)
            }
            let folder = PathText.parent(file.path)
            if !folders.contains(folder) { folders.append(folder) }
        }
        for folder in folders { try fileSystem.syncDirectory(folder) }
    }

    /// Removes staged files' temporary files: a change given up before they were placed.
    package func discard(_ staged: some Sequence<Staged>) {
        for file in staged { try? fileSystem.remove(file.temporary) }
    }

    private func put(_ file: Staged) throws(FileSystemError) {
        do {
            // Only with the new contents safely on disk does the previous generation move on,
            // so a save that cannot be written (a full disk) changes nothing at all.
            if file.keepingPrevious, fileSystem.exists(file.path) {
                try keepPrevious(of: file.path, in: PathText.parent(file.path), name: PathText.lastComponent(file.path))
            }
            try fileSystem.rename(file.temporary, to: file.path)
        } catch {
            try? fileSystem.remove(file.temporary)
            throw error
        }
    }
}
