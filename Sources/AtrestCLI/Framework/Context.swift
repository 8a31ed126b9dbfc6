import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Licensing
import Screen
import Store

/// Everything a command may touch, passed in so every command runs in tests as it does live.
///
/// Only `Context.live()` reads the process environment, the real clock and the real disk.
package struct Context: Sendable {
    /// A snapshot of the environment variables.
    package var environment: Environment
    package var now: @Sendable () -> Date
    package var timeZone: Zone
    /// What chose `timeZone` (`TZ`, `/etc/localtime` …), for `doctor` and `status --json`.
    package var zoneOrigin: ZoneChoice.Origin = .given
    /// Where zones named in files and on the command line are looked up.
    package var zones: ZoneDatabase = ZoneDatabase()
    /// The first day of the week in `calendar`: 1 = Sunday … 7 = Saturday. Read from the
    /// locale when asked, not at start: only `calendar` asks (start-up path: Sources/START-UP.md).
    package var firstWeekday: Int {
        get { weekStart() }
        set { weekStart = { newValue } }
    }
    package var weekStart: @Sendable () -> Int
    package var fileSystem: any FileSystem
    package var writeOut: @Sendable (String) -> Void
    package var writeError: @Sendable (String) -> Void
    package var readInput: @Sendable () -> Data
    /// Reads stdin up to a number of bytes, so a huge or endless input costs little.
    package var readInputUpTo: @Sendable (Int) -> Data
    package var outputIsTerminal: Bool
    /// Whether stdin is a terminal: `-` then waits for what a person pastes, so they are told.
    /// Asked when needed, not at start (start-up path: Sources/START-UP.md), as are the
    /// working directory and the user's number.
    package var inputIsTerminal: Bool {
        get { inputTerminal() }
        set { inputTerminal = { newValue } }
    }
    package var inputTerminal: @Sendable () -> Bool = { false }
    /// Columns of the terminal behind stdout, when there is one.
    package var terminalColumns: Int?
    /// Rows of the terminal behind stdout, when there is one.
    package var terminalRows: Int?
    /// The directory relative paths on the command line are read against.
    package var workingDirectory: String {
        get { readWorkingDirectory() }
        set { readWorkingDirectory = { newValue } }
    }
    package var readWorkingDirectory: @Sendable () -> String = { "/" }
    /// Pushes buffered output out; called once before the process exits.
    package var flush: @Sendable () -> Void = {}
    /// Pushes stdout's buffered output out and says whether all of it, ever, arrived.
    package var deliverOut: @Sendable () -> OutputDelivery = { .delivered }
    /// The keys licenses are checked against, when not this build's (tests count the checks).
    /// Nil rather than `.builtIn` so that loading the built-in keys waits for a license.
    package var licenseVerifier: LicenseVerifier?
    /// The terminal a full-screen view takes over, made only when one is asked for; nil
    /// where stdin and stdout are not both a terminal.
    package var makeTerminal: @Sendable () -> (any TerminalDevice)? = { nil }
    /// When each path last changed (0 when it cannot be read): how the live view notices,
    /// cheaply, that another process saved something.
    package var modificationTimes: @Sendable ([String]) -> [Int64] = { $0.map { _ in 0 } }
    /// Waits this many seconds: the pauses of the arrival in `end` (tests wait for nothing).
    package var pause: @Sendable (Double) -> Void = { _ in }
    /// Shows long text through the person's pager (`$PAGER`, else `less`), as git does; false
    /// when there is none to run, and the caller prints the text itself.
    package var page: @Sendable (String) -> Bool = { _ in false }
    /// Runs a program (a notifier, a hook) with bytes on its stdin for at most some seconds
    /// (see `ProgramRunner`); tests stand in for it.
    package var runProgram: @Sendable (_ arguments: [String], _ input: Data, _ timeout: Double) -> ProgramOutcome = { _, _, _ in .notStarted(2) }
    /// This binary's own path, links resolved, for the lines `remind --schedule` prints.
    package var executablePath: @Sendable () -> String? = { nil }
    /// The user's number, for the session bus cron is pointed at (`/run/user/UID/bus`).
    package var userID: UInt32 {
        get { readUserID() }
        set { readUserID = { newValue } }
    }
    package var readUserID: @Sendable () -> UInt32 = { 0 }
    /// Waits until a file in one of `folders` changes, the reader of stdout goes away, or
    /// `seconds` pass, whichever is first (`status --follow`); true when the reader went away.
    package var waitForChange: @Sendable (_ folders: [String], _ seconds: Double) -> Bool = { _, _ in false }
    /// Set when a key of the live view runs the command: its words speak of the view's keys
    /// rather than of typing commands, and the transition moment waits for the view.
    package var liveView = false
    /// What `atrest undo` calls this run's change, when not the line as typed.
    package var journalLabel: String?
    /// Writes bytes to stdout as they are (a PNG); nil: as text, which tests read.
    package var writeOutBytes: (@Sendable ([UInt8]) -> Void)?
    /// The terminal window's size in pixels, when it reports one (`TIOCGWINSZ`).
    package var terminalPixels: (width: Int, height: Int)?
    /// Asks the terminal one question and returns what it answers within `timeout` seconds
    /// (nil: no terminal to ask, or no answer): how `--graphics auto` learns what the
    /// environment does not say. Tests answer for the terminal.
    package var askTerminal: @Sendable (_ question: String, _ until: String, _ seconds: Double) -> String? = { _, _, _ in nil }

    package init(
        environment: Environment,
        now: @escaping @Sendable () -> Date,
        timeZone: Zone,
        firstWeekday: Int = 1,
        fileSystem: any FileSystem,
        writeOut: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () -> Data = { Data() },
        readInputUpTo: (@Sendable (Int) -> Data)? = nil,
        outputIsTerminal: Bool = false,
        terminalColumns: Int? = nil
    ) {
        self.environment = environment
        self.now = now
        self.timeZone = timeZone
        self.weekStart = { firstWeekday }
        self.fileSystem = fileSystem
        self.writeOut = writeOut
        self.writeError = writeError
        self.readInput = readInput
        self.readInputUpTo = readInputUpTo ?? { limit in readInput().prefix(max(0, limit)) }
        self.outputIsTerminal = outputIsTerminal
        self.terminalColumns = terminalColumns
    }
}
