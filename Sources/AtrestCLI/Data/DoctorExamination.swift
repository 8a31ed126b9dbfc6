import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Store

/// Looks at every file and folder atrest keeps, and says what it finds.
///
/// It reads through the same loaders the commands use, so a file it calls readable is one
/// every command can read, and a file it calls damaged is one every command refuses.
struct DoctorExamination {
    let store: AtrestStore
    let clock: ClockText
    /// Writes paths the way a person reads them, with `~` for the home directory.
    let shown: (String) -> String
    /// Each file read once for every finding.
    let reads: DoctorReads

    init(store: AtrestStore, clock: ClockText, shown: @escaping (String) -> String) {
        self.store = store
        self.clock = clock
        self.shown = shown
        reads = DoctorReads(store: store, now: clock.now)
    }

    var fileSystem: any FileSystem { store.fileSystem }

    func findings() throws -> [DoctorFinding] {
        var found: [DoctorFinding] = []
        reads.reset()
        // A folder that cannot be listed has its own finding below; its files are unknown.
        var files: [DataFile] = []
        do {
            files = try store.dataFiles()
        } catch {
            guard case .fileSystem(let problem) = error, problem.operation == .list else { throw error }
        }
        for file in files {
            found += try examine(file)
        }
        found += try recordFindings()
        found += duplicateWaterFindings()
        found += clockFindings()
        found += unreadableFolderFindings()
        found += permissionFindings()
        found += leftoverFindings()
        return found
    }

    /// Whether atrest has made any of its folders yet, as far as can be told: a folder that
    /// cannot be looked into (its parent closed to you) may well hold files.
    var hasAnyFolder: Bool {
        store.directories.contains { fileSystem.exists($0) || (try? fileSystem.list($0)) == nil }
    }

    // MARK: Data files

