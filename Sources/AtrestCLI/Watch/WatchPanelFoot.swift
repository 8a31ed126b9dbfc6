/// The foot of a panel that any key lays down (help, a transition moment, the arrival), fullest
/// first: where "q quits · any other key closes" is wider than the panel, the short form names
/// one key that closes it, as today's water and the calendar name Esc.
extension WatchKeymaps {
    static let panelFeet = [panel.foot, "q quits · Esc closes"]

    /// The fullest foot at most `width` columns wide, else the shortest.
    static func panelFoot(width: Int) -> String {
        panelFeet.first { $0.count <= width } ?? panelFeet[panelFeet.count - 1]
    }
}
