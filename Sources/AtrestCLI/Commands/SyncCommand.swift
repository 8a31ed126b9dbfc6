import Domain
import JSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// `atrest sync [DIR]`: exchanges changes with this person's other computers through a folder
/// that a file sync tool or a git repository carries between them.
///
/// Under the lock: reads every other computer's file in DIR, merges them into what is here
/// (`Replica.merged`), saves what changed, then writes this computer's own file. Files it
/// cannot take whole are left alone and named. DIR missing: nothing changes, exit 1.
struct SyncCommand: Command {
    static let effect = CommandEffect.changes
    static let json = OptionSpec("json", help: "one JSON object for scripts: what came in and went out, as counts")

    static let spec = CommandSpec(
        "sync",
        summary: "exchange changes with your other computers through a folder",
        discussion: "DIR is a folder your other computers also reach: one that Syncthing, Dropbox, iCloud Drive or Nextcloud keeps in step, or a git repository you commit and pull. Without DIR, the folder set with atrest config sync-folder. Each computer writes only its own file there (atrest-<id>.json) and reads the others'. The latest change to each fast, water entry and setting wins on every computer; a fast deleted or ended on one computer is deleted or ended on all. Where two computers recorded fasts that share time, both are kept, and atrest log and atrest doctor point them out. Clocks may disagree: what a computer whose clock is ahead recorded is taken all the same, each change is stamped after every change this computer has seen, and atrest doctor names records that lie in the future. A file cut short or a sync tool's conflict copy is left alone. atrest undo takes back what a sync changed here; the next sync brings it again.",
        options: [json],
        arguments: [ArgumentSpec("DIR", help: "the shared folder (default: config sync-folder)", optional: true)],
        examples: ["atrest sync ~/Sync/atrest", "atrest config sync-folder ~/Sync/atrest", "atrest sync"],
        group: .data
    )

