import Domain

/// The few words the live view says of its own (the rest are the commands' words).
package enum WatchText {
    static let idle = "When you're ready."

    static let settingAside = key(.setAside) + " again sets this fast aside; any other key keeps it"
    static let settingAsideShort = key(.setAside) + " again sets it aside"
    package static let alreadyRunning = "A fast is already running."
    package static let noneRunning = "No fast is running; " + key(.begin) + " begins one."
    static let ending = key(.end) + " again ends this fast and records it; any other key keeps it"
    static let endingShort = key(.end) + " again ends it"

    /// The key bound to `action` on the sky, as typed.
    private static func key(_ action: WatchAction) -> String {
        guard case .character(let c)? = WatchKeymaps.sky.bindings.first(where: { $0.action == action })?.keys.first else { return "?" }
        return String(c)
    }

    /// `text` with the few non-ASCII characters the view uses written in ASCII.
    static func ascii(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "·": out += "-"
            case "←": out += "<"
            case "→": out += ">"
            case "↑": out += "^"
            case "↓": out += "v"
            case "›": out += ">"
            case "◦": out += "o"
            case "’", "‘": out += "'"
            case "“", "”": out += "\""
            case "—", "–": out += "-"
            case "…": out += "..."
            default: out += character.isASCII ? String(character) : "?"
            }
        }
        return out
    }
}
