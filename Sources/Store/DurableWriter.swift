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

/// Saves files all-or-nothing and durably, keeping the previous generation beside each.
///
/// A save writes a temporary file in the same directory, fsyncs it, renames it over the old
/// file and fsyncs the directory; a crash at any point leaves either the old or the new file.
/// `Data.write(options: .atomic)` is not used: on Linux it neither fsyncs the directory nor
/// keeps the file's mode.
package struct DurableWriter: Sendable {
    package static let fileMode: UInt16 = 0o600
    package static let directoryMode: UInt16 = 0o700

    package let fileSystem: any FileSystem

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Replaces the file at `path` with `data`, keeping what was there as `path.previous`.
    ///
    /// Files the person names (an SVG picture, an export) are written the same careful way,
    /// without a previous generation and with the mode they ask for; `umasked`, that mode
    /// less what the person's umask takes away, as any program's new file.
    ///
    /// A failure is reported under the file's own name, never a temporary one's.
    package func save(_ data: Data, to path: String, keepingPrevious: Bool = true, mode: UInt16 = fileMode, umasked: Bool = false) throws(FileSystemError) {
        do {
            let staged = try stage(data, to: path, keepingPrevious: keepingPrevious, mode: mode, umasked: umasked)
            try place([staged])
        } catch {
            throw Self.named(error, for: path)
        }
    }

    /// A failure under the file's own name, never a temporary one's nor its previous generation's.
    static func named(_ error: FileSystemError, for path: String) -> FileSystemError {
        var named = error
        let name = PathText.lastComponent(error.path)
        if Self.isTemporary(name) || error.path == AtrestPaths.previous(of: path) { named.path = path }
        return named
    }

    /// Whether `name` is one of the temporary files a save leaves behind if it is cut short.
    package static func isTemporary(_ name: String) -> Bool {
        TemporaryName.matches(name)
    }

    /// Whether the process that began the temporary file `name` is still running (another
    /// process now; this one has saved nothing yet when it looks). Names it cannot read count
    /// as running, so only files known to be orphans are ever removed.
    package static func writerIsRunning(_ name: String) -> Bool {
        // `.NAME.PID-RANDOM.tmp`
        let stem = name.dropLast(".tmp".count)
        guard let dot = stem.lastIndex(of: "."),
              let dash = stem[dot...].firstIndex(of: "-"),
              let pid = Int32(stem[stem.index(after: dot)..<dash]), pid > 0
        else { return true }
        if pid == getpid() { return false }
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        return isAtrest(pid)
    }

    /// Whether process `pid` is an atrest (or a test of it), as far as the system tells: a
    /// number reused after a reboot by another program leaves an orphan that no save will
    /// ever finish. Where the name cannot be read, the process counts as atrest.
    private static func isAtrest(_ pid: Int32) -> Bool {
        ProcessName.of(pid).map { $0.lowercased().contains("atrest") } ?? true
    }

    /// The previous generation becomes a second name for the current file, so the current
    /// file never stops existing under its own name, not even for an instant.
    func keepPrevious(of path: String, in directory: String, name: String) throws(FileSystemError) {
        let previous = AtrestPaths.previous(of: path)
        let staging = "\(directory)/.\(name).previous.\(Self.uniqueSuffix()).tmp"
        // A hard link shares the file's mode: a file once left readable by others would stay
        // so as `.previous`. Best effort, like the modes set on creation.
        if let mode = fileSystem.mode(of: path), mode != Self.fileMode {
            try? fileSystem.setMode(path, mode: Self.fileMode)
        }
        do {
            try fileSystem.link(path, to: staging)
        } catch {
            // File systems without hard links get a copy instead.
            guard let current = try fileSystem.contents(ofOwnFile: path) else { return }
            try writeComplete(current, to: staging, mode: Self.fileMode)
        }
        do {
            try fileSystem.rename(staging, to: previous)
        } catch {
            try? fileSystem.remove(staging)
            throw error
        }
    }

    func writeComplete(_ data: Data, to temporary: String, mode: UInt16, umasked: Bool = false) throws(FileSystemError) {
        let descriptor = umasked ? try fileSystem.createFile(temporary, umasked: mode) : try fileSystem.createFile(temporary, mode: mode)
        do {
            try fileSystem.write(data, to: descriptor, path: temporary)
            try fileSystem.sync(descriptor, path: temporary)
        } catch {
            try? fileSystem.close(descriptor, path: temporary)
            try? fileSystem.remove(temporary)
            throw error
        }
        do {
            try fileSystem.close(descriptor, path: temporary)
        } catch {
            try? fileSystem.remove(temporary)
            throw error
        }
    }

    package static func uniqueSuffix() -> String {
        "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }
}
