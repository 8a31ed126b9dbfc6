/// Colours words for the terminal at a given ``ColourDepth``.
///
/// The commands use it for text around the pictures, so that words and pictures share one
/// palette and one rule for colour: at depth `none` every function returns the text untouched.
package struct TerminalStyle: Sendable, Hashable {
    package let depth: ColourDepth

    package init(depth: ColourDepth) {
        self.depth = depth
    }

    /// Resets every attribute; empty at depth `none`.
    package var reset: String { depth == .none ? "" : "\u{1B}[0m" }

    /// `text` in foreground `colour`, optionally dim, followed by a reset.
    package func paint(_ text: String, _ colour: RGB, dim: Bool = false) -> String {
        guard let colourParameters = depth.foregroundParameters(colour), !text.isEmpty else { return text }
        let parameters = dim ? "2;" + colourParameters : colourParameters
        return "\u{1B}[\(parameters)m\(text)\u{1B}[0m"
    }

    /// `text` dimmed in the terminal's own colour, for what should recede.
    package func dim(_ text: String) -> String {
        guard depth != .none, !text.isEmpty else { return text }
        return "\u{1B}[2m\(text)\u{1B}[0m"
    }

    /// The escape sequence selecting foreground `colour`; empty at depth `none`.
    package func foreground(_ colour: RGB) -> String {
        depth.foregroundParameters(colour).map { "\u{1B}[\($0)m" } ?? ""
    }

    /// The escape sequence selecting background `colour`; empty at depth `none`.
    package func background(_ colour: RGB) -> String {
        depth.backgroundParameters(colour).map { "\u{1B}[\($0)m" } ?? ""
    }
}
