import Rendering
import Store

/// When to colour output, as chosen with `--color`.
package enum ColourChoice: String, Sendable, CaseIterable {
    case auto
    case always
    case never

    static func parse(_ text: String) throws -> ColourChoice {
        guard let choice = ColourChoice(rawValue: text.lowercased()) else {
            throw AtrestError.usage("--color \(text) is not a choice", hint: "use --color auto, always or never")
        }
        return choice
    }
}

extension ColourDepth {
    /// The contract's rules: `--color` first, then `NO_COLOR`, `CLICOLOR_FORCE`, `TERM=dumb`,
    /// and by default colour only on a terminal; 24-bit where the terminal says it takes it
    /// (``TrueColourDetection``: `COLORTERM`, known terminals, terminfo), else 256, or 16
    /// where the terminal has no more (terminfo `colors`, or a `TERM` known for it). `read`
    /// gives a file's bytes for the terminfo entry; it is not called when no colour is written.
    package static func resolve(
        choice: ColourChoice, environment: Environment, isTerminal: Bool, read: (String) -> [UInt8]? = { _ in nil }
    ) -> ColourDepth {
        func depth() -> ColourDepth {
            TrueColourDetection.depth(environment: environment, read: read)
        }
        switch choice {
        case .never: return .none
        case .always: return depth()
        case .auto:
            if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return .none }
            if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return depth() }
            if environment["TERM"] == "dumb" { return .none }
            return isTerminal ? depth() : .none
        }
    }
}
