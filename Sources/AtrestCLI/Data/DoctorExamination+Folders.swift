import Domain
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Store

/// What doctor finds about the folders themselves: closed ones, loose permissions, leftovers.
extension DoctorExamination {
    /// atrest's folders that exist but cannot be looked into: their files are unknown, not absent.
    /// A folder inside one already named is not named again: the first says it for both.
    func unreadableFolderFindings() -> [DoctorFinding] {
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
    func permissionFindings() -> [DoctorFinding] {
        var found: [DoctorFinding] = []
        let directories = store.directories
        for directory in directories where fileSystem.exists(directory) {
            if let finding = permission(directory, expected: DurableWriter.directoryMode, kind: "folder") {
                found.append(finding)
            }
            for name in (try? fileSystem.list(directory)) ?? [] {
                let path = directory + "/" + name
                // Leftover temporary files have their own finding; --repair leaves them as they are.
                // A link or a FIFO is no file of atrest's to set a mode on: its finding is that it is one.
                if directories.contains(path) || isFolder(path) || DurableWriter.isTemporary(name) || !isPlain(path) { continue }
                if let finding = permission(path, expected: DurableWriter.fileMode, kind: "file") {
                    found.append(finding)
                }
            }
        }
        return found
    }

    func permission(_ path: String, expected: UInt16, kind: String) -> DoctorFinding? {
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

    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    static func mayChangeMode(_ path: String) -> Bool {
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
    func leftoverFindings() -> [DoctorFinding] {
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
            let aside = names.filter(Self.isSetAside)
            if !aside.isEmpty {
                found.append(DoctorFinding(
                    subject: shown(directory), weight: .note,
                    lines: ["keeps " + ListText.joined(aside) + ", set aside by atrest doctor --repair. atrest does not read \(aside.count == 1 ? "it" : "them"); remove \(aside.count == 1 ? "it" : "them") once you no longer need \(aside.count == 1 ? "it" : "them")."]
                ))
            }
        }
        return found
    }

    /// Whether `name` holds `.damaged-`, the mark of a copy `--repair` set aside. Looked for
    /// byte by byte: `String.contains` of a string took 18,000 instructions a name (650 names
    /// at fifty years, 2 % of `doctor`).
    static func isSetAside(_ name: String) -> Bool {
        let mark: StaticString = ".damaged-"
        let bytes = Array(name.utf8)
        let count = mark.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        return mark.withUTF8Buffer { mark in
            (0...(bytes.count - count)).contains { start in
                bytes[start] == mark[0] && (1..<count).allSatisfy { bytes[start + $0] == mark[$0] }
            }
        }
    }

    /// `~/'.local/share/atrest/.x.tmp'`: quoted for the shell, with `~` left outside so it expands.
    static func shellQuoted(_ path: String) -> String {
        let home = path.hasPrefix("~/") ? "~/" : ""
        let rest = path.dropFirst(home.count).replacing("'", with: "'\\''")
        return home + "'" + rest + "'"
    }

    func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether `path` itself (a link not followed) is a regular file.
    func isPlain(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// What to do about a file or folder closed to you: `--repair` where its own mode is the
    /// cause (it sets that), else a pointer to its owner, which atrest cannot change.
    func accessAdvice(_ path: String) -> String {
        let needed: UInt16 = isFolder(path) ? 0o700 : 0o600
        if let mode = fileSystem.mode(of: path), mode & needed != needed {
            return "atrest doctor --repair makes it yours to read again."
        }
        return "Its own mode is not the cause, so atrest doctor --repair cannot change this; ls -ld on it and the folders above it shows whose they are."
    }
}
