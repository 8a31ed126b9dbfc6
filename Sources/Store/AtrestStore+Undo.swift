import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Taking back the last change: the entries `ChangeJournal` keeps in `undo/`.
extension AtrestStore {
    /// What `undoLastChange` did.
    package enum UndoOutcome: Equatable, Sendable {
        /// No change is kept to take back.
        case nothing
        case tookBack(label: String, at: Date)
        /// A file holds neither what the change wrote nor what it replaced: something changed
        /// it since, and putting it back would lose that. Nothing was changed.
        case changedSince(label: String, at: Date, path: String)
    }

    /// The key a file is kept under in an entry, or nil for a file never taken back: the
    /// account (the trial's count only goes up), this computer's id, and everything outside
    /// data and settings.
    func journalKey(_ path: String) -> String? {
        guard path != paths.account, path != paths.device else { return nil }
        // String + String: a String and a Substring joined go through the generic append,
        // whose first use costs `water add` more than the rest of its undo entry.
        if path.hasPrefix(paths.data + "/") { return "data:" + String(path.dropFirst(paths.data.count + 1)) }
        if path.hasPrefix(paths.config + "/") { return "config:" + String(path.dropFirst(paths.config.count + 1)) }
        return nil
    }

    private func path(forKey key: String) -> String? {
        let parts = key.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty, !parts[1].contains("..") else { return nil }
        switch parts[0] {
        case "data": return paths.data + "/" + parts[1]
        case "config": return paths.config + "/" + parts[1]
        default: return nil
        }
    }

    /// Writes the journal's entry (best effort: a change is done whether or not its entry is
    /// kept), then keeps only the newest entries.
    func writeEntry(_ journal: ChangeJournal) {
        guard journal.unwritten else { return }
        let files = journal.recorded.filter { $0.before != $0.after }
        guard !files.isEmpty else { return }
        let directory = paths.undoDirectory
        // One command is one entry, however often it took the lock.
        if journal.entry == nil {
            journal.entry = ChangeJournal.entryName(after: ((try? fileSystem.list(directory)) ?? []).filter { $0.hasSuffix(".undo") })
        }
        guard let name = journal.entry else { return }
        let bytes = ChangeJournal.bytes(label: journal.label, at: journal.at, merges: journal.merges, files: files)
        guard DurableWriter(fileSystem: fileSystem).saveBestEffort(bytes, to: directory + "/" + name) else { return }
        journal.unwritten = false
        let entries = ((try? fileSystem.list(directory)) ?? []).filter { $0.hasSuffix(".undo") }.sorted()
        for old in entries.dropLast(ChangeJournal.kept) { try? fileSystem.remove(directory + "/" + old) }
    }

    /// Whether an entry an earlier atrest wrote, without its `merge` line, was a merge: its label
    /// is the command line, and its command `sync` or `import` (options before it passed over).
    static func mergedBefore(label: String) -> Bool {
        let command = label.split(separator: " ").dropFirst().first { !$0.hasPrefix("-") }
        return command == "sync" || command == "import"
    }

    /// Puts back what the newest kept change replaced. Call it holding the lock, with no
    /// journal of its own. Only files still holding what that change wrote are put back;
    /// one that holds something else stops it before anything is written.
    ///
    /// Taking back is itself a change, stamped now (`changedAt`), so that what it takes back is
    /// taken back on every computer at the next sync (`StoreChange.undone`): `changes.json` is not put
    /// back but moves on. A change that merged what came from elsewhere (`sync`, `import`) is
    /// taken back here only, every file put back as it was: it made nothing of its own, and
    /// the next sync brings again what the other computers hold.
    package func undoLastChange() throws(StoreError) -> UndoOutcome {
        let directory = paths.undoDirectory
        let names = ((try? fileSystem.list(directory)) ?? []).filter { $0.hasSuffix(".undo") }.sorted()
        for name in names.reversed() {
            let entryPath = directory + "/" + name
            guard let data = try? fileSystem.contents(ofOwnFile: entryPath), let entry = ChangeJournal.read(data),
                  case let targets = entry.files.compactMap({ file in path(forKey: file.path).map { ($0, file) } }),
                  targets.count == entry.files.count
            else {
                // Cut short by a crash, or not atrest's: it takes nothing back.
                try? fileSystem.remove(entryPath)
                continue
            }
            // Stamped anew rather than put back, unless the change was a merge.
            let stamps = changedAt != nil && !entry.merges && !Self.mergedBefore(label: entry.label)
            var toRestore: [(path: String, before: Data?)] = []
            for (path, file) in targets where !(stamps && (path == paths.changes || path == paths.changesTail)) {
                let current = try contents(at: path)
                if current == file.after {
                    toRestore.append((path, file.before))
                } else if current != file.before {
                    return .changedSince(label: entry.label, at: entry.at, path: path)
                }
            }
            // Every file the stamps need is read before anything is put back: a damaged one
            // stops the undo with nothing changed.
            let scope = UndoScope(targets.map(\.0), in: paths)
            let records = stamps ? try undoRecords(in: scope) : nil
            if stamps {
                _ = try loadChanges()
                _ = try deviceID()
            }
            for (path, before) in toRestore {
                if let before {
                    // A file kept with a previous generation keeps one; one written without
                    // (the graphics choice, the copy of the last fast) is not given one.
                    try save(before, to: path, keepingPrevious: fileSystem.exists(AtrestPaths.previous(of: path)))
                } else {
                    do {
                        try removeWithPrevious(path)
                    } catch {
                        throw .fileSystem(error)
                    }
                }
            }
            if let records { rebaseEntries(before: name, try apply(.undone(undone(since: records, in: scope))).rewritten) }
            do {
                try fileSystem.remove(entryPath)
            } catch {
                throw .fileSystem(error)
            }
            return .tookBack(label: entry.label, at: entry.at)
        }
        return .nothing
    }
}
