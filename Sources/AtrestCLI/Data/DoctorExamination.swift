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

/// One thing `atrest doctor` found, in plain words, with what the person can do about it.
struct DoctorFinding: Sendable {
    enum Weight: Sendable {
        /// Something is wrong and needs doing; `doctor` exits 1 while one remains.
        case attention
        /// Worth knowing, nothing to do.
        case note
    }

    /// What `--repair` may do. It never deletes: it renames, restores and sets permissions.
    enum Repair: Sendable {
        case restore(DataFile, previous: Data)
        case permissions(path: String, mode: UInt16)
    }

    /// The file or folder, as the person finds it: `~/.local/share/atrest/sessions.json`.
    var subject: String
    var weight: Weight
    /// What was found; the first line is the finding itself.
    var lines: [String]
    /// What to do, when there is something to do.
    var advice: String?
    var repair: Repair?
    /// Shell commands the person may run, each printed whole on its own line.
    var commands: [String] = []
}

/// Looks at every file and folder atrest keeps, and says what it finds.
///
/// It reads through the same loaders the commands use, so a file it calls readable is one
/// every command can read, and a file it calls damaged is one every command refuses.
struct DoctorExamination {
    let store: AtrestStore
    let clock: ClockText
    /// Writes paths the way a person reads them, with `~` for the home directory.
    let shown: (String) -> String

    var fileSystem: any FileSystem { store.fileSystem }

