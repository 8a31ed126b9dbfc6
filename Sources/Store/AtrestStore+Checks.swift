import Domain

/// The checks every record passes as it is read: `RecordRules`, the ranges `import` enforces,
/// and the file it is filed in. A file that breaks one is refused like a damaged file, with
/// the file and the field named, so no command ever computes with a value atrest never writes.
extension AtrestStore {
    /// The fasts of one history file; `year` is the UTC year a year file holds (nil for
    /// `sessions.json`, which holds every year).
    func check(_ sessions: [FastingSession], path: String, year: Int?) throws(StoreError) {
        let span = year.map { HistoryYear.start(of: $0)..<HistoryYear.start(of: $0 + 1) }
        // Through the buffer first, as water below; the loop names what the first broken one breaks.
        let broken = sessions.withUnsafeBufferPointer { sessions in
            sessions.indices.first { index in
                RecordRules.check(sessions[index]) != nil || span.map { !$0.contains(sessions[index].end) } == true
            }
        }
        guard let broken else { return }
        for (index, session) in sessions.enumerated().dropFirst(broken) {
            if let (field, problem) = RecordRules.check(session) {
                throw .damaged(path: path, reason: "sessions[\(index)].\(field): \(Self.shown(field, of: session)) \(problem.reason)")
            }
            if let span, let year, !span.contains(session.end) {
                throw .damaged(
                    path: path,
                    reason: "sessions[\(index)].end: \(Timestamp.formatUTC(session.end)) is not in \(year), the year this file holds"
                )
            }
        }
    }

    func check(_ fast: ActiveFast, recordedCount: Int, path: String) throws(StoreError) {
        if let (field, problem) = RecordRules.check(fast) {
            let value = switch field {
            case "start": Timestamp.formatUTC(fast.start)
            case "targetHours": Self.number(fast.targetHours)
            default: "its value"
            }
            throw .damaged(path: path, reason: "fast.\(field): \(value) \(problem.reason)")
        }
        guard recordedCount >= 0 else {
            throw .damaged(path: path, reason: "fast.recordedCount: \(recordedCount) is not a count")
        }
    }

    /// One month's water; `month` is the UTC month its file holds.
    func check(_ entries: [WaterEntry], month: WaterMonth, path: String) throws(StoreError) {
        let span = month.start..<month.next.start
        // Through the buffer: `enumerated()` copied each entry (its zone retained and released).
        let broken = entries.withUnsafeBufferPointer { entries in
            entries.indices.first { RecordRules.check(entries[$0]) != nil || !span.contains(entries[$0].at) }
        }
        guard let broken else { return }
        for (index, entry) in entries.enumerated().dropFirst(broken) {
            if let (field, problem) = RecordRules.check(entry) {
                let value = switch field {
                case "at": Timestamp.formatUTC(entry.at)
                case "milliliters": "\(entry.milliliters)"
                default: "its value"
                }
                throw .damaged(path: path, reason: "entries[\(index)].\(field): \(value) \(problem.reason)")
            }
            if !span.contains(entry.at) {
                throw .damaged(path: path, reason: "entries[\(index)].at: \(Timestamp.formatUTC(entry.at)) is not in \(month), the month this file holds")
            }
        }
    }

    private static func shown(_ field: String, of session: FastingSession) -> String {
        switch field {
        case "start": Timestamp.formatUTC(session.start)
        case "end": Timestamp.formatUTC(session.end)
        case "targetHours": number(session.targetHours)
        default: "its value"
        }
    }

    /// A stored number as JSON would write it: `16`, `16.5`, `1e+16`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && value.magnitude < 1e15 ? String(Int(value)) : "\(value)"
    }
}
