import Foundation
import Store
import TestProcesses
import Testing

/// The built `atrest` binary, started as a real process: what concurrency and SIGKILL need,
/// which an in-process run cannot give.
struct AtrestProcess {
    /// The binary beside the running test bundle in the build folder (`swift build` and
    /// `swift test` build it with the tests).
    static let binary: String? = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("atrest").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// How a process ended.
    enum Ending: Equatable {
        case exited(Int32)
        case killed
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "the atrest binary is not beside the tests; run swift build first" }
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
