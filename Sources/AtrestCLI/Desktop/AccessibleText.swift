import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Pictures said in words, for screen readers and braille displays (`--plain`,
/// `ACCESSIBLE=1`, `TERM=dumb`): a few sentences, one idea a line, no block characters, no
/// box drawing, no alignment by spaces, durations in words. As doctrine 04 asks of the
/// pictures, the words never count trees nor size them by a fast's length.
enum AccessibleText {
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    /// Whether this run says its pictures in words.
    static func isOn(_ run: CommandRun) -> Bool {
        if run.global.plain { return true }
        let environment = run.context.environment
        if let value = environment["ACCESSIBLE"], !value.isEmpty, value != "0" { return true }
        return environment["TERM"] == "dumb"
    }

    /// "4 hours 10 minutes", "1 day 2 hours", "less than a minute": a synthesizer reads
    /// "4h 10m" as letters.
    static func duration(_ seconds: TimeInterval) -> String {
        let minutes = Int(max(0, min(seconds, 1e12)) / 60)
        let days = minutes / 1440, hours = minutes / 60 % 24, rest = minutes % 60
        var parts: [String] = []
        if days > 0 { parts.append(counted(days, "day")) }
        if hours > 0 { parts.append(counted(hours, "hour")) }
        if rest > 0 { parts.append(counted(rest, "minute")) }
        return parts.isEmpty ? "less than a minute" : parts.joined(separator: " ")
    }

    /// "250 ml" as it is spoken: "250 millilitres".
    static func units(_ amount: String) -> String {
        if amount.hasSuffix(" ml") { return String(amount.dropLast(3)) + " millilitres" }
        if amount.hasSuffix(" oz") { return String(amount.dropLast(3)) + " ounces" }
        return amount
    }

    static func counted(_ count: Int, _ unit: String) -> String { "\(count) \(unit)\(count == 1 ? "" : "s")" }

    /// "Friday 27 November": a day as it is spoken, without abbreviations.
    static func day(_ day: LocalDay) -> String {
        "\(weekdays[day.weekday - 1]) \(day.day) \(months[day.month - 1])"
    }

    /// "Friday 27 November at 08:30"; today's moments by their time alone.
    static func moment(_ date: Date, now: Date, zone: Zone) -> String {
        let local = LocalTime.day(of: date, in: zone)
        let time = ClockText(now: now, timeZone: zone).time(date)
        return local == LocalTime.day(of: now, in: zone) ? "today at \(time)" : "\(day(local)) at \(time)"
    }

    // MARK: The pictures

    /// `status` while a fast runs: the time, the phase's words, the tree becoming.
    static func status(_ fast: ActiveFast, now: Date, zone: Zone, showsTree: Bool) -> [String] {
        var lines = [
            "You have been fasting for \(duration(fast.elapsed(at: now))).",
            "It began \(moment(fast.start, now: now, zone: zone)).",
            fast.phase(at: now).companionText,
        ]
        if showsTree { lines.append(becoming(fast.progress(at: now))) }
        // Any reference a person may set, in the words durations take ("16 hours 15 minutes"):
        // "and a half" was said of every reference with minutes.
        lines.append("Your reference is \(duration(fast.targetHours * 3600)).")
        return lines
    }

    /// The becoming tree as the picture shows it: pale at first, its colour coming as the fast
    /// goes on, whole in its earth tone once the fast has reached its reference.
    static func becoming(_ progress: Double) -> String {
        if progress >= 1 { return "Your tree stands whole, in its earth tone." }
        if progress < 0.5 { return "Your tree is becoming, still pale, taking on its colour as the fast goes on." }
        return "Your tree is becoming, its colour coming in as the fast goes on."
    }

    /// The picture `end` draws, as its spoken label: the tree, and the star above it.
    static func arrival(_ kind: TreeKind) -> [String] {
        switch kind {
        case .established: ["A tree from this fast, in its earth tone.", "A star above it, in the dusk sky."]
        case .incomplete: ["A tree from this fast, grey and faint."]
        }
    }

    /// The forest: its tones, the newest trees near, the older ones receding, the stars.
    static func forest(_ kinds: [TreeKind]) -> [String] {
        guard !kinds.isEmpty else { return ["The forest is bare land under a dusk sky.", "Your forest grows here."] }
        var lines = ["A forest under a dusk sky."]
        let grey = kinds.contains(.incomplete), earth = kinds.contains(.established)
        if earth, grey {
            lines.append("Its trees stand in earth tones, some of them grey and faint.")
        } else if earth {
            lines.append("Its trees stand in earth tones, each its own shape.")
        } else {
            lines.append("Its trees stand grey and faint.")
        }
        if kinds.count > 1 { lines.append("The newest trees stand near; the older ones recede into the distance.") }
        if earth { lines.append("Stars hang in the sky above them.") }
        return lines
    }

    /// One line for a day of the calendar: what it holds.
    static func calendarDay(_ day: LocalDay, fasts: [FastingSession], zone: Zone) -> String {
        guard !fasts.isEmpty else { return "\(self.day(day)): no fast ended." }
        let said = fasts.map { fast -> String in
            // As the day view says it.
            let ending = fast.tree == .established ? "completed" : "ended early"
            return "a fast of \(duration(fast.duration)), \(ending)"
        }
        return "\(self.day(day)): " + said.joined(separator: "; ") + "."
    }
}
