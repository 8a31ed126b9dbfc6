import Licensing

/// The distributor's `atrest-license` tool, as a function from a command line to an outcome.
///
/// `main.swift` only builds the live context, calls `run`, writes the outcome and exits;
/// everything else lives here so that tests run the tool in process.
package enum LicenseTool {
    /// The name the tool uses for itself in messages.
    package static let name = "atrest-license"

    /// Parses and runs `arguments` (without the program name). Never throws or traps:
    /// every problem becomes `atrest-license: …` on stderr with exit status 1 or 2.
    package static func run(arguments: [String], context: LicenseToolContext) -> LicenseToolOutcome {
        do {
            switch try LicenseToolCommand.parse(arguments) {
            case .help: return LicenseToolOutcome(status: 0, standardOutput: LicenseToolHelp.text)
            case .keygen(let command): return try command.run(in: context)
            case .sign(let command): return try command.run(in: context)
            }
        } catch {
            return error.outcome
        }
    }
}
