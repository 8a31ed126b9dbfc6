import Domain

/// The grid for a terminal narrower than it (24 columns: every week of the four-column grid
/// wrapped): days three columns apart, the number in the first two and the mark in the third,
/// so a week is 21 columns wide with its last mark; the weekdays' two letters stand over the
/// numbers. Where the terminal is wide enough, or the output is not a terminal, `lines` is used.
extension MonthGrid {
    /// The narrow grid's width, the last day's mark included.
    package static let narrowWidth = 7 * 3
    /// The four-column grid's width, the last day's mark included: narrower terminals get `narrowLines`.
    package static let widthWithMarks = width + 1

    /// As `lines`, three columns a day.
    package func narrowLines(number: (LocalDay, String) -> String = { $1 }, mark: (LocalDay) -> String) -> [String] {
        var lines = [String(repeating: " ", count: max(0, (Self.narrowWidth - title.count) / 2)) + title]
        var initials = ""
        for offset in 0..<7 { initials += (offset == 0 ? "" : " ") + Self.weekdayNames[(firstWeekday - 1 + offset) % 7] }
        lines.append(initials)
        for week in weeks {
            var row = ""
            for place in week {
                guard let day = place else {
                    row += "   "
                    continue
                }
                row += number(day, Self.number(day)) + mark(day)
            }
            lines.append(row)
        }
        return lines.map(Self.withoutTrailingSpace)
    }
}
