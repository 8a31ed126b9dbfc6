#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A plain message for the person, and the exit code scripts see.
///
/// Commands throw these and never print errors or exit themselves; `runAtrest` writes
/// `atrest: <message>` (and the hint on a second line) to stderr and returns the code.
package struct AtrestError: Error, Equatable, Sendable {
    package var message: String
    package var hint: String?
    package var exitCode: Int32

    /// The command line was wrong: an unknown command or flag, or a bad value (exit 2).
    package static func usage(_ message: String, hint: String? = nil) -> AtrestError {
        AtrestError(message: message, hint: hint, exitCode: 2)
    }

    /// The command could not be done: a conflict with what is stored, or the disk said no (exit 1).
    package static func cannot(_ message: String, hint: String? = nil) -> AtrestError {
        AtrestError(message: message, hint: hint, exitCode: 1)
    }
}

/// Ends a command with an exit code and no message (`status --quiet` when idle).
package struct SilentExit: Error, Equatable, Sendable {
    package var code: Int32
    package init(_ code: Int32) { self.code = code }
}
