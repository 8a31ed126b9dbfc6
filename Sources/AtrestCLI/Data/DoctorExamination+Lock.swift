#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
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
