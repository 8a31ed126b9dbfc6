import Foundation
import Store
import Testing

/// Every file under a test's home, to prove a command left them exactly as they were.
struct HomeSnapshot: Equatable, CustomStringConvertible {
    struct File: Equatable {
        var bytes: Data
        var mode: Int
        /// A save renames a new file into place, so even rewriting the same bytes changes this.
        var inode: UInt64
    }

    var files: [String: File]

    var description: String { files.keys.sorted().joined(separator: "\n") }
}

extension TestApp {
    /// Every regular file under the home, by path relative to it.
    func snapshot() -> HomeSnapshot {
        var files: [String: HomeSnapshot.File] = [:]
        let manager = FileManager.default
        for case let relative as String in manager.enumerator(atPath: home) ?? FileManager.DirectoryEnumerator() {
            let path = home + "/" + relative
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let bytes = manager.contents(atPath: path)
            else { continue }
            files[relative] = HomeSnapshot.File(
                bytes: bytes,
                mode: (attributes[.posixPermissions] as? Int) ?? -1,
                inode: (attributes[.systemFileNumber] as? UInt64) ?? UInt64((attributes[.systemFileNumber] as? Int) ?? -1)
            )
        }
        return HomeSnapshot(files: files)
    }

    /// Permission bits of a file or folder.
    func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int) ?? -1
    }

    func setMode(_ path: String, _ mode: Int) {
        try? FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }

    func write(_ data: Data, to path: String) {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: data)
    }

    /// Overwrites a data file by hand, as an editor would, keeping atrest's mode so that
    /// the damage is the only thing wrong with it.
    func damage(_ path: String, with data: Data) {
        write(data, to: path)
        setMode(path, 0o600)
    }

    func damage(_ path: String, with text: String) { damage(path, with: Data(text.utf8)) }

    /// Names in a folder of the home.
    func names(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// Parses stdout as one JSON object.
    func json(_ arguments: String...) throws -> [String: Any] {
        let text = run(arguments).stdout
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw CocoaError(.propertyListReadCorrupt)
        }
        return object
    }
}
