import Store

extension AtrestStore {
    /// Runs `body` holding the lock when there is one, for commands that only read.
    ///
    /// Holding it keeps a save in progress from being read halfway across several files.
    /// A home where nothing was ever saved has no lock file, and a command that only reads
    /// (`export`, `import --dry-run`, `doctor`) should not be the one to create it.
    func whileReading<T>(_ body: () throws -> T) throws -> T {
        fileSystem.exists(paths.lock) ? try withLock(body) : try body()
    }
}
