import Licensing

/// One parsed `atrest-license` command line.
enum LicenseToolCommand: Equatable {
    case help
    case keygen(KeygenCommand)
    case sign(SignCommand)

    /// The command in `arguments` (without the program name), checked but not run.
    static func parse(_ arguments: [String]) throws(LicenseToolError) -> LicenseToolCommand {
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) || arguments.first == "help" {
            return .help
        }
        guard let subcommand = arguments.first else {
            throw .usage("a command is needed: keygen or sign")
        }
        let rest = arguments.dropFirst()
        switch subcommand {
        case "keygen": return .keygen(try KeygenCommand(rest))
        case "sign": return .sign(try SignCommand(rest))
        default: throw .usage("unknown command '\(subcommand)'; the commands are keygen and sign")
        }
    }
}
