import Domain
import Interchange
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// How recorded fasts are written for people and for scripts.
package enum FastText {
    /// The short id shown to people; any unique prefix of the full id is accepted back.
    package static func shortID(_ id: UUID) -> String { String(id.lowercaseText.prefix(8)) }

    package static func id(_ id: UUID) -> String { id.lowercaseText }

    /// `since Sat 28 Nov 08:00 · 16h is your reference`: where the running fast began and what
    /// it is measured against, under status (words or picture) and in a bar's tooltip.
    /// A start after now (another computer's clock ahead, this one's set back) says so, where
    /// the time alone read `0h 0m` with nothing to say why. Within the minute a clock may
    /// drift it is "since", as `end` takes such a start for now.
    package static func since(_ fast: ActiveFast, clock: ClockText) -> String {
        let start = fast.start.timeIntervalSince(clock.now) > 60
            ? "begins \(clock.moment(fast.start)), later than this computer's clock"
            : "since \(clock.moment(fast.start))"
        return "\(start) · \(TargetHours.spoken(fast.targetHours)) is your reference"
    }

    /// `Wed 19 Nov 20:10 → Thu 20 Nov 12:22 (16h 12m)`, in local time, naming the zone the fast
    /// was kept in when its clock there read otherwise.
    package static func span(_ session: FastingSession, clock: ClockText) -> String {
        var text = "\(clock.span(session.start, session.end)) (\(DurationText.format(session.duration))"
        if let other = clock.otherClock(of: session.start, recordedIn: session.timeZone) { text += ", " + other }
        return text + ")"
    }

    /// How a command that records, removes or changes a fast says which fast: the verb, then
    /// the fast as `span` writes it (`Recorded Sun 22 Nov 20:00 → Mon 23 Nov 12:00 (16h 0m).`).
    /// `end`, `add`, `edit` and `delete` all say it so; only the verb differs.
    package static func confirmation(_ verb: String, _ session: FastingSession, clock: ClockText) -> String {
        "\(verb) \(span(session, clock: clock))."
    }

    /// The session as `log --json` and `calendar --json` write it: every declared member
    /// (`FastingSession.declared`), null for one that holds nothing, with the fast's length and
    /// tree after its target, as they have always stood; `more` adds members of one command's own.
    /// (`log --json`, thousands of fasts, writes each in one buffer: `writeForLog`.)
    package static func write(_ session: FastingSession, into json: inout JSONWriter, more: ((inout JSONWriter) -> Void)? = nil) {
        writeDeclared(session, into: &json, more: more)
    }

    /// `write` member by member through `FastingSession.declared`.
    static func writeDeclared(_ session: FastingSession, into json: inout JSONWriter, more: ((inout JSONWriter) -> Void)?) {
        let fields = FastingSession.declared
        json.object { json in
            for field in fields {
                FieldFormats.write(field, ofFast: session, zone: session.timeZone, absent: .null, into: &json)
                guard field.text == "targetHours" else { continue }
                json.member("durationSeconds", int: Int(session.duration))
                json.key("tree")
                if let tree = session.tree { json.string(tree.rawValue) } else { json.null() }
            }
            more?(&json)
        }
    }

    /// Whether `FastingSession.declared` holds the members `writeForLog` writes, in its order
    /// and of its kinds. A member added there makes this false, and fasts are written through
    /// the list again until `writeForLog` learns it (`FastTextJSONTests` compares the two).
    static let declaredAsWritten: Bool = {
        let fields = FastingSession.declared
        guard fields.map(\.text) == ["id", "start", "end", "targetHours", "timeZone", "note"] else { return false }
        switch (fields[0].value, fields[1].value, fields[2].value, fields[3].value, fields[4].value, fields[5].value) {
        case (.id, .instant, .instant, .hours, .zone, .note): return true
        default: return false
        }
    }()
}