    func findings() throws -> [DoctorFinding] {
        var found: [DoctorFinding] = []
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
        do {
            try store.check(file)
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
        let bytes = (try? fileSystem.contents(ofOwnFile: file.path)) ?? nil
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
        let fromExport = "If you have an export, rename this file to set it aside, then run atrest import with the export."
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

    // MARK: Records

    /// Fasts that share time: the files read, but something other than atrest changed them.
    private func recordFindings() throws -> [DoctorFinding] {
        guard let stored = try? store.loadStoredHistory() else { return [] }
        let history = stored.history
        var found: [DoctorFinding] = []
        for file in stored.files {
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
        var reaching: FastingSession?
        for session in history.sessions {
            if let earlier = reaching, session.start < earlier.end, earlier.id != session.id {
                found.append(DoctorFinding(
                    subject: shown(stored.file(holding: session.id)?.path ?? store.paths.sessionsDirectory), weight: .attention,
                    lines: ["holds two fasts that share time: \(FastText.span(earlier, clock: clock)) (\(FastText.shortID(earlier.id))) and \(FastText.span(session, clock: clock)) (\(FastText.shortID(session.id)))."],
                    advice: "atrest edit or atrest delete with one of those ids sets it right."
                ))
            }
            if let current = reaching, current.end >= session.end { continue }
            reaching = session
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
        return found
    }

    /// What to do about a file or folder closed to you: `--repair` where its own mode is the
    /// cause (it sets that), else a pointer to its owner, which atrest cannot change.
    private func accessAdvice(_ path: String) -> String {
        let needed: UInt16 = isFolder(path) ? 0o700 : 0o600
        if let mode = fileSystem.mode(of: path), mode & needed != needed {
            return "atrest doctor --repair makes it yours to read again."
        }
        return "Its own mode is not the cause, so atrest doctor --repair cannot change this; ls -ld on it and the folders above it shows whose they are."
    }

    /// Fasts held by two year files: what a change that moves a fast between years leaves
    /// when it is cut short (see `HistoryWritePlan`). Each copy is filed in its own year (the
    /// store refuses any other), the newer file's copy is the one that counts, and the next
    /// change to the history leaves each fast in one file. (`sessions.json` beside year files
    /// is the move from an earlier atrest's single file, finished by the next change too.)
    private func movedFindings(_ stored: StoredHistory) -> [DoctorFinding] {
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

    // MARK: Folders, permissions, leftovers

    /// atrest's folders that exist but cannot be looked into: their files are unknown, not absent.
    /// A folder inside one already named is not named again: the first says it for both.
    private func unreadableFolderFindings() -> [DoctorFinding] {
        var named: [String] = []
        var found: [DoctorFinding] = []
        for directory in store.directories where !named.contains(where: { directory.hasPrefix($0 + "/") }) {
            do throws(FileSystemError) {
                _ = try fileSystem.list(directory)
            } catch {
                named.append(directory)
                found.append(DoctorFinding(
                    subject: shown(directory), weight: .attention,
                    lines: ["could not be read: \(error.reason). What it holds is unknown, not gone."],
                    advice: accessAdvice(directory)
                ))
            }
        }
        return found
    }

    /// Folders should be 0700 and files 0600: the person's alone, and writable by atrest.
    private func permissionFindings() -> [DoctorFinding] {
        var found: [DoctorFinding] = []
        for directory in store.directories where fileSystem.exists(directory) {
            if let finding = permission(directory, expected: DurableWriter.directoryMode, kind: "folder") {
                found.append(finding)
            }
            for name in (try? fileSystem.list(directory)) ?? [] {
                let path = directory + "/" + name
                // Leftover temporary files have their own finding; --repair leaves them as they are.
                // A link or a FIFO is no file of atrest's to set a mode on: its finding is that it is one.
                if store.directories.contains(path) || isFolder(path) || DurableWriter.isTemporary(name) || !isPlain(path) { continue }
                if let finding = permission(path, expected: DurableWriter.fileMode, kind: "file") {
                    found.append(finding)
                }
            }
        }
        return found
    }

    private func permission(_ path: String, expected: UInt16, kind: String) -> DoctorFinding? {
        // A link's own mode is always 0777 and means nothing (a folder kept elsewhere through a
        // link is followed on purpose; a file that is a link is refused as damaged elsewhere).
        guard !Self.isLink(path) else { return nil }
        guard let mode = fileSystem.mode(of: path), mode & 0o777 != expected else { return nil }
        let shownMode = Self.octal(mode & 0o777)
        var problems: [String] = []
        if mode & 0o077 != 0 { problems.append("others on this computer can read it") }
        if mode & 0o700 != expected & 0o700 { problems.append("you may not be able to \(kind == "folder" ? "open or save in it" : "read or save it")") }
        if problems.isEmpty { problems.append("its permissions are unusual") }
        let lines = ["has mode \(shownMode): \(ListText.joined(problems)). atrest keeps each \(kind) to you alone (\(Self.octal(expected)))."]
        // Only its owner (or root) may change a mode: one left by `sudo atrest` is not promised.
        guard Self.mayChangeMode(path) else {
            return DoctorFinding(
                subject: shown(path), weight: .attention, lines: lines,
                advice: "It belongs to another user, so atrest doctor --repair cannot change it; ls -l shows whose it is."
            )
        }
        return DoctorFinding(
            subject: shown(path), weight: .attention, lines: lines,
            advice: "atrest doctor --repair sets it to \(Self.octal(expected)).",
            repair: .permissions(path: path, mode: expected)
        )
    }

    private static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    private static func mayChangeMode(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return true }
        return geteuid() == 0 || info.st_uid == geteuid()
    }

    /// `0644`
    static func octal(_ mode: UInt16) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Temporary files from saves that were cut short, and copies an earlier repair set aside.
    private func leftoverFindings() -> [DoctorFinding] {
        var found: [DoctorFinding] = []
        for directory in store.directories where fileSystem.exists(directory) {
            let names = (try? fileSystem.list(directory)) ?? []
            let leftovers = names.filter(DurableWriter.isTemporary)
            // Those whose writer is gone go with the next change; one that names a process
            // still running (a number used again) is left to the person.
            let orphans = leftovers.filter { !DurableWriter.writerIsRunning($0) }
            if !orphans.isEmpty {
                let one = orphans.count == 1
                found.append(DoctorFinding(
                    subject: shown(directory), weight: .note,
                    lines: ["holds " + (one ? "a temporary file" : "\(orphans.count) temporary files")
                        + " left by a save that was cut short: " + ListText.joined(orphans) + ". "
                        + "The data files themselves are whole, and atrest never reads \(one ? "it" : "these"); the next change atrest saves removes \(one ? "it" : "them")."]
                ))
            }
            let temporary = leftovers.filter(DurableWriter.writerIsRunning)
            if !temporary.isEmpty {
                let one = temporary.count == 1
                found.append(DoctorFinding(
                    subject: shown(directory), weight: .attention,
                    lines: ["holds " + (one ? "a temporary file" : "\(temporary.count) temporary files")
                        + " left by a save that was cut short: " + ListText.joined(temporary) + ".",
                        "The data files themselves are whole, and atrest never reads \(one ? "it" : "these"). atrest does not delete \(one ? "it" : "them") for you; you may:"],
                    commands: temporary.map { "rm " + Self.shellQuoted(shown(directory + "/" + $0)) }
                ))
            }
            let aside = names.filter { $0.contains(".damaged-") }
            if !aside.isEmpty {
                found.append(DoctorFinding(
                    subject: shown(directory), weight: .note,
                    lines: ["keeps " + ListText.joined(aside) + ", set aside by atrest doctor --repair. atrest does not read \(aside.count == 1 ? "it" : "them"); remove \(aside.count == 1 ? "it" : "them") once you no longer need \(aside.count == 1 ? "it" : "them")."]
                ))
            }
        }
        return found
    }

    /// `~/'.local/share/atrest/.x.tmp'`: quoted for the shell, with `~` left outside so it expands.
    static func shellQuoted(_ path: String) -> String {
        let home = path.hasPrefix("~/") ? "~/" : ""
        let rest = path.dropFirst(home.count).replacing("'", with: "'\\''")
        return home + "'" + rest + "'"
    }

    private func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether `path` itself (a link not followed) is a regular file.
    private func isPlain(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
