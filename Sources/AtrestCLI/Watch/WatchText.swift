import Domain

/// The few words the live view says of its own (the rest are the commands' words).
package enum WatchText {
    static let idle = "When you're ready."

    /// The keys, as the line at the foot of the screen shows them: only those that do something now.
    static func keys(fasting: Bool, forest: Bool) -> [String] {
        var keys = fasting ? ["e end", "a set aside"] : ["s begin"]
        keys += ["w water", "W today's water", "c calendar"]
        if forest { keys.append("f forest") }
        return keys + ["? help", "q quit"]
    }

    /// The help panel: every key and what it does, in the commands' own words.
    static func help(forest: Bool) -> [String] {
        var lines = [
            "s      begin a fast (atrest start)",
            "e e    end the fast and record it (atrest end)",
            "a a    set the fast aside; nothing is recorded (atrest abandon)",
            "w      log water: the quick-add amount (atrest water add)",
            "W      today's water; Enter removes the chosen entry",
            "c      the calendar: ← → days, ↑ ↓ weeks, [ ] months",
        ]
        if forest { lines.append("f      the forest: ↑ ↓ to walk through it") }
        lines += ["?      these keys", "q      quit (also Esc and Ctrl-C)"]
        return lines
    }

    static let settingAside = "a again sets this fast aside; any other key keeps it"
    static let settingAsideShort = "a again sets it aside"
    package static let alreadyRunning = "A fast is already running."
    package static let noneRunning = "No fast is running; s begins one."
    static let ending = "e again ends this fast and records it; any other key keeps it"
    static let endingShort = "e again ends it"
    static let waterFoot = "↑ ↓ choose · Enter removes · Esc closes"
    static let calendarFoot = "← → day · ↑ ↓ week · [ ] month · Esc closes"
    static let panelFoot = "any key closes"
    static let forestFoot = "↑ ↓ walk · [ ] a page · any other key closes"

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
