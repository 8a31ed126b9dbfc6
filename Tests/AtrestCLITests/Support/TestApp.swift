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
    /// What chose `timeZone`, as the live context would say.
    var zoneOrigin: ZoneChoice.Origin = .given
    var environment: Environment
    var fileSystem: any FileSystem = LiveFileSystem()
    var input = Data()
    /// Whether stdin is a terminal (a person typing or pasting), apart from stdout.
    var inputIsTerminal = false
    /// The most bytes of stdin any run has taken.
    var inputBytesTaken: Int { inputMeter.lock.withLock { inputMeter.most } }
    private let inputMeter = InputMeter()
    var isTerminal = false
    var columns: Int? = nil
    /// Bytes stdout takes before it fails like a full disk (ENOSPC); nil for no limit.
    var stdoutCapacity: Int?
    /// The `errno` stdout fails with once full: ENOSPC, or EPIPE for a reader that went away.
    var stdoutFailure: Int32 = ENOSPC
    var rows: Int? = nil
    /// Stands in for the pager; nil: there is none.
    var pager: (@Sendable (String) -> Bool)?
    /// The license checks to use instead of this build's (to count them); nil for the build's.
    var licenseVerifier: LicenseVerifier?
    /// The terminal `watch` takes over; nil: there is none, as in a pipe.
    var terminal: (any TerminalDevice)?
    /// Stands in for the folders' modification times (`watch` looks at them for changes).
    var modificationTimes: @Sendable ([String]) -> [Int64] = { $0.map { _ in 0 } }
    /// Stands in for the programs atrest runs (notifiers, hooks); by default none is found.
    var runProgram: @Sendable ([String], Data, Double) -> ProgramOutcome = { _, _, _ in .notStarted(ENOENT) }
    var executablePath: String? = "/usr/local/bin/atrest"
    /// Stands in for `status --follow`'s sleep; true: the reader went away.
    var waitForChange: @Sendable ([String], Double) -> Bool = { _, _ in true }
    /// The terminal's window in pixels, as `TIOCGWINSZ` would report it.
    var terminalPixels: (width: Int, height: Int)?
    /// How the terminal answers a question (`--graphics auto`): "" when it answers nothing; nil
    /// (or no closure) when it cannot be asked (stdin is not the terminal).
    var terminalAnswer: (@Sendable (String) -> String?)?
    /// How long each question's answer was to be waited for, in order.
    private(set) var terminalWaits: [Double] = []

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
        let out = Capture(capacity: stdoutCapacity, failure: stdoutFailure)
        let err = Capture()
        var context = Context(
            environment: environment,
            now: { [self] in now },
            timeZone: timeZone,
            firstWeekday: WeekStart.firstWeekday(locale: "en_GB.UTF-8"),
            fileSystem: fileSystem,
            writeOut: { out.append($0) },
            writeError: { err.append($0) },
            readInput: { [input, inputMeter] in inputMeter.took(input.count); return input },
            readInputUpTo: { [input, inputMeter] limit in
                let taken = input.prefix(max(0, limit))
                inputMeter.took(taken.count)
                return taken
            },
            outputIsTerminal: isTerminal,
            terminalColumns: columns
        )
        context.workingDirectory = home
        context.inputIsTerminal = inputIsTerminal
        context.deliverOut = { out.delivery }
        context.terminalRows = rows
        context.licenseVerifier = licenseVerifier
        context.zoneOrigin = zoneOrigin
        context.makeTerminal = { [terminal] in terminal }
        if let pager { context.page = pager }
        context.modificationTimes = modificationTimes
        context.runProgram = runProgram
        context.executablePath = { [executablePath] in executablePath }
        context.userID = 1000
        context.waitForChange = waitForChange
        context.terminalPixels = terminalPixels
        if let terminalAnswer {
            context.askTerminal = { [self] question, _, seconds in
                terminalWaits.append(seconds)
                return terminalAnswer(question)
            }
        }
        let code = runAtrest(arguments, in: context)
        let output = Output(code: code, stdout: out.text, stderr: err.text)
        // Bytes for a program (a PNG on stdout) are not words: their letters can spell anything.
        // Nor are a picture's bytes for the terminal (sixel, kitty's and iTerm2's images, inside
        // DCS, APC and OSC strings): a sixel payload once spelled "god" (a forest's random ids).
        let shown = output.stdout.replacing(/\x1B[P_\]][\s\S]*?(\x1B\\|\x07)/, with: "")
        let words = output.stdout.utf8.contains(0) ? output.stderr : shown + "\n" + output.stderr
        for problem in PolicyScanner.shared.violations(in: words) {
            Issue.record("atrest \(arguments.joined(separator: " ")) printed a phrase the doctrine bans: \(problem)", sourceLocation: sourceLocation)
        }
        if code != 0 {
            let lines = output.stderr.split(separator: "\n")
            // One or two lines; on a terminal of known width they are folded to it, never inside a word.
            if let columns, lines.contains(where: { $0.count > columns && $0.contains(" ") }) {
                Issue.record("errors fold at the terminal's width; got:\n\(output.stderr)", sourceLocation: sourceLocation)
            }
            if columns == nil, code == 2 || code == 1, !(lines.count <= 2 || arguments.contains("doctor")) {
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

private final class InputMeter: @unchecked Sendable {
    let lock = NSLock()
    var most = 0
    func took(_ count: Int) { lock.withLock { most = max(most, count) } }
}

/// A captured stream; given a capacity, it takes that many bytes and then fails as stdout
/// does on a full disk or a closed pipe, short write included.
private final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    private var taken = 0
    private var failed = false
    private let capacity: Int?
    private let failure: Int32

    init(capacity: Int? = nil, failure: Int32 = ENOSPC) {
        self.capacity = capacity
        self.failure = failure
    }

    func append(_ text: String) {
        lock.withLock {
            guard !failed else { return }
            let bytes = Array(text.utf8)
            let room = capacity.map { max(0, $0 - taken) } ?? bytes.count
            buffer += String(decoding: bytes.prefix(room), as: UTF8.self)
            taken += min(room, bytes.count)
            if room < bytes.count { failed = true }
        }
    }

    var text: String { lock.withLock { buffer } }
    var delivery: OutputDelivery {
        lock.withLock { !failed ? .delivered : failure == EPIPE ? .readerGone : .failed(code: failure) }
    }
}
