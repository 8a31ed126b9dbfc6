import Domain
import Rendering
import Store

/// A month laid out like `cal`: a title, weekday initials, and one row per week, each day
/// four columns wide (number, mark, space), so the grid stays aligned in any terminal.
struct MonthGrid {
    var first: LocalDay
    var days: [LocalDay]
    /// 1 = Sunday … 7 = Saturday.
    var firstWeekday: Int
    var today: LocalDay
    var mark: (LocalDay) -> String
    var paint: Paint

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                             "August", "September", "October", "November", "December"]
    static let weekdayNames = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]

    var text: String {
        let width = 7 * 4 - 1
        let title = "\(Self.monthNames[first.month - 1]) \(first.year)"
        var lines = [String(repeating: " ", count: max(0, (width - title.count) / 2)) + title]
        // Joined by hand: `joined(separator:)` wakes the runtime's conformance scan, 174,000
        // instructions of `calendar` (callgrind, 2026-11-28).
        var initials = ""
        for offset in 0..<7 { initials += (offset == 0 ? " " : "  ") + Self.weekdayNames[(firstWeekday - 1 + offset) % 7] }
        lines.append(initials)
        var row = String(repeating: "    ", count: (first.weekday - firstWeekday + 7) % 7)
        for day in days {
            let number = day.day < 10 ? " \(day.day)" : "\(day.day)"
            row += " " + (day == today ? paint.strong(number) : number) + mark(day)
            if (day.weekday - firstWeekday + 7) % 7 == 6 {
                lines.append(row)
                row = ""
            }
        }
        if !row.isEmpty { lines.append(row) }
        var text = ""
        for line in lines { text += Self.withoutTrailingSpace(line) + "\n" }
        return text
    }

    /// `line` without the spaces at its end (a regular expression here cost ICU's regex
    /// compiler on every run of `calendar`).
    static func withoutTrailingSpace(_ line: String) -> String {
        var line = Substring(line)
        while let last = line.last, last.isWhitespace { line.removeLast() }
        return String(line)
    }
}
