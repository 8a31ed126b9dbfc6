import Domain
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one lock around every change, and what a change does first.
extension AtrestStore {
    /// Runs `body` holding the store's lock.
    ///
    /// The lock is `lock` in the data folder; a lock left in the state folder by an earlier
    /// atrest is taken as well, after it (always in that order, so two of these never wait on
    /// each other), for as long as that file is there. It is never created.
    ///
    /// A change (`sweepingLeftovers`) first removes the temporary files that saves cut short
    /// by a kill left behind: with the lock held no save is under way, so each is a leftover
    /// (one whose writer still runs, an atrest that took no lock, is kept all the same).
    /// Readers pass false: they change nothing, and doctor shows leftovers as they are.
    @discardableResult
    package func withLock<T>(sweepingLeftovers: Bool = true, _ body: () throws -> T) throws -> T {
        do {
            try fileSystem.makeDirectory(paths.data, mode: DurableWriter.directoryMode)
        } catch {
            throw StoreError.fileSystem(error)
        }
        // No folder's mode is tightened here: readers hold the lock too, and change nothing
        // (doctor reports a loose folder); every save tightens the folders it writes into.
        let lock: any FileLock
        do {
            lock = try fileSystem.lock(paths.lock, timeout: lockTimeout)
        } catch {
            throw StoreError.fileSystem(error)
        }
        defer { lock.release() }
        let legacy = try legacyLock()
        defer { legacy?.release() }
        if sweepingLeftovers { removeLeftovers() }
        // The undo entry is `apply`'s to write: a save made otherwise is no change of a
        // person's (a merge's and an undo's are parts of one), and leaves undo nothing.
        return try body()
    }

    /// Best effort: a leftover that cannot be removed is never read, and never stops a change.
    private func removeLeftovers() {
        for directory in directories {
            guard let names = try? fileSystem.temporaryNames(in: directory) else { continue }
            for name in names where !DurableWriter.writerIsRunning(name) {
                try? fileSystem.remove(directory + "/" + name)
            }
        }
    }

    /// The earlier atrest's lock, held when it exists; one that cannot be opened (a read-only
    /// or foreign file) guards nothing this atrest could break, and is passed by.
    private func legacyLock() throws -> (any FileLock)? {
        // One folder named by all three XDG variables: the two are one file, already held.
        guard paths.legacyLock != paths.lock, fileSystem.exists(paths.legacyLock) else { return nil }
        // The same folder spelled another way (a link, `//`, `/./`) is the same file too.
        guard Self.resolved(paths.legacyLock) != Self.resolved(paths.lock) else { return nil }
        do {
            return try fileSystem.lock(paths.legacyLock, timeout: lockTimeout)
        } catch where error.code == ETIMEDOUT {
            throw StoreError.fileSystem(error)
        } catch {
            return nil
        }
    }

    /// `path` with every link and `.` resolved, or as it is when it cannot be.
    package static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
