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

/// A file a person names for output (`export --output`, `forest --svg`): one rule for all.
///
/// Never a folder, never inside atrest's own folders (an SVG over `active.json` would read
/// back as no fast), a FIFO or device written into rather than replaced by a regular file,
/// and a link to a file writing that file and keeping the link (as `/dev/stdout` must).
struct OutputFile {
    /// The name as the person typed it, for messages.
    let name: String
    /// Where the bytes go: absolute, a link to a file resolved to that file.
    let path: String
    private let fileSystem: any FileSystem

    /// Checks `argument` as a place to write to; `example` is a file name to suggest.
    init(_ argument: String, in run: CommandRun, store: AtrestStore, example: String) throws {
        name = argument
        fileSystem = run.context.fileSystem
        let target = Self.linkTarget(run.path(argument))
        written = target ?? argument
        path = target ?? run.path(argument)
        if Self.isFolder(path) {
            throw AtrestError.usage("\(argument) is a folder", hint: "give a file name inside it, such as \(argument)/\(example)")
        }
        if Self.isInside(path, any: store.directories) {
            throw AtrestError.usage("\(argument) is inside atrest's own folders", hint: "choose a place outside them, such as ~/\(example)")
        }
    }

    /// Whether writing will replace a file that is there (a stream is written into, not replaced).
    var replaces: Bool { fileSystem.exists(path) && !fileSystem.isStream(path) }

    /// The file written, as a message names it: as typed, or where a link led.
    let written: String

    /// Writes `data`: into a stream as it is, else durably through a temporary file.
    func write(_ data: Data, keepingPrevious: Bool, mode: UInt16 = DurableWriter.fileMode, umasked: Bool = false) throws {
        do throws(FileSystemError) {
            if fileSystem.isStream(path) {
                try fileSystem.write(data, closing: fileSystem.openStream(path), path: path)
            } else {
                try DurableWriter(fileSystem: fileSystem).save(data, to: path, keepingPrevious: keepingPrevious, mode: mode, umasked: umasked)
            }
        } catch {
            throw AtrestError.cannot(
                "could not write \(name): \(error.reason)",
                untouched: error.operation == .syncDirectory ? nil : .nothingWritten,
                hint: error.operation == .syncDirectory ? "it is written, but may not survive a power cut" : nil
            )
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The file a symbolic link at `path` leads to, when it leads to one that exists.
    private static func linkTarget(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PATH_MAX) + 1) { buffer in
            guard let base = buffer.baseAddress, realpath(path, base) != nil else { return nil }
            return String(cString: base)
        }
    }

    /// Whether `path` would land in one of `directories`, however it is spelled.
    ///
    /// The folder is compared after resolving `..` and symbolic links, and a relative path
    /// against the working directory, exactly where the save would put it.
    static func isInside(_ path: String, any directories: [String]) -> Bool {
        func resolved(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        let folder = resolved(PathText.parent(path))
        return directories.contains { directory in
            let own = resolved(directory)
            return folder == own || folder.hasPrefix(own + "/")
        }
    }
}
