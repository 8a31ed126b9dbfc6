import Rendering

/// Colour and emphasis for words, or nothing at all when output is not coloured.
///
/// Colours go through Rendering's `TerminalStyle`, so words and pictures share one palette
/// and one rule for when colour is used.
package struct Paint: Sendable {
    package var depth: ColourDepth

    package init(depth: ColourDepth) {
        self.depth = depth
    }

    /// A `switch`, not `!=`: the generic operator asks the runtime for the enum's Equatable
    /// witness table on first use (start-up path: Sources/START-UP.md).
    package var isOn: Bool {
        switch depth {
        case .none: false
        default: true
        }
    }

    /// Text that recedes: secondary facts, hints, ids.
    package func dim(_ text: String) -> String { sgr("2", text) }

    /// The register of inscriptions (Vigil fragments).
    package func italic(_ text: String) -> String { sgr("3", text) }

    /// The one thing to rest the eye on.
    package func strong(_ text: String) -> String { sgr("1", text) }

    /// Text in one of the palette's colours.
    package func colour(_ text: String, _ colour: RGB) -> String {
        TerminalStyle(depth: depth).paint(text, colour)
    }

    private func sgr(_ code: String, _ text: String) -> String {
        isOn && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
