/// Why the store could not do what was asked. Every case leaves the files as they were.
package enum StoreError: Error, Equatable, Sendable {
    /// The file exists but cannot be trusted: empty, cut short, not JSON, or the wrong shape.
    case damaged(path: String, reason: String)
    /// The file was written by a newer atrest that knows a later format.
    case newerVersion(path: String, version: Int)
    /// The file is gone but its previous generation is still there: something removed it.
    case missing(path: String)
    /// The operating system refused a read or a write.
    case fileSystem(FileSystemError)
    /// There is no home directory to keep files in.
    case noHome
}
