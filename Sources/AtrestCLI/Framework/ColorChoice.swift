import Rendering
import Store

/// When to colour output, as chosen with `--color`.
package enum ColorChoice: String, Sendable, CaseIterable {
    case auto
    case always
    case never

    static func parse(_ text: String) throws -> ColorChoice {
        guard let choice = ColorChoice(rawValue: text.lowercased()) else {
            throw AtrestError.usage("--color \(text) is not a choice", hint: "use --color auto, always or never")
        }
        return choice
    }
}

extension ColorDepth {
    /// The contract's rules: `--color` first, then `NO_COLOR`, `CLICOLOR_FORCE`, `TERM=dumb`,
    /// and by default colour only on a terminal; 24-bit when `COLORTERM` says so, else 256.
    package static func resolve(choice: ColorChoice, environment: Environment, isTerminal: Bool) -> ColorDepth {
        let depth: ColorDepth = ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
            ? .trueColor : .ansi256
        switch choice {
        case .never: return .none
        case .always: return depth
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
            if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return depth }
            if environment["TERM"] == "dumb" { return .none }
            return isTerminal ? depth : .none
        }
    }
}
