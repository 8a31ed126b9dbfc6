import Screen

/// Which block characters colour cells may draw a shape with, finer than half a cell.
///
/// Half blocks give a cell two pixels, one above the other: a tree ten columns wide is then a
/// blob whose trunk is a whole column wide. Quadrants (`▘▝▖▗▚▞▙▛▜▟▌▐`, in Block Elements since
/// Unicode 1.1, drawn by nearly every monospaced font) halve the columns too, and the 2 × 3
/// sextants (Unicode 13's Symbols for Legacy Computing) add thirds of a row, where the terminal
/// is known to draw them itself.
package enum BlockSymbols: Sendable, Hashable {
    /// `▀` and spaces only: what every terminal draws.
    case halves
    /// Half blocks and quadrants.
    case quadrants
    /// Half blocks, quadrants and sextants.
    case sextants

    /// The symbols for a terminal named by its environment (`environment` looks a variable up): sextants only where the terminal is
    /// known to draw block characters itself rather than take them from a font (kitty, WezTerm,
    /// foot, Ghostty), and never inside tmux or screen, whose outer terminal is unknown.
    package static func forTerminal(_ environment: (String) -> String?) -> BlockSymbols {
        if TerminalLink.multiplexed(environment) { return .quadrants }
        let term = environment("TERM")?.lowercased() ?? ""
        let program = environment("TERM_PROGRAM")?.lowercased() ?? ""
        if term == "xterm-kitty" || term == "xterm-ghostty" || term.hasPrefix("foot") || term == "wezterm"
            || environment("KITTY_WINDOW_ID") != nil || environment("WEZTERM_PANE") != nil
            || program == "wezterm" || program == "ghostty" {
            return .sextants
        }
        return .quadrants
    }
}
