import Domain
import JSON
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
package struct SyncFolderDocument: StoredRecord, Equatable {
    package var folder: String?

    package static var fields: [StoredField<SyncFolderDocument>] {
        [.optionalText("folder", { $0.folder }, { $0.folder = $1 })]
    }

    package static var blank: SyncFolderDocument { SyncFolderDocument() }
}

/// `sync-state.json` in the state folder: digests of what the last sync met, so that a sync
/// with nothing new on either side reads no record (bookkeeping, like reminders: never synced,
/// never taken back by undo; lost, the next sync simply does the whole work).
package struct SyncStateDocument: StoredRecord, Equatable {
    package var folder: String
    /// The digest of `historyBytes()` after the sync.
    package var history: String
    /// The digest of each atrest file in the folder after the sync, by name.
    package var files: [String: String]
    /// Other computers whose files were taken, and the names left alone.
    package var computers: Int
    package var leftAlone: [String]
    /// Why each computer's file left alone was, by name (`SyncFile.Refusal`).
    package var reasons: [String: String]
    /// The settled identity (`FileIdentity.text`) of each file in the folder read for `files`,
    /// by name: a file found with the same one is not read again, its digest is taken as kept.
    package var identities: [String: String]
    /// The settled identities of the files that hold the history here, when every one had one
    /// (`historyIdentities`): the same ones again, and `history` is taken as kept.
    package var historyFiles: [String: String]

    package init(
        folder: String, history: String, files: [String: String], computers: Int, leftAlone: [String], reasons: [String: String] = [:],
        identities: [String: String] = [:], historyFiles: [String: String] = [:]
    ) {
        self.folder = folder
        self.history = history
        self.files = files
        self.computers = computers
        self.leftAlone = leftAlone
        self.reasons = reasons
        self.identities = identities
        self.historyFiles = historyFiles
    }

    package static var fields: [StoredField<SyncStateDocument>] {
        [
            .int("computers", { $0.computers }, { $0.computers = $1 }),
            // Lists of `name digest` since more than 32 computers shared a folder: as an object
            // (at most 32 members) the state did not read, and every sync did the whole work.
            .namedTexts("files", { $0.files }, { $0.files = $1 }),
            .text("folder", { $0.folder }, { $0.folder = $1 }),
            .text("history", { $0.history }, { $0.history = $1 }),
            // Both new with skipping unchanged files: a state without them reads as none (the
            // next sync does the whole work once).
            // Lists of `name identity`, not objects: an object holds at most 32 members, and a
            // history holds a file a month.
            .texts("historyFiles", { Self.lines($0.historyFiles) }, { $0.historyFiles = Self.pairs($1) }),
            .texts("identities", { Self.lines($0.identities) }, { $0.identities = Self.pairs($1) }),
            .texts("leftAlone", { $0.leftAlone }, { $0.leftAlone = $1 }),
            .namedTexts("reasons", { $0.reasons }, { $0.reasons = $1 }),
        ]
    }

    private static func lines(_ pairs: [String: String]) -> [String] {
        pairs.sorted { $0.key < $1.key }.map { $0.key + " " + $0.value }
    }

    /// Split at the last space byte: a sync with nothing new reads a line per history file, and
    /// finding it by characters (grapheme breaking) was a third of such a sync. The value after
    /// it is atrest's own (an identity, a digest), so the split falls between characters.
    private static func pairs(_ lines: [String]) -> [String: String] {
        var pairs: [String: String] = [:]
        pairs.reserveCapacity(lines.count)
        for line in lines {
            let bytes = line.utf8
            guard let space = bytes.lastIndex(of: UInt8(ascii: " ")) else { continue }
            pairs[String(decoding: bytes[..<space], as: UTF8.self)] = String(decoding: bytes[bytes.index(after: space)...], as: UTF8.self)
        }
        return pairs
    }

    package static var blank: SyncStateDocument { SyncStateDocument(folder: "", history: "", files: [:], computers: 0, leftAlone: []) }
}

