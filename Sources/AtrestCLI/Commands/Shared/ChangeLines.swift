import Domain

/// What `import --dry-run` says of a fast it would change: its short id and times, then one
/// line for each thing that changes (the times, the target, the note, the zone it was kept in),
/// so a change of note alone is seen as one.
enum ChangeLines {
    static func lines(_ before: FastingSession, _ after: FastingSession, clock: ClockText) -> [String] {
        let indent = "  " + String(repeating: " ", count: 8) + "  "
        var lines = ["  \(FastText.shortID(before.id))  \(FastText.span(before, clock: clock))"]
        if before.start != after.start || before.end != after.end || (before.timeZone.identifier != after.timeZone.identifier && FastText.span(before, clock: clock) != FastText.span(after, clock: clock)) {
            let id = before.id == after.id ? "" : " (\(FastText.shortID(after.id)))"
            lines.append("\(indent)becomes \(FastText.span(after, clock: clock))\(id)")
        } else if before.timeZone.identifier != after.timeZone.identifier {
            lines.append("\(indent)kept in \(SafeText.safe(after.timeZone.identifier)), not \(SafeText.safe(before.timeZone.identifier))")
        }
        if before.targetHours != after.targetHours {
            lines.append("\(indent)target \(TargetHours.describe(before.targetHours)) hours becomes \(TargetHours.describe(after.targetHours))")
        }
        if before.note != after.note {
            switch (before.note, after.note) {
            case (nil, let note?): lines.append("\(indent)note added: \(quoted(note))")
            case (_?, nil): lines.append("\(indent)note removed")
            default: lines.append("\(indent)note becomes \(quoted(after.note ?? ""))")
            }
        }
        return lines
    }

    /// A note shown in quotes, cut to fit a line.
    private static func quoted(_ note: String) -> String {
        let safe = SafeText.safe(note)
        return "\u{201C}" + (safe.count > 60 ? String(safe.prefix(59)) + "…" : safe) + "\u{201D}"
    }
}
