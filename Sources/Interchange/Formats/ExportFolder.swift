#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Domain
import Store

/// A folder given to `import` in place of a file: an app's export unpacked, as Zero's is
/// (several JSON files, the fasts in `biodata.json`).
package enum ExportFolder {
    /// The files that hold fasts, by the name each app gives its own.
    static let names = ["biodata.json"]

    /// The path of the file with the fasts when `path` is a folder: in it, or in a folder
    /// inside it (an archive unpacked into a folder of its own); nil when `path` is no folder.
    package static func file(in path: String, fileSystem: any FileSystem) throws(ImportProblem) -> String? {
        guard let entries = try? fileSystem.list(path), isFolder(path, fileSystem: fileSystem) else { return nil }
        for name in names where entries.contains(name) { return path + "/" + name }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let inner = path + "/" + entry
            guard isFolder(inner, fileSystem: fileSystem), let found = try? fileSystem.list(inner) else { continue }
            for name in names where found.contains(name) { return inner + "/" + name }
        }
        throw ImportProblem("", "it is a folder without biodata.json, the file of Zero's export that holds the fasts",
                            hint: "name the export file itself, such as atrest import FOLDER/biodata.json")
    }

    /// Whether `path` is a folder: it lists, and reading it as a file says it is a directory.
    private static func isFolder(_ path: String, fileSystem: any FileSystem) -> Bool {
        do {
            _ = try fileSystem.contents(of: path, upTo: 1)
            return false
        } catch {
            return error.code == EISDIR
        }
    }
}
