import AtrestCLI
import Domain
import Foundation
import Licensing
import Screen
import Store
import Testing

/// A whole atrest in a temporary home: a settable clock, a fixed time zone, captured output.
///
/// Runs the same entry point as `main.swift`, in process. Every output it captures is checked
/// against the doctrine's banned phrases, so any test that prints also guards the words.
final class TestApp: @unchecked Sendable {
    let home: String
    private let lock = NSLock()
    private var clock: Date
    var timeZone: Zone
    var environment: Environment
    var fileSystem: any FileSystem = LiveFileSystem()
    var input = Data()
    var isTerminal = false
    var columns: Int? = nil
    /// The license checks to use instead of this build's (to count them); nil for the build's.
    var licenseVerifier: LicenseVerifier?
    /// The terminal `watch` takes over; nil: there is none, as in a pipe.
    var terminal: (any TerminalDevice)?
    /// Stands in for the folders' modification times (`watch` looks at them for changes).
    var modificationTimes: @Sendable ([String]) -> [Int64] = { $0.map { _ in 0 } }

    struct Output {
        var code: Int32
        var stdout: String
        var stderr: String
    }

    init(now: String = "2026-11-21T12:00:00Z", timeZone: String = "Europe/Berlin") {
        home = NSTemporaryDirectory() + "atrest-test-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        clock = Timestamp.parse(now) ?? Date(timeIntervalSince1970: 0)
        self.timeZone = ZoneDatabase().zoneOrUTC(named: timeZone)
        environment = ["HOME": home, "TERM": "xterm-256color"]
    }

    deinit {
        try? FileManager.default.removeItem(atPath: home)
    }

    var now: Date {
        get { lock.withLock { clock } }
        set { lock.withLock { clock = newValue } }
    }

    func advance(hours: Double = 0, minutes: Double = 0) {
        now = now.addingTimeInterval(hours * 3600 + minutes * 60)
    }

    /// Sets the clock to a local time in the app's zone, such as `2026-11-21T08:00`.
    func setClock(_ local: String) {
        now = Timestamp.parse(local, localZone: timeZone) ?? now
    }

    var paths: AtrestPaths { AtrestPaths(environment: environment)! }
    var store: AtrestStore { AtrestStore(paths: paths, fileSystem: LiveFileSystem()) }

    @discardableResult
    func run(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) -> Output {
        run(arguments, sourceLocation: sourceLocation)
    }

    @discardableResult
    func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Output {
        let out = Capture()
        let err = Capture()
        var context = Context(
            environment: environment,
            now: { [self] in now },
            timeZone: timeZone,
            firstWeekday: WeekStart.firstWeekday(locale: "en_GB.UTF-8"),
            fileSystem: fileSystem,
            writeOut: { out.append($0) },
            writeError: { err.append($0) },
            readInput: { [input] in input },
            outputIsTerminal: isTerminal,
            terminalColumns: columns
        )
        context.workingDirectory = home
        context.licenseVerifier = licenseVerifier
        context.makeTerminal = { [terminal] in terminal }
        context.modificationTimes = modificationTimes
        let code = runAtrest(arguments, in: context)
        let output = Output(code: code, stdout: out.text, stderr: err.text)
        for problem in PolicyScanner.shared.violations(in: output.stdout + "\n" + output.stderr) {
            Issue.record("atrest \(arguments.joined(separator: " ")) printed a phrase the doctrine bans: \(problem)", sourceLocation: sourceLocation)
        }
        if code != 0 {
            let lines = output.stderr.split(separator: "\n")
            if code == 2 || code == 1, !(lines.count <= 2 || arguments.contains("doctor")) {
                Issue.record("errors are one or two lines; got:\n\(output.stderr)", sourceLocation: sourceLocation)
            }
        }
        return output
    }

    /// Reads a data file's raw bytes (nil when missing).
    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    func write(_ text: String, to path: String) {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }
}

private final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    func append(_ text: String) { lock.withLock { buffer += text } }
    var text: String { lock.withLock { buffer } }
}
