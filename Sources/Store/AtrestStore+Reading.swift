#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension AtrestStore {
    /// Runs `body` holding the lock when there is one, for commands that only read.
    ///
    /// Holding it keeps a save in progress from being read halfway across several files: an
    /// edit that moves a fast into another year's file, an `end`, an import. The readers that
    /// hold it are `log`, `forest`, `calendar`, `export`, `import --dry-run` and `doctor`;
    /// `status` and `water`, which read one file of each kind, need not wait.
    /// A home where nothing was ever saved has no lock file, and a command that only reads
    /// should not be the one to create it.
    ///
    /// On a read-only file system the lock cannot be opened for writing, and nothing can be
    /// writing either; reading goes ahead without it, so a read-only home can still be read.
    /// So it does when the lock file is not this person's to open: a reader is not refused.
    package func whileReading<T>(_ body: () throws -> T) throws -> T {
        guard fileSystem.exists(paths.lock) else { return try body() }
        do {
            return try withLock(sweepingLeftovers: false, body)
        } catch StoreError.fileSystem(let error) where error.operation == .lock && [EROFS, EACCES, EPERM].contains(error.code) {
            return try body()
        }
    }
}