extension AtrestStore {
    package func loadSyncFolder() throws(StoreError) -> String? {
        let path = paths.syncFolder
        guard let data = try contents(at: path) else { return nil }
        return try RecordFile.readMembers(SyncFolderDocument.self, from: data, path: path, zones: zones).folder
    }

    package func saveSyncFolder(_ folder: String?) throws(StoreError) {
        try write(to: paths.syncFolder) { try RecordFile.write(members: SyncFolderDocument(folder: folder)) }
    }

    /// The folder's atrest files as they are, read under the lock.
    package struct SyncFolderContents: Sendable {
        /// The bytes of each file named as atrest names them, by name.
        package var files: [String: Data] = [:]
        /// Names left alone at once: copies and files that could not be read now.
        package var strays: [String] = []
        /// Files not read, for their settled identity was the one the last sync kept: the
        /// digest it kept, by name (`readSkipped` reads them when the whole folder is needed).
        package var skipped: [String: String] = [:]
        /// The settled identity of each file read or skipped, taken before it was read, by name.
        package var identities: [String: FileIdentity] = [:]

        package init() {}

        /// The digest of each file, by name: those skipped as kept, the others from `digest`.
        package func digests(_ digest: (Data) throws -> String) rethrows -> [String: String] {
            try skipped.merging(files.mapValues(digest)) { kept, _ in kept }
        }

        /// The identities to keep for the next sync, as text.
        package var identityTexts: [String: String] {
            identities.filter { $0.value.settled }.mapValues(\.text)
        }

        /// Each other computer's history, by its id; the names of files left alone (copies, and
        /// files that did not read whole or keep atrest's rules as of `now`); and why each of
        /// the latter was, by name.
        package func others(besides device: UUID, zones: ZoneDatabase, now: Date) -> (histories: [UUID: Replica], strays: [String], reasons: [String: String]) {
            var histories: [UUID: Replica] = [:], unread = strays, reasons: [String: String] = [:]
            for (name, data) in files.sorted(by: { $0.key < $1.key }) {
                guard let owner = SyncFile.device(fileName: name), owner != device else { continue }
                switch SyncFile.decode(data, device: owner, zones: zones, now: now) {
                case .success(let replica): histories[owner] = replica
                case .failure(let refusal):
                    unread.append(name)
                    reasons[name] = refusal.reason
                }
            }
            return (histories, unread.sorted(), reasons)
        }
    }

    /// Reads `folder`'s atrest files; throws when the folder cannot be listed. A file whose
    /// settled identity is the one `last` kept is not read (`SyncFolderContents.skipped`).
    package func readSyncFolder(_ folder: String, last: SyncStateDocument? = nil) throws(FileSystemError) -> SyncFolderContents {
        var contents = SyncFolderContents()
        // An empty list from a folder that is not there (unmounted, not yet made) would read
        // as a folder no computer has written to: say it is missing instead.
        guard fileSystem.exists(folder) else { throw FileSystemError(.list, path: folder, code: ENOENT) }
        for name in try fileSystem.list(folder).sorted() where name.hasPrefix("atrest-") && !DurableWriter.isTemporary(name) {
            // A name that is not a computer's file (a sync tool's conflict copy) is left alone,
            // and so is a file gone since the listing (a sync tool replacing it) and anything
            // that is not a plain file reached without a link (a FIFO would never end, a link
            // could lead to /dev/zero): none is read. A plain file that cannot be read stops
            // the sync before anything changes, as any read error does, rather than pass for
            // a folder without it.
            guard SyncFile.device(fileName: name) != nil else {
                contents.strays.append(name)
                continue
            }
            // Taken before the read: a write after it changes what the next sync finds.
            if let identity = fileSystem.identity(of: folder + "/" + name), identity.settled {
                contents.identities[name] = identity
                if let kept = last?.files[name], last?.identities[name] == identity.text {
                    contents.skipped[name] = kept
                    continue
                }
            }
            try read(name, in: folder, into: &contents)
        }
        return contents
    }

