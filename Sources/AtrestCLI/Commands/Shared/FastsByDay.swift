import Domain

/// Fasts grouped by the local day they ended on, each day's in the order given: what
/// `Dictionary(grouping:by:)` gave `calendar`, without its hashing of days. A month holds a
/// few dozen fasts and days, so a list searched from the front costs less than the
/// dictionary's table, whose type the runtime builds at first use (224,000 instructions of
/// `calendar`'s 4.2 million, callgrind, 2026-11-28).
struct FastsByDay {
    private var days: [LocalDay] = []
    private var fasts: [[FastingSession]] = []

    init(_ sessions: [FastingSession]) {
        for session in sessions {
            let day = session.day
            if let index = days.firstIndex(of: day) {
                fasts[index].append(session)
            } else {
                days.append(day)
                fasts.append([session])
            }
        }
    }

    /// The fasts that ended on `day`, in the order given; none when none did.
    subscript(day: LocalDay) -> [FastingSession] {
        days.firstIndex(of: day).map { fasts[$0] } ?? []
    }
}
