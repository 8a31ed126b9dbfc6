import Domain

/// A month laid out like `cal`, as a model: a title, the weekdays' initials in the week's
/// order, and its weeks of seven places (none before the first day and after the last). It
/// knows no terminal and no files: `lines` draws it as text, each day four columns wide (a
/// space, the number, the mark), so the grid stays aligned in any terminal, and `place(of:)`
/// says where a day's number stands in those lines.
package struct MonthGrid: Sendable, Equatable {
    package let first: LocalDay
    /// 1 = Sunday … 7 = Saturday.
    package let firstWeekday: Int
    /// Each week's seven places, in the week's order from `firstWeekday`.
    package let weeks: [[LocalDay?]]

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                             "August", "September", "October", "November", "December"]
    static let weekdayNames = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
    /// The grid's width: seven days four columns apart, less the last one's trailing space.
    static let width = 7 * 4 - 1
    /// The lines above the first week: the title and the weekdays.
    package static let headLines = 2

    package init(year: Int, month: Int, firstWeekday: Int) {
        let first = LocalDay(year: year, month: month, day: 1)
        self.first = first
        self.firstWeekday = firstWeekday
        var weeks: [[LocalDay?]] = []
        var week = [LocalDay?](repeating: nil, count: (first.weekday - firstWeekday + 7) % 7)
        for offset in 0..<CivilTime.daysInMonth(year: year, month: month) {
            week.append(first.adding(days: offset))
            if week.count == 7 {
                weeks.append(week)
                week = []
            }
        }
        if !week.isEmpty { weeks.append(week + [LocalDay?](repeating: nil, count: 7 - week.count)) }
        self.weeks = weeks
    }

    /// Every day of the month, in order.
    package var days: [LocalDay] { weeks.flatMap { $0.compactMap { $0 } } }

    /// "November 2026".
    package var title: String { "\(Self.monthNames[first.month - 1]) \(first.year)" }

    /// The line and the column where `day`'s number begins in `lines` (two columns wide);
    /// nil for a day of another month.
    package func place(of day: LocalDay) -> (line: Int, column: Int)? {
        for (index, week) in weeks.enumerated() {
            if let slot = week.firstIndex(of: day) { return (Self.headLines + index, slot * 4 + 1) }
        }
        return nil
    }

    /// The grid as lines without trailing spaces: the title centred, the weekdays, then each
    /// week, a day drawn by `number` (its two columns, as `Self.number` gives them, styled as
    /// the caller likes) and `mark` (one column). Each day is four columns wide (a space, the
    /// number, the mark), or three where `narrow` (`MonthGrid+Narrow`).
    package func lines(narrow: Bool = false, number: (LocalDay, String) -> String = { $1 }, mark: (LocalDay) -> String) -> [String] {
        let gap = narrow ? "" : " "
        var lines = [String(repeating: " ", count: max(0, ((narrow ? Self.narrowWidth : Self.width) - title.count) / 2)) + title]
        // Joined by hand: `joined(separator:)` wakes the runtime's conformance scan, 174,000
        // instructions of `calendar` (callgrind, 2026-11-28).
        var initials = ""
        for offset in 0..<7 { initials += (offset == 0 ? gap : gap + " ") + Self.weekdayNames[(firstWeekday - 1 + offset) % 7] }
        lines.append(initials)
        for week in weeks {
            var row = ""
            for place in week {
                guard let day = place else {
                    row += gap + "   "
                    continue
                }
                row += gap + number(day, Self.number(day)) + mark(day)
            }
            lines.append(row)
        }
        return lines.map(Self.withoutTrailingSpace)
    }

    /// A day's number in its two columns: " 7", "17".
    package static func number(_ day: LocalDay) -> String {
        day.day < 10 ? " \(day.day)" : "\(day.day)"
    }

    /// `line` without the spaces at its end (a regular expression here cost ICU's regex
    /// compiler on every run of `calendar`).
    static func withoutTrailingSpace(_ line: String) -> String {
        var line = Substring(line)
        while let last = line.last, last.isWhitespace { line.removeLast() }
        return String(line)
    }
}