    /// Reads the files `readSyncFolder` skipped: when anything changed, every file takes part.
    package func readSkipped(in folder: String, into contents: inout SyncFolderContents) throws(FileSystemError) {
        for name in contents.skipped.keys.sorted() {
            contents.skipped[name] = nil
            try read(name, in: folder, into: &contents)
        }
    }

    private func read(_ name: String, in folder: String, into contents: inout SyncFolderContents) throws(FileSystemError) {
        let data: Data?
        do {
            data = try fileSystem.contents(ofOwnFile: folder + "/" + name)
        } catch where error.code == ELOOP || error.code == FileSystemError.notRegularFile {
            data = nil
        }
        guard let data else {
            contents.strays.append(name)
            contents.identities[name] = nil
            return
        }
        contents.files[name] = data
    }

    /// Every file that holds the history here, each with its name within atrest's folders.
    private func historyPaths() throws(StoreError) -> [(path: String, name: String)] {
        var paths = [self.paths.activeFast, self.paths.account, self.paths.changes, self.paths.changesTail, self.paths.settings, self.paths.legacySessions]
        paths += try historyYears().map { self.paths.sessions(year: $0) }
        paths += try waterMonths().map { self.paths.water(month: $0) }
        // Named within atrest's folders (from the `/` on), so the digest does not change with
        // where they are. Compared as bytes: every path here is made from these folders' own.
        let folders = [self.paths.data, self.paths.config].map { Array(($0 + "/").utf8) }
        return paths.map { path in
            guard let folder = folders.first(where: { path.utf8.starts(with: $0) }) else { return (path, path) }
            return (path, String(decoding: path.utf8.dropFirst(folder.count - 1), as: UTF8.self))
        }
    }

    /// The settled identity of every file that holds the history here (`-` for one not
    /// there), by name; nil when any has none to give (changed just now, or a file system
    /// that cannot say): then only its bytes tell.
    package func historyIdentities() throws(StoreError) -> [String: String]? {
        var identities: [String: String] = [:]
        for (path, name) in try historyPaths() {
            if let identity = fileSystem.identity(of: path) {
                guard identity.settled else { return nil }
                identities[name] = identity.text
            } else {
                guard !fileSystem.exists(path) else { return nil }
                identities[name] = "-"
            }
        }
        return identities
    }

    /// The digest (`ContentDigest`) of every file that holds the history here, each after its
    /// name and a zero byte and followed by one: what tells `sync` whether anything changed here
    /// since it last ran. Fed file by file rather than joined into one buffer; a file this
    /// store saved (`written`) is taken as saved, not read back.
    package func historyDigest() throws(StoreError) -> String {
        var digest = ContentDigest.Stream()
        let zero: [UInt8] = [0]
        for (path, name) in try historyPaths() {
            var name = name
            name.withUTF8 { digest.add(UnsafeRawBufferPointer($0)) }
            zero.withUnsafeBytes { digest.add($0) }
            // Still there: a file saved and then removed by the same change is read as it is (none).
            if let saved = written?.written(at: path), fileSystem.exists(path) {
                digest.add(saved)
            } else if let data = try contents(at: path) {
                digest.add(data)
            }
            zero.withUnsafeBytes { digest.add($0) }
        }
        return digest.hex
    }

    /// What the last sync left: the folder's files and the history here, as digests.
    package func loadSyncState() -> SyncStateDocument? {
        let path = paths.syncState
        guard let data = try? contents(at: path) else { return nil }
        return try? RecordFile.readMembers(SyncStateDocument.self, from: data, path: path, zones: zones)
    }

    package func saveSyncState(_ state: SyncStateDocument) throws(StoreError) {
        try write(to: paths.syncState, keepingPrevious: false) { try RecordFile.write(members: state) }
    }

    /// Saves this computer's file in `folder` durably: another computer reads it whole or not at all.
    package func writeSyncFile(_ data: Data, folder: String, device: UUID) throws(FileSystemError) {
        try DurableWriter(fileSystem: fileSystem).save(data, to: folder + "/" + SyncFile.name(device: device), keepingPrevious: false)
    }
}
