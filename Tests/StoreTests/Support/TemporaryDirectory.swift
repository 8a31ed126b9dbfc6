import Foundation
import Store

/// A private directory for one test, removed when the test lets go of it.
final class TemporaryDirectory: Sendable {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "atrest-store-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Store paths inside this directory, as XDG would lay them out under a home.
    var paths: AtrestPaths {
        AtrestPaths(data: path + "/share/atrest", config: path + "/config/atrest", state: path + "/state/atrest")
    }

    func store(_ fileSystem: any FileSystem = LiveFileSystem()) -> AtrestStore {
        AtrestStore(paths: paths, fileSystem: fileSystem)
    }
}

/// Plain file helpers for setting up and inspecting the disk around the code under test.
enum Disk {
    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    static func put(_ data: Data, at path: String, mode: UInt16 = 0o600) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: path, contents: data) else { throw CocoaError(.fileWriteUnknown) }
        try setMode(path, mode)
    }

    static func makeDirectory(_ path: String, mode: UInt16) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try setMode(path, mode)
    }

    static func setMode(_ path: String, _ mode: UInt16) throws {
        try FileManager.default.setAttributes([.posixPermissions: NSNumber(value: mode)], ofItemAtPath: path)
    }

    static func mode(_ path: String) -> UInt16? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let mode = attributes[.posixPermissions] as? NSNumber
        else { return nil }
        return mode.uint16Value & 0o7777
    }

    /// Names in `directory`, sorted; empty when it does not exist.
    static func names(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }
}
