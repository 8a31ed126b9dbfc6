import Licensing

/// Why `atrest-license` stopped, and so with which exit code.
package enum LicenseToolError: Error, Equatable, Sendable {
    /// The command line was wrong: exit 2.
    case usage(String)
    /// The command was understood but could not be done (a key file that cannot be read,
    /// a key that already exists …): exit 1.
    case couldNotDo(String)

    /// What the tool writes and returns for this error: `atrest-license: <message>` on
    /// stderr (for usage, a second line pointing at `--help`).
    var outcome: LicenseToolOutcome {
        let name = LicenseTool.name
        switch self {
        case .usage(let message):
            return LicenseToolOutcome(
                status: 2,
                standardError: "\(name): \(message)\n\(name): see '\(name) --help' for how to use it\n"
            )
        case .couldNotDo(let message):
            return LicenseToolOutcome(status: 1, standardError: "\(name): \(message)\n")
        }
    }
}
