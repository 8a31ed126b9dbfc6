/// The foot of a panel that any key lays down (help, a transition moment, the arrival), fullest
/// first: where "q quits · any other key closes" is wider than the panel, the short form names
/// one key that closes it, as today's water and the calendar name Esc.
extension WatchKeymaps {
    static let panelFeet = [panel.foot, "q quits · Esc closes"]

    /// The walk's foot, fullest first: q quits there too, where any other key lays it down.
    static let forestFeet = [forest.foot, "↑ ↓ walk · q quits · Esc closes", "q quits · Esc closes"]

    /// The fullest foot at most `width` columns wide, else the shortest.
    static func panelFoot(width: Int) -> String {
        fitting(panelFeet, width: width)
    }

    static func forestFoot(width: Int) -> String {
        fitting(forestFeet, width: width)
    }

    /// The calendar's foot, fullest first: at 24 columns its one form folded under the month.
    static let calendarFeet = [calendar.foot, "← → ↑ ↓ [ ] · Esc closes", "←→ ↑↓ [] · Esc closes", "Esc closes"]

    /// Today's water's foot, fullest first.
    static let waterFeet = [water.foot, "↑ ↓ · Enter removes · Esc closes", "Enter removes · Esc closes", "Esc closes"]

    static func calendarFoot(width: Int) -> String {
        fitting(calendarFeet, width: width)
    }

    static func waterFoot(width: Int) -> String {
        fitting(waterFeet, width: width)
    }

    private static func fitting(_ feet: [String], width: Int) -> String {
        feet.first { $0.count <= width } ?? feet[feet.count - 1]
    }
}
