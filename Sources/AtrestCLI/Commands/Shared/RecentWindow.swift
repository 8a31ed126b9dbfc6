import Domain
import JSON

/// The free tier's recent history: the latest fasting days `log` and `calendar` show.
///
/// Nothing is marked as withheld, but nothing untrue is said either: where a person asks about
/// days before the first one shown, one plain line says where the recent history begins
/// rather than that no fast was recorded. Scripts read the same fact as `window`.
struct RecentWindow: Equatable {
    /// The first day shown; nil when no fast is recorded at all.
    var from: LocalDay?
    /// Whether any fast ended before `from`: only then is there anything to say of where the
    /// recent history begins (a person's first fasting day is not a limit of anything).
    var hidesEarlier: Bool

    /// The window over `sessions` (the latest part of the history, when `olderUnread` says
    /// years before them were not read).
    init(_ sessions: [FastingSession], olderUnread: Bool) {
        from = EntitlementPolicy.freeWindowStart(sessions)
        hidesEarlier = olderUnread || from.map { from in sessions.contains { $0.day < from } } ?? false
    }

    /// Whether `day` comes before what is shown, so nothing may be said of it.
    func isBefore(_ day: LocalDay) -> Bool {
        from.map { day < $0 } ?? false
    }

    /// `Your recent history reaches back to Thu 12 Nov.`
    func line(_ clock: ClockText) -> String? {
        guard hidesEarlier else { return nil }
        return from.map { "Your recent history reaches back to \(clock.day($0))." }
    }

    /// `window` in `--json`: how many of the latest fasting days are shown and the first of
    /// them, or null where every recorded fast is (`window` nil, or nothing before it).
    static func write(_ window: RecentWindow?, into json: inout JSONWriter) {
        json.key("window")
        guard let window, window.hidesEarlier else { return json.null() }
        json.object { json in
            json.member("fastingDays", int: EntitlementPolicy.freeHistoryDays)
            json.key("from")
            if let from = window.from { json.string(from.description) } else { json.null() }
        }
    }
}
