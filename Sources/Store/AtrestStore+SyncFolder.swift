import Domain
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `config/sync.json`: the folder `atrest sync` uses when none is given. It belongs to this
/// computer (the same folder has another path on the next one), so it never travels.
package struct SyncFolderDocument: VersionedDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    package var folder: String?
}

extension AtrestStore {
    package func loadSyncFolder() throws(StoreError) -> String? {
        try read(SyncFolderDocument.self, at: paths.syncFolder)?.folder
    }

    package func saveSyncFolder(_ folder: String) throws(StoreError) {
        try write(SyncFolderDocument(folder: folder), to: paths.syncFolder)
    }

    /// What the folder's other computers wrote, and this computer's own file, read under the lock.
    package struct SyncFolderContents: Sendable {
        /// Each other computer's history, by its id.
        package var others: [UUID: Replica] = [:]
        /// Names left alone: copies cut short, conflict copies, files from a newer atrest.
        package var strays: [String] = []
        /// This computer's own file as it is in the folder.
        package var own: Data?
    }

    /// Reads `folder`'s atrest files; throws when the folder cannot be listed.
    package func readSyncFolder(_ folder: String, device: UUID) throws(FileSystemError) -> SyncFolderContents {
        var contents = SyncFolderContents()
        // An empty list from a folder that is not there (unmounted, not yet made) would read
        // as a folder no computer has written to: say it is missing instead.
        guard fileSystem.exists(folder) else { throw FileSystemError(.list, path: folder, code: ENOENT) }
        for name in try fileSystem.list(folder).sorted() where name.hasPrefix("atrest-") && !DurableWriter.isTemporary(name) {
            guard let owner = SyncFile.device(fileName: name) else {
                contents.strays.append(name)
                continue
            }
            // A file that cannot be read now (a sync tool holding it, a copy under way) is
            // left for the next sync, like one cut short.
            guard let data = try? fileSystem.contents(of: folder + "/" + name) else {
                contents.strays.append(name)
                continue
            }
            if owner == device {
                contents.own = data
            } else if let replica = SyncFile.decode(data, device: owner, zones: zones) {
                contents.others[owner] = replica
            } else {
                contents.strays.append(name)
            }
        }
        return contents
    }

    /// Saves this computer's file in `folder` durably: another computer reads it whole or not at all.
    package func writeSyncFile(_ data: Data, folder: String, device: UUID) throws(FileSystemError) {
        try DurableWriter(fileSystem: fileSystem).save(data, to: folder + "/" + SyncFile.name(device: device), keepingPrevious: false)
    }
}
