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

/// The real file system, through POSIX calls, so that fsync and permissions are exact.
package struct LiveFileSystem: FileSystem {
    package init() {}

    package func contents(of path: String) throws(FileSystemError) -> Data? {
        try contents(of: path, upTo: Int.max)
    }

    package func contents(of path: String, upTo limit: Int) throws(FileSystemError) -> Data? {
        try readFile(path, upTo: limit, ownFile: false)
    }

    package func contents(ofOwnFile path: String) throws(FileSystemError) -> Data? {
        try readFile(path, upTo: Int.max, ownFile: true)
    }

    /// Up to `limit` bytes of a regular file, following links (a zone in the database): a FIFO
    /// or a terminal is refused without waiting for a writer or reading what is typed.
    package func contents(ofRegularFile path: String, upTo limit: Int) throws(FileSystemError) -> Data? {
        try readFile(path, upTo: limit, ownFile: false, regularOnly: true)
    }

    package func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    package func makeDirectory(_ path: String, mode: UInt16) throws(FileSystemError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw FileSystemError(.makeDirectory, path: path, code: ENOTDIR) }
            return
        }
        let parent = PathText.parent(path)
        if !parent.isEmpty, parent != path, parent != "/" {
            try makeDirectory(parent, mode: mode)
        }
        if mkdir(path, mode_t(mode)) != 0, errno != EEXIST {
            throw FileSystemError(.makeDirectory, path: path, code: errno)
        }
        // mkdir honours the umask; the store's directories are private whatever it is.
        _ = chmod(path, mode_t(mode))
    }

    package func createFile(_ path: String, mode: UInt16) throws(FileSystemError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode))
        guard descriptor >= 0 else { throw FileSystemError(.create, path: path, code: errno) }
        _ = fchmod(descriptor, mode_t(mode))
        return descriptor
    }

    package func createFile(_ path: String, umasked mode: UInt16) throws(FileSystemError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode))
        guard descriptor >= 0 else { throw FileSystemError(.create, path: path, code: errno) }
        return descriptor
    }

    package func isStream(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFCHR || type == S_IFBLK || type == S_IFSOCK
    }

    package func openStream(_ path: String) throws(FileSystemError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(.create, path: path, code: errno) }
        return descriptor
    }

    package func write(_ data: Data, to descriptor: Int32, path: String) throws(FileSystemError) {
        var failure: Int32 = 0
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = Glibc_write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure != 0 { throw FileSystemError(.write, path: path, code: failure) }
    }

    package func sync(_ descriptor: Int32, path: String) throws(FileSystemError) {
        let failure = DiskFlush.flush(descriptor)
        guard failure == 0 else { throw FileSystemError(.sync, path: path, code: failure) }
    }

    package func close(_ descriptor: Int32, path: String) throws(FileSystemError) {
        guard Glibc_close(descriptor) == 0 else { throw FileSystemError(.close, path: path, code: errno) }
    }

    package func rename(_ source: String, to destination: String) throws(FileSystemError) {
        guard cRename(source, destination) == 0 else {
            throw FileSystemError(.rename, path: destination, code: errno)
        }
    }

    package func link(_ source: String, to destination: String) throws(FileSystemError) {
        guard cLink(source, destination) == 0 else {
            throw FileSystemError(.link, path: destination, code: errno)
        }
    }

    package func syncDirectory(_ path: String) throws(FileSystemError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(.syncDirectory, path: path, code: errno) }
        defer { _ = Glibc_close(descriptor) }
        // Some file systems cannot fsync a directory; their renames are as durable as they get.
        let failure = DiskFlush.flush(descriptor)
        if failure != 0, failure != EINVAL, failure != ENOTSUP {
            throw FileSystemError(.syncDirectory, path: path, code: failure)
        }
    }

    package func list(_ directory: String) throws(FileSystemError) -> [String] {
        var names: [String] = []
        try eachEntry(of: directory) { entry in
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Every entry of `directory`, none when it is not there.
    private func eachEntry(of directory: String, _ body: (UnsafeMutablePointer<dirent>) -> Void) throws(FileSystemError) {
        guard let stream = opendir(directory) else {
            if errno == ENOENT { return }
            throw FileSystemError(.list, path: directory, code: errno)
        }
        defer { closedir(stream) }
        while let entry = readdir(stream) { body(entry) }
    }

    package func temporaryNames(in directory: String) throws(FileSystemError) -> [String] {
        var names: [String] = []
        // Looked at as bytes: only a name that begins with "." and ends ".tmp" becomes a String.
        try eachEntry(of: directory) { entry in
            let name: String? = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: UInt8.self, capacity: Int(NAME_MAX) + 1) { bytes in
                    let length = strlen(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))
                    guard length > 5, bytes[0] == UInt8(ascii: "."), bytes[length - 4] == UInt8(ascii: "."),
                          bytes[length - 3] == UInt8(ascii: "t"), bytes[length - 2] == UInt8(ascii: "m"), bytes[length - 1] == UInt8(ascii: "p")
                    else { return nil }
                    return String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
                }
            }
            if let name, TemporaryName.matches(name) { names.append(name) }
        }
        return names
    }

    package func identity(of path: String) -> FileIdentity? { FileIdentity.of(path) }

    package func mode(of path: String) -> UInt16? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return UInt16(info.st_mode & 0o7777)
    }

    package func setMode(_ path: String, mode: UInt16) throws(FileSystemError) {
        // chmod(2) follows a link: a link planted in atrest's folders would hand its mode to
        // any file it names, so a link is refused. (Not open-and-fchmod: a file whose mode
        // shuts its owner out, the very thing doctor --repair mends, cannot be opened. Only
        // someone who may write in the folder could swap a link in between the two calls.)
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            throw FileSystemError(.setMode, path: path, code: ELOOP)
        }
        guard chmod(path, mode_t(mode)) == 0 else { throw FileSystemError(.setMode, path: path, code: errno) }
    }

    package func remove(_ path: String) throws(FileSystemError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw FileSystemError(.remove, path: path, code: errno) }
    }

    package func lock(_ path: String, timeout: TimeInterval) throws(FileSystemError) -> any FileLock {
        // Never through a link: one planted as the lock could make atrest create, or lock, any file.
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileSystemError(.lock, path: path, code: errno) }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let reason = errno
            guard reason == EWOULDBLOCK || reason == EINTR, Date() < deadline else {
                _ = Glibc_close(descriptor)
                throw FileSystemError(.lock, path: path, code: reason == EWOULDBLOCK ? ETIMEDOUT : reason)
            }
            usleep(10_000)
        }
        return DescriptorLock(descriptor: descriptor)
    }
}

/// An `flock` held through an open descriptor; closing it releases the lock.
private struct DescriptorLock: FileLock {
    let descriptor: Int32
    func release() { _ = Glibc_close(descriptor) }
}

// The system calls share names with this type's methods; these aliases keep calls unambiguous.
func Glibc_close(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
    Darwin.close(descriptor)
    #elseif canImport(Musl)
    Musl.close(descriptor)
    #else
    Glibc.close(descriptor)
    #endif
}

private func Glibc_write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #else
    Glibc.write(descriptor, bytes, count)
    #endif
}

// The C library's `rename` and `link`, which the methods of the same names hide inside the type.
private func cRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
private func cLink(_ source: String, _ destination: String) -> Int32 { link(source, destination) }
