import Foundation
import Store
import TestProcesses
import Testing

/// The built `atrest` binary, started as a real process: what concurrency and SIGKILL need,
/// which an in-process run cannot give.
struct AtrestProcess {
    /// The built binary: `ATREST_BINARY` when set; else the one `swift build` put in the
    /// build folder the tests run from. On Linux the test runner sits in that folder; on macOS
    /// it is inside a bundle there (`debug/atrestPackageTests.xctest/Contents/MacOS/`), so each
    /// folder above the runner is tried; last, `.build/debug` of this checkout, the folder
    /// `swift build --show-bin-path` names (through its link) on every platform.
    static let binary: String? = {
        if let named = ProcessInfo.processInfo.environment["ATREST_BINARY"], !named.isEmpty { return named }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var candidates: [String] = []
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("atrest").path)
            folder = folder.deletingLastPathComponent()
        }
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(checkout.appendingPathComponent(".build/debug/atrest").path)
        return candidates.first { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
                && FileManager.default.isExecutableFile(atPath: path)
        }
    }()

    /// How a process ended.
    enum Ending: Equatable {
        case exited(Int32)
        case killed
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "no atrest binary in the build folder the tests run from, nor in .build/debug; build it with swift build, or name it in ATREST_BINARY"
        }
    }

    let process: Process

    /// Starts `atrest arguments` with `home` as its home; its output goes nowhere.
    static func start(_ arguments: [String], home: String) throws -> AtrestProcess {
        guard let binary else { throw Missing() }
        return try spawn(binary, arguments, home: home)
    }

    /// Starts `/bin/sh -c script`, with `$ATREST` naming the binary.
    static func shell(_ script: String, home: String) throws -> AtrestProcess {
        guard let binary else { throw Missing() }
        return try spawn("/bin/sh", ["-c", script], home: home, extra: ["ATREST": binary])
    }

    private static func spawn(_ executable: String, _ arguments: [String], home: String, extra: [String: String] = [:]) throws -> AtrestProcess {
        // A fresh environment (a fixed zone, no backtracer: a killed process dies at once, quietly).
        let process = try TestProcess.make(executable, arguments, home: home, environment: extra)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return AtrestProcess(process: process)
    }

    func kill() {
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
    }

    /// Waits for the process to end.
    func wait() -> Ending {
        process.waitUntilExit()
        return process.terminationReason == .exit ? .exited(process.terminationStatus) : .killed
    }

    /// Runs `atrest arguments` to the end and returns its exit code (-1 when it was killed).
    static func run(_ arguments: [String], home: String) throws -> Int32 {
        switch try start(arguments, home: home).wait() {
        case .exited(let code): code
        case .killed: -1
        }
    }
}

/// A temporary home for processes, removed afterwards.
final class ProcessHome {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "atrest-process-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    var paths: AtrestPaths { AtrestPaths(environment: ["HOME": path])! }
    var store: AtrestStore { AtrestStore(paths: paths, fileSystem: LiveFileSystem()) }

    /// Every data file loads; the names beside them are data, kept generations, the lock,
    /// or temporary files.
    func expectEveryFileLoads(_ label: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation) {
        let store = store
        do {
            for file in try store.dataFiles() {
                do {
                    try store.check(file)
                } catch {
                    Issue.record("\(label()): \(file.name) does not load: \(error)", sourceLocation: sourceLocation)
                }
            }
        } catch {
            Issue.record("\(label()): the data folder cannot be listed: \(error)", sourceLocation: sourceLocation)
        }
    }

    /// Every water entry in every month file.
    func waterEntries() throws -> [WaterEntryID] {
        let store = store
        return try store.waterMonths().flatMap { try store.loadWater(month: $0).map { WaterEntryID(id: $0.id, milliliters: $0.milliliters) } }
    }

    struct WaterEntryID: Hashable {
        var id: UUID
        var milliliters: Int
    }
}