    private func examine(_ file: DataFile) throws -> [DoctorFinding] {
        let subject = shown(file.path)
        // The bytes the file was read from, for the checks of bytes below (nil: read again).
        var read: Data??
        do {
            // Water and fasts are read through `reads`, as `check` reads them, for the findings after this one.
            switch file.kind {
            case .water(let month): read = try reads.readWater(month: month)
            case .sessions(let year): read = try reads.readHistoryFile(year: year)
            case .legacySessions: read = try reads.readHistoryFile(year: nil)
            default: try store.check(file)
            }
        } catch {
            switch error {
            case .damaged(_, let reason):
                return [damaged(file, lines: ["could not be read: \(reason)."])]
            case .missing:
                return [damaged(file, lines: ["is missing, though its previous copy is still there."])]
            case .newerVersion(_, let version):
                return [DoctorFinding(
                    subject: subject, weight: .attention,
                    lines: ["was written by a newer atrest (format \(version)), so this one cannot read it."],
                    advice: "Update atrest to read it. It is left exactly as it is."
                )]
            case .fileSystem(let problem):
                // Usually permissions, which have their own finding and repair; the file is not set aside.
                return [DoctorFinding(
                    subject: subject, weight: .attention,
                    lines: ["could not be read: \(problem.reason)."],
                    advice: problem.code == EACCES || problem.code == EPERM ? accessAdvice(file.path) : nil
                )]
            case .noHome:
                throw error
            }
        }
        let bytes = read ?? ((try? fileSystem.contents(ofOwnFile: file.path)) ?? nil)
        if let bytes, case let zones = zoneNameFindings(file, bytes: bytes), !zones.isEmpty { return zones }
        if let bytes, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return [DoctorFinding(
                subject: subject, weight: .note,
                lines: ["begins with an invisible byte-order mark, which some editors add. atrest reads it as it is, and the next save leaves it out."]
            )]
        }
        return []
    }

    /// A file that cannot be trusted, and whether its previous generation can take its place.
    private func damaged(_ file: DataFile, lines: [String]) -> DoctorFinding {
        var finding = DoctorFinding(subject: shown(file.path), weight: .attention, lines: lines)
        let previousName = PathText.lastComponent(file.previousPath)
        let fromExport = Self.withoutPrevious(file.kind)
        do {
            if let previous = try store.readablePrevious(of: file) {
                finding.lines.append("Its previous copy, \(previousName), can be read; it is one save older.")
                finding.advice = "atrest doctor --repair sets the file aside under a new name and puts the previous copy in its place."
                finding.repair = .restore(file, previous: previous)
            } else {
                finding.lines.append("There is no previous copy to put in its place.")
                finding.advice = fromExport
            }
        } catch {
            let reason = if case .damaged(_, let why) = error { why } else { "it is from a newer atrest" }
            finding.lines.append("Its previous copy, \(previousName), could not be read either: \(reason).")
            finding.advice = fromExport
        }
        return finding
    }

    /// What to do about a damaged file without a readable previous copy. Only the files an
    /// export holds are brought back by importing one; the others need no import.
    static func withoutPrevious(_ kind: DataFile.Kind) -> String {
        switch kind {
        case .reminders:
            "It only records which reminders were already told: rename it to set it aside, and atrest begins a new one (a reminder may be told once more). No import is needed."
        case .device:
            "It only holds this computer's id for atrest sync: rename it to set it aside, and atrest makes a new id at the next change. No import is needed."
        case .syncFolder:
            "It only names your sync folder: rename it to set it aside, then name the folder again with atrest config sync-folder. No import is needed."
        default:
            "If you have an export, rename this file to set it aside, then run atrest import with the export."
        }
    }

    // MARK: Records

    /// Fasts that share time (two computers recorded the same fast, or something other than
    /// atrest changed the files), fasts held twice, and a running fast at odds with the history.
    private func recordFindings() throws -> [DoctorFinding] {
        guard let stored = try? reads.storedHistory() else { return [] }
        let history = stored.history
        var found: [DoctorFinding] = []
        for file in stored.files where file.sessions.withUnsafeBufferPointer({ fasts in Self.mayHoldRepeats(count: fasts.count) { fasts[$0].id } }) {
            var seen = Set<UUID>()
            for session in file.sessions where !seen.insert(session.id).inserted {
                found.append(DoctorFinding(
                    subject: shown(file.path), weight: .attention,
                    lines: ["holds the fast \(FastText.shortID(session.id)) twice."],
                    advice: "atrest delete \(FastText.shortID(session.id)) removes one of them."
                ))
            }
        }
        found += movedFindings(stored)
        let sessions = history.sessions
        for (reaching, later) in FastOverlap.shared(inOrderOfStart: sessions) where sessions[reaching].id != sessions[later].id {
            let (earlier, session) = (sessions[reaching], sessions[later])
            found.append(DoctorFinding(
                subject: shown(stored.file(holding: session.id)?.path ?? store.paths.sessionsDirectory), weight: .attention,
                lines: [
                    "holds two fasts that share time: \(FastText.span(earlier, clock: clock)) (\(FastText.shortID(earlier.id))) and \(FastText.span(session, clock: clock)) (\(FastText.shortID(session.id))).",
                    "Two computers likely each recorded the same fast, and atrest sync or import brought them together; both are kept, so nothing is lost.",
                ],
                advice: "atrest delete with the id of the copy you do not want removes it (on every computer, at the next sync); atrest edit with an id changes that fast's times instead."
            ))
        }
        if let (fast, _) = (try? store.loadActiveFast()) ?? nil {
            let activeSubject = shown(store.paths.activeFast)
            if history.session(id: fast.id) != nil {
                found.append(DoctorFinding(
                    subject: activeSubject, weight: .attention,
                    lines: ["holds a running fast that is also recorded; an atrest end was likely cut short."],
                    advice: "atrest end records it once, with its end; atrest abandon leaves the recorded one as it is."
                ))
            } else if let other = history.sessions.first(where: { $0.end > fast.start }) {
                found.append(DoctorFinding(
                    subject: activeSubject, weight: .attention,
                    lines: ["holds a running fast that began, \(clock.moment(fast.start)), before the fast recorded for \(FastText.span(other, clock: clock)) ended."],
                    advice: "atrest edit \(FastText.shortID(other.id)) changes that fast; atrest abandon sets the running one aside."
                ))
            }
        }
        found += secondRunningFindings()
        return found
    }

    /// Running fasts kept beside the one that runs here: two computers each began a fast
    /// before either heard of the other (`atrest sync`, `atrest import`). Ending or setting aside
    /// the one that runs sets the others aside with it, so the person is told which is which.
    private func secondRunningFindings() -> [DoctorFinding] {
        // Beside the one in active.json, running fasts are kept only in changes.json: without
        // any there, there is no second, and the whole history need not be assembled to say so.
        guard let ledger = try? store.loadChanges(), !ledger.running.isEmpty else { return [] }
        guard let replica = try? reads.replica().replica, let active = replica.activeFast else { return [] }
        let device = ((try? store.savedDeviceID()) ?? nil) ?? Stamp.unstamped.device
        return replica.otherRunning(seenFrom: device).map { other, elsewhere in
            DoctorFinding(
                subject: shown(store.paths.changes), weight: .attention,
                lines: [
                    "holds a second running fast, begun \(elsewhere ? "on another computer" : "on this computer") at \(clock.moment(other.start))\(elsewhere ? " before the two computers heard of each other" : ""); atrest shows and ends the earlier one, running since \(clock.moment(active.start)).",
                    "Both are kept, so nothing is lost; ending or setting aside the earlier one sets the second aside with it.",
                ],
                advice: "If the earlier one is your fast, nothing needs doing: atrest end records it when it ends. To keep the second instead, set the earlier one aside and begin again from the second's start:",
                commands: ["atrest abandon", "atrest start --at \(Timestamp.format(other.start, in: other.timeZone))"]
            )
        }
    }

    /// Fasts held by two year files: what a change that moves a fast between years leaves
    /// when it is cut short (see `HistoryWritePlan`). Each copy is filed in its own year (the
    /// store refuses any other), the newer file's copy is the one that counts, and the next
    /// change to the history leaves each fast in one file. (`sessions.json` beside year files
    /// is the move from an earlier atrest's single file, finished by the next change too.)
    private func movedFindings(_ stored: StoredHistory) -> [DoctorFinding] {
        // The history counts a fast once, as the first file holding it has it, and keeps a file's
        // own repeats: as many fasts as the files hold means no fast is held by two of them.
        guard stored.history.sessions.count < stored.files.reduce(0, { $0 + $1.sessions.count }) else { return [] }
        var found: [DoctorFinding] = []
        var holders: [UUID: String] = [:]
        for file in stored.files where file.year != nil {
            var older: [UUID] = []
            for id in Set(file.sessions.map(\.id)) {
                if holders[id] == nil { holders[id] = file.path } else { older.append(id) }
            }
            guard let first = older.min(by: UUID.precedes), let counted = holders[first] else { continue }
            let line = older.count == 1
                ? "holds an older copy of the fast \(FastText.shortID(first)), which \(shown(counted)) holds too: a change that moved it between years was cut short. atrest uses the copy in \(PathText.lastComponent(counted)), and the next change to your fasts leaves it in one file."
                : "holds older copies of \(older.count) fasts that newer year files hold too: a change that moved them between years was cut short. atrest uses the newer copies, and the next change to your fasts leaves each in one file."
            found.append(DoctorFinding(subject: shown(file.path), weight: .note, lines: [line]))
        }
        return found
    }
}
