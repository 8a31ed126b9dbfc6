import Rendering
import Screen
import Store

/// Whether the terminal takes 24-bit colour, decided from what it says of itself without a
/// query: `COLORTERM`, then terminals known by their variables or `TERM`, then the terminfo
/// entry of `TERM` (its `Tc`, `RGB` or `colors`). Asked only when colour is to be written, so
/// a piped command reads no file for it.
package enum TrueColourDetection {
    /// 24-bit colour where the terminal says it takes it; else the 16 ANSI colours where
    /// the terminal has no more (terminfo `colors` below 256, or without an entry a `TERM`
    /// known for 8 or 16: the Linux console, plain `xterm`, `screen`); else 256. One terminfo
    /// entry read at most. `read` gives the bytes of a file (nil when there is none); the
    /// terminfo entry is the only thing read, and only when the environment has not already said.
    package static func depth(environment: Environment, read: (String) -> [UInt8]?) -> ColourDepth {
        if let colourTerm = environment["COLORTERM"]?.lowercased(), ["truecolor", "24bit"].contains(colourTerm) {
            return .trueColour
        }
        let term = environment["TERM"] ?? ""
        // Inside tmux or screen what reaches the outer terminal is the multiplexer's to say:
        // it rounds 24-bit colour to 256 by nearest match unless told the outer terminal takes
        // it, so the variables of the terminal it was started in do not count there.
        let multiplexed = TerminalLink.multiplexed { environment[$0] }
        if !multiplexed, knownTerminal(environment, term: term) { return .trueColour }
        guard !term.isEmpty else { return .ansi256 }
        let candidates = Terminfo.paths(
            term: term, terminfo: environment["TERMINFO"], home: environment["HOME"], terminfoDirs: environment["TERMINFO_DIRS"]
        )
        for path in candidates {
            guard let bytes = read(path) else { continue }
            guard let entry = Terminfo(bytes: bytes) else { return .ansi256 }
            if entry.trueColour { return .trueColour }
            // An entry that does not say how many colours is taken at 256, as before.
            guard let colours = entry.colours else { return .ansi256 }
            return colours >= 256 ? .ansi256 : .ansi16
        }
        return sixteenColourTerms.contains(term) ? .ansi16 : .ansi256
    }

    /// `TERM`s whose terminals have 8 or 16 colours, for a system without their terminfo.
    static let sixteenColourTerms: Set<String> = [
        "linux", "xterm", "xterm-color", "xterm-16color", "screen", "vt100", "vt220", "ansi", "rxvt", "cons25",
    ]

    /// Terminals that take 24-bit colour, known by a variable they set or by their `TERM`.
    package static func knownTerminal(_ environment: Environment, term: String) -> Bool {
        let programs = ["iterm.app", "wezterm", "vscode", "ghostty", "hyper", "tabby", "rio", "warpterminal", "mintty", "zed"]
        if let program = environment["TERM_PROGRAM"]?.lowercased(), programs.contains(program) { return true }
        let variables = ["KITTY_WINDOW_ID", "WEZTERM_PANE", "GHOSTTY_RESOURCES_DIR", "ALACRITTY_WINDOW_ID", "KONSOLE_VERSION", "WT_SESSION"]
        if variables.contains(where: { !(environment[$0] ?? "").isEmpty }) { return true }
        // VTE (GNOME Terminal, Tilix, …) takes 24-bit colour from 0.36 on.
        if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 3600 { return true }
        if environment["TERMINAL_EMULATOR"] == "JetBrains-JediTerm" { return true }
        let terms = ["xterm-kitty", "xterm-ghostty", "wezterm", "alacritty", "foot", "foot-extra", "contour", "rio", "mlterm"]
        return terms.contains(term) || term.hasSuffix("-direct") || term.hasSuffix("-truecolor") || term.hasSuffix("-24bit")
    }
}
