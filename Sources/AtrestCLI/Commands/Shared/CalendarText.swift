import Domain
import JSON
import Rendering

/// What `calendar` shows, as pure functions of what it read: a month's grid (`MonthGrid`)
/// with a mark on each day a fast left a tree, a day's fasts, and both in `--json`.
enum CalendarText {
    /// The month's grid, today's number in bold, then where the recent history begins when
    /// the month began before it (a day without a mark there says nothing of that day).
    static func month(
        _ grid: MonthGrid, byDay: FastsByDay, today: LocalDay, recent: RecentWindow?,
        clock: ClockText, paint: Paint, ascii: Bool, narrow: Bool = false
    ) -> [String] {
        let number: (LocalDay, String) -> String = { day, number in day == today ? paint.strong(number) : number }
        let marked: (LocalDay) -> String = { day in mark(for: byDay[day], paint: paint, ascii: ascii) }
        var lines = grid.lines(narrow: narrow, number: number, mark: marked)
        if let recent, recent.isBefore(grid.first), let line = recent.line(clock) { lines.append(paint.dim(line)) }
        return lines
    }

    /// A day's fasts, spans padded to the longest as `log` does, so durations stand in one column.
    /// Given `columns` (a terminal's), a row wider than them is laid out narrow (`NarrowRow`).
    static func day(_ day: LocalDay, fasts: [FastingSession], recent: RecentWindow?, clock: ClockText, paint: Paint, columns: Int? = nil) -> [String] {
        var lines = [clock.day(day)]
        // Of a day before what the free tier shows, nothing is said but where it begins: not
        // that no fast ended.
        if let recent, recent.isBefore(day), let line = recent.line(clock) { return lines + [paint.dim("  " + line)] }
        guard !fasts.isEmpty else { return lines + [paint.dim("  No fast ended on this day.")] }
        let spans = fasts.map { clock.span($0.start, $0.end) }
        let spanWidth = spans.map(\.count).max() ?? 0
        for (fast, span) in zip(fasts, spans) {
            let kind = fast.tree == .established ? "Completed" : "Ended early"
            let other = clock.otherClock(of: fast.start, recordedIn: fast.timeZone)
            if let columns, 2 + spanWidth + 3 + 10 + 1 + kind.count + (other.map { 2 + $0.count } ?? 0) > columns {
                let lead = "\(DurationText.format(fast.duration))  \(kind)"
                var parts = other.map { [NarrowRow.Part(text: $0, dim: true)] } ?? []
                if let note = fast.note { parts.append(.init(text: NoteText.shown(note), ownLine: true)) }
                lines += NarrowRow.lines(span: span, lead: lead, leadWidth: lead.count, parts: parts, columns: columns, paint: paint)
                continue
            }
            var line = "  \(span.padded(to: spanWidth))   \(DurationText.format(fast.duration).padded(to: 10)) \(kind)"
            if let other { line += paint.dim("  " + other) }
            lines.append(line)
            if let note = fast.note { lines.append("    " + NoteText.shown(note)) }
        }
        return lines
    }

    /// `calendar YYYY-MM --json`: the month, each of its days with its fasts, and the window.
    static func json(_ grid: MonthGrid, byDay: FastsByDay, recent: RecentWindow?) -> String {
        var json = JSONWriter()
        json.object { json in
            json.member("month", string: String(grid.first.description.prefix(7)))
            json.key("days")
            json.array(of: grid.days) { json, day in
                json.object { json in write(day, fasts: byDay[day], into: &json) }
            }
            RecentWindow.write(recent, into: &json)
        }
        return json.text
    }

    /// `calendar YYYY-MM-DD --json`: the day with its fasts, and the window.
    static func json(_ day: LocalDay, fasts: [FastingSession], recent: RecentWindow?) -> String {
        var json = JSONWriter()
        json.object { json in
            write(day, fasts: fasts, into: &json)
            RecentWindow.write(recent, into: &json)
        }
        return json.text
    }

    /// A day's members in `--json`: its date and the fasts that ended on it.
    private static func write(_ day: LocalDay, fasts: [FastingSession], into json: inout JSONWriter) {
        json.member("date", string: day.description)
        json.key("fasts")
        json.array(of: fasts) { json, fast in FastText.write(fast, into: &json) }
    }

    /// The dot for a day: its latest established tree's, else an incomplete one's, else none.
    private static func mark(for fasts: [FastingSession], paint: Paint, ascii: Bool) -> String {
        let marked = fasts.last { $0.tree == .established } ?? fasts.last { $0.tree == .incomplete }
        return TreeMark.glyph(marked?.tree, id: marked?.id, paint: paint, ascii: ascii)
    }
}
