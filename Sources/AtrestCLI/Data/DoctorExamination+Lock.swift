#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

extension DoctorExamination {
    /// The lock file when it exists and cannot be opened as a lock (a folder, a link, a FIFO
    /// made in its place): every command that changes anything stops on it. Nil when it opens,
    /// when another atrest holds it, or when it is not this person's to open (a reader goes
    /// ahead without it, as `whileReading` does).
    func brokenLockFinding() -> DoctorFinding? {
        let path = store.paths.lock
        guard fileSystem.exists(path) || Self.isLink(path) else { return nil }
        do {
            try store.withLock(sweepingLeftovers: false) {}
            return nil
        } catch StoreError.fileSystem(let error) where error.operation == .lock && ![ETIMEDOUT, EROFS, EACCES, EPERM].contains(error.code) {
            return DoctorFinding(
                subject: shown(path), weight: .attention,
                lines: ["cannot be opened as atrest's lock: \(error.reason). Every change stops on it until it is a plain file again; your data files are not touched by it."],
                advice: "Set it aside, and atrest makes a new lock at the next change:",
                commands: ["mv " + Self.shellQuoted(shown(path)) + " " + Self.shellQuoted(shown(path + ".broken"))]
            )
        } catch {
            return nil
        }
    }
}

extension DoctorExamination {
    /// `doctor --repair` on a broken lock: sets it aside as `lock.broken-<when>` when no atrest
    /// can be holding it, and says what it did (nil when it left it as it was, and why).
    ///
    /// Only what is not a plain file is moved (a folder, a link, a FIFO, a socket): atrest
    /// opens its lock without following links and locks only plain files, so nothing of
    /// atrest's can hold such a thing. Should another `doctor --repair` have made a new lock
    /// in that very moment, what was moved is a plain file, and it goes back at once.
    func setAsideBrokenLock(now: Date) -> (done: Bool, said: String) {
        let path = store.paths.lock
        guard let kind = Self.nonPlainKind(path) else {
            return (false, "It is a plain file that could not be opened; it was left as it is.")
        }
        let aside = path + ".broken-" + Timestamp.formatUTC(now).filter { $0 != "-" && $0 != ":" }
        guard !fileSystem.exists(aside), !Self.isLink(aside) else {
            return (false, "Something is already named \(PathText.lastComponent(aside)); it was left as it is.")
        }
        do {
            try fileSystem.rename(path, to: aside)
        } catch {
            return (false, "It could not be set aside: \(error.reason).")
        }
        if Self.nonPlainKind(aside) == nil {
            // A lock made in between by another repair: put back, never taken from its holder.
            try? fileSystem.link(aside, to: path)
            try? fileSystem.remove(aside)
            return (false, "Another atrest made a new lock meanwhile; it was left in place.")
        }
        return (true, "It was \(kind); set aside as \(PathText.lastComponent(aside)), and atrest made a new lock.")
    }

    /// What is at `path` when it is there and not a plain file: "a folder", "a link"…
    static func nonPlainKind(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a link"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "a device"
        }
    }
}