    var folder: String?
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        folder = arguments.positional(0)
        json = arguments.flag(Self.json)
        if folder == "" { throw AtrestError.usage("atrest sync needs a folder name", hint: "atrest sync DIR") }
    }

    /// What one sync did.
    struct Outcome {
        var folder: String
        var cameIn: ReplicaChanges
        var wentOut: ReplicaChanges
        var computers: Int
        var strays: [String]
        /// Why each other computer's file left alone was, by name.
        var reasons: [String: String] = [:]
        var wroteOwnFile: Bool
        /// Running fasts kept beside the one that runs here, and whether another computer began each.
        var otherRunning: [(fast: ActiveFast, elsewhere: Bool)]
        /// The fast that runs here.
        var active: ActiveFast?
        /// This computer took a new id: another had been writing under its own.
        var renamed = false
    }

    func run(in run: CommandRun) throws {
        // The history's digest after the merge is taken from what the merge saved, not read back.
        var store = try run.store
        store.written = WrittenFiles()
        let given = try folder ?? store.loadSyncFolder()
        guard let given else {
            throw AtrestError.usage("atrest sync needs a folder", hint: "atrest sync DIR, or atrest config sync-folder DIR once")
        }
        let path = run.path(given)
        let outcome = try store.withLock { () throws -> Outcome in
            var device = try store.deviceID()
            // What the last sync with this folder left: read once, for the checks below.
            let last = store.loadSyncState().flatMap { $0.folder == path ? $0 : nil }
            func reading(_ body: () throws(FileSystemError) -> Void) throws {
                do throws(FileSystemError) {
                    try body()
                } catch where error.path == path {
                    throw AtrestError.cannot("could not reach \(SafeText.safe(given)): \(error.reason)", untouched: .nothingChanged, hint: "atrest sync runs again once the folder is there")
                } catch {
                    throw AtrestError.cannot("could not read \(SafeText.safe(error.path)): \(error.reason)", untouched: .nothingChanged, hint: "atrest sync tries again next time")
                }
            }
            var contents = AtrestStore.SyncFolderContents()
            try reading { () throws(FileSystemError) in contents = try store.readSyncFolder(path, last: last) }
            // This computer's file holds what another wrote since this one last did: a data
            // folder copied whole, so two computers share one id and would overwrite each
            // other's file. This one takes a new id; the old file is then read as the other's.
            // Each file is hashed once: these digests are kept below for what was not rewritten.
            let digests = try contents.digests(Self.digest)
            var renamed = false
            if let last, let written = last.files[SyncFile.name(device: device)],
               let found = digests[SyncFile.name(device: device)], found != written {
                device = try store.renewDeviceID()
                renamed = true
            }
            // Nothing new on either side since the last sync: the same files in the folder, the
            // same history here. Then no record is read at all, and a file whose settled
            // identity is the one kept is not even read (`FileIdentity`).
            let historyFiles = try store.historyIdentities()
            // The history here is hashed only when the folder's files are the ones kept (a
            // first sync has nothing to compare it with).
            func historyUnchanged(since last: SyncStateDocument) throws -> Bool {
                if let historyFiles, historyFiles == last.historyFiles { return true }
                return try store.historyDigest() == last.history
            }
            if let last, last.files == digests, digests[SyncFile.name(device: device)] != nil, try historyUnchanged(since: last) {
                // What this sync learned of the files (identities settled since) saves reading next time.
                var learned = last
                learned.identities = contents.identityTexts
                learned.historyFiles = historyFiles ?? [:]
                if learned != last { try? store.saveSyncState(learned) }
                return Outcome(
                    folder: given, cameIn: ReplicaChanges(from: Replica(), to: Replica()), wentOut: ReplicaChanges(from: Replica(), to: Replica()),
                    computers: last.computers, strays: (contents.strays + last.leftAlone).sorted(), reasons: last.reasons, wroteOwnFile: false, otherRunning: [],
                    active: nil
                )
            }
            // Something changed: every computer's file takes part.
            try reading { () throws(FileSystemError) in try store.readSkipped(in: path, into: &contents) }
            let (histories, strays, reasons) = contents.others(besides: device, zones: store.zones, now: run.now)
            let local = try store.loadReplica()
            let others = histories.values.reduce(into: Replica()) { $0.merge($1) }
            let merged = local.replica.merged(with: others)
            try store.apply(.merge(merged, over: local))
            let data = try SyncFile.encode(merged, device: device)
            // The same history is not written again: the sync tool has nothing to carry.
            let own = SyncFile.name(device: device)
            let unchanged = contents.files[own] == data
            if !unchanged {
                do throws(FileSystemError) {
                    try store.writeSyncFile(data, folder: path, device: device)
                } catch {
                    throw AtrestError.cannot(
                        "could not write to \(SafeText.safe(given)): \(error.reason)",
                        hint: "what came in is saved here; atrest sync sends this computer's changes once the folder takes them"
                    )
                }
            }
            // The files read or skipped keep the digests taken above; only this computer's is new.
            var fileDigests = digests.filter { contents.files[$0.key] != nil }
            fileDigests[own] = unchanged ? digests[own] : try Self.digest(data)
            let unread = strays.filter { !contents.strays.contains($0) }
            // Each file's identity as read (this computer's own only when it was not written now).
            var identities = contents.identityTexts.filter { contents.files[$0.key] != nil || $0.key == own }
            if !unchanged { identities[own] = nil }
            // What lets the next sync with nothing new skip reading any record.
            try store.saveSyncState(Self.state(
                folder: path, fileDigests: fileDigests, history: store.historyDigest(), computers: histories.count, leftAlone: unread, reasons: reasons,
                identities: identities, historyFiles: store.historyIdentities() ?? [:]
            ))
            return Outcome(
                folder: given, cameIn: ReplicaChanges(from: local.replica, to: merged), wentOut: ReplicaChanges(from: others, to: merged),
                computers: histories.count, strays: strays, reasons: reasons, wroteOwnFile: !unchanged, otherRunning: merged.otherRunning(seenFrom: device),
                active: merged.activeFast, renamed: renamed
            )
        }
        if json {
            report(json: outcome, run: run)
        } else {
            report(outcome, run: run)
        }
    }

    /// Digests of the folder's files and of the history here: only to tell a changed file
    /// from the same one (`ContentDigest`; SHA-256 until 2026-11-28, so the first sync after
    /// that reads every file once).
    static func digest(_ data: Data) throws -> String {
        ContentDigest.hex(of: data)
    }

    static func state(
        folder: String, fileDigests: [String: String], history: String, computers: Int, leftAlone: [String], reasons: [String: String] = [:],
        identities: [String: String] = [:], historyFiles: [String: String] = [:]
    ) throws -> SyncStateDocument {
        return SyncStateDocument(
            folder: folder, history: history, files: fileDigests, computers: computers, leftAlone: leftAlone,
            reasons: reasons.filter { leftAlone.contains($0.key) }, identities: identities, historyFiles: historyFiles
        )
    }

    // MARK: Words

    private func report(_ outcome: Outcome, run: CommandRun) {
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let cameIn = Self.describe(outcome.cameIn)
        if outcome.renamed {
            run.out("Another computer had been writing this computer's file (a data folder copied to it?); this computer has a file of its own in the folder now.")
        }
        if outcome.computers == 0, !outcome.reasons.isEmpty {
            // Another computer has written: its file is named below, with why it was left alone.
            run.out("Nothing was taken from \(SafeText.safe(outcome.folder)); this computer's history is there for the others now.")
        } else if outcome.computers == 0 {
            run.out("No other computer has written to \(SafeText.safe(outcome.folder)) yet; this computer's history is there for them now.")
        } else if cameIn.isEmpty {
            // A running fast that came in or ended, or a second one, is said on its own line below.
            if outcome.cameIn.running == nil && outcome.cameIn.otherRunningChanged == 0 {
                run.out("Nothing new from \(ListText.count(outcome.computers, "other computer")).")
            }
        } else {
            run.out("From \(ListText.count(outcome.computers, "other computer")): \(ListText.joined(cameIn)).")
        }
        if let running = outcome.cameIn.running {
            switch (running.before, running.after) {
            case (let before?, nil): run.out("The fast running since \(clock.moment(before.start)) was ended or set aside on another computer.")
            case (_, let after?): run.out("A fast is running since \(clock.moment(after.start)).")
            case (nil, nil): break
            }
        }
        for (other, elsewhere) in outcome.otherRunning {
            let settles = "it is kept until atrest end or atrest abandon settles the one running \(outcome.active.map { "since \(clock.moment($0.start))" } ?? "here")"
            run.out(elsewhere
                ? "Another computer also began a fast, at \(clock.moment(other.start)); \(settles)."
                : "A second fast, begun on this computer at \(clock.moment(other.start)), is running too; \(settles).")
        }
        if outcome.computers > 0 {
            let sent = outcome.wentOut.count
            run.out(run.paint.dim(sent == 0 ? "Nothing here the others do not have." : "Left \(ListText.count(sent, "change")) from here in the folder for the others."))
        }
        // A computer's file that did not keep atrest's rules, with its first field that did not.
        for name in outcome.strays.filter({ outcome.reasons[$0] != nil }) {
            run.out("Left alone: \(SafeText.safe(name)) (\(SafeText.safe(outcome.reasons[name] ?? ""))).")
        }
        let copies = outcome.strays.filter { outcome.reasons[$0] == nil }
        if !copies.isEmpty {
            run.out(run.paint.dim("Left alone: \(ListText.joined(copies.map { SafeText.safe($0) })). atrest takes only each computer's own file, whole, as a plain file, in a form it knows."))
        }
    }

    /// `2 fasts, 1 changed fast, 1 water entry` and so on.
    static func describe(_ changes: ReplicaChanges) -> [String] {
        var parts: [String] = []
        if !changes.fastsAdded.isEmpty { parts.append(ListText.count(changes.fastsAdded.count, "fast")) }
        if !changes.fastsChanged.isEmpty { parts.append(ListText.count(changes.fastsChanged.count, "changed fast")) }
        if !changes.fastsRemoved.isEmpty { parts.append(ListText.count(changes.fastsRemoved.count, "deleted fast")) }
        if changes.waterAdded > 0 { parts.append(ListText.count(changes.waterAdded, "water entry", plural: "water entries")) }
        if changes.waterRemoved > 0 { parts.append(ListText.count(changes.waterRemoved, "removed water entry", plural: "removed water entries")) }
        if changes.waterChanged > 0 { parts.append(ListText.count(changes.waterChanged, "changed water entry", plural: "changed water entries")) }
        if !changes.settingsChanged.isEmpty {
            parts.append("settings (\(changes.settingsChanged.map(Self.name).joined(separator: ", ")))")
        }
        return parts
    }

    /// A setting as `atrest config` names it.
    static func name(_ key: SettingKey) -> String { SettingField.of(key).name }

    private func report(json outcome: Outcome, run: CommandRun) {
        func counts(_ changes: ReplicaChanges) -> JSONValue {
            .object([
                ("fastsAdded", .int(changes.fastsAdded.count)), ("fastsChanged", .int(changes.fastsChanged.count)),
                ("fastsRemoved", .int(changes.fastsRemoved.count)), ("waterAdded", .int(changes.waterAdded)),
                ("waterRemoved", .int(changes.waterRemoved)), ("settingsChanged", .int(changes.settingsChanged.count)),
                ("runningChanged", .bool(changes.running != nil || changes.otherRunningChanged > 0)),
            ])
        }
        run.out(JSONValue.object([
            ("folder", .string(outcome.folder)), ("computers", .int(outcome.computers)),
            ("cameIn", counts(outcome.cameIn)), ("wentOut", counts(outcome.wentOut)),
            ("wroteOwnFile", .bool(outcome.wroteOwnFile)), ("newFileName", .bool(outcome.renamed)), ("leftAlone", .array(outcome.strays.map { .string($0) })),
        ]).rendered())
    }
}
