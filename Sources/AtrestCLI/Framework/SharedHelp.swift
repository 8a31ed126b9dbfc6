import Domain

/// Words the help of several commands shares.
package enum SharedHelp {
    /// `12, 14, 16, 18, 20 and 24`, from `TargetHours.presets`.
    package static let targetPresets = ListText.joined(TargetHours.presets.map(TargetHours.describe))

    /// `from 4 to 72 hours`, from `TargetHours.range`.
    package static let targetRange =
        "from \(TargetHours.describe(TargetHours.range.lowerBound)) to \(TargetHours.describe(TargetHours.range.upperBound)) hours"

    package static let when = "WHEN is now, HH:MM or 8pm (the most recent past time with that clock reading), today HH:MM, yesterday HH:MM, -2h, -1h 30m, 2h ago, 1.5h ago, 90 min ago, or an ISO 8601 time such as 2026-11-20T20:00. A time the clocks skipped reads as the same time after the change; a time that came twice is the first of the two when a date is given, else the latest that has passed."
}
