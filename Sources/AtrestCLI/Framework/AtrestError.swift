/// A plain message for the person, and the exit code scripts see.
///
/// Commands throw these and never print errors or exit themselves; `runAtrest` writes
/// `atrest: <message>` (and the hint on a second line) to stderr and returns the code.
package struct AtrestError: Error, Equatable, Sendable {
    package var message: String
    /// What the command promises it left alone, said first on the hint line; `runAtrest`
    /// takes the promise back, naming what was saved, when a save did happen before the error.
    package var untouched: Untouched?
    /// What to do next.
    package var advice: String?
    package var exitCode: Int32

    /// What a command that stopped left as it was.
    package enum Untouched: Equatable, Sendable {
        /// No stored file changed.
        case nothingChanged
        /// No file was written (`export`, `import --dry-run`).
        case nothingWritten

        package var words: String {
            switch self {
            case .nothingChanged: "nothing was changed"
            case .nothingWritten: "nothing was written"
            }
        }
    }

    package init(message: String, untouched: Untouched? = nil, advice: String? = nil, exitCode: Int32) {
        self.message = message
        self.untouched = untouched
        self.advice = advice
        self.exitCode = exitCode
    }

    /// The second line: what was left alone, then what to do next.
    package var hint: String? {
        switch (untouched, advice) {
        case (nil, nil): nil
        case (nil, let advice?): advice
        case (let untouched?, nil): untouched.words
        case (let untouched?, let advice?): "\(untouched.words); \(advice)"
        }
    }

    /// The command line was wrong: an unknown command or flag, or a bad value (exit 2).
    package static func usage(_ message: String, untouched: Untouched? = nil, hint: String? = nil) -> AtrestError {
        AtrestError(message: message, untouched: untouched, advice: hint, exitCode: 2)
    }

    /// The command could not be done: a conflict with what is stored, or the disk said no (exit 1).
    package static func cannot(_ message: String, untouched: Untouched? = nil, hint: String? = nil) -> AtrestError {
        AtrestError(message: message, untouched: untouched, advice: hint, exitCode: 1)
    }
}

/// Ends a command with an exit code and no message (`status --quiet` when idle).
package struct SilentExit: Error, Equatable, Sendable {
    package var code: Int32
    package init(_ code: Int32) { self.code = code }
}
