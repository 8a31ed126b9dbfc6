import Domain
import Interchange
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON
import Store

/// Which zone atrest reads and shows times in, and why, in words for `doctor` and as a fact
/// for `status --json`.
enum ZoneOriginText {
    /// One sentence, and what to do when the zone is not the one `TZ` meant to name; nil for
    /// a zone given by whoever built the context.
    static func sentence(
        _ origin: ZoneChoice.Origin, zone: Zone, now: Date, database: String, databaseExists: Bool
    ) -> (String, advice: String?)? {
        let offset = "UTC" + offsetText(zone.secondsFromGMT(for: now))
        switch origin {
        case .tzZone:
            return ("Times are read and shown in \(zone.identifier), as TZ says.", nil)
        case .tzRule(let value):
            return ("Times are read and shown at \(offset) now, by the POSIX rule in TZ (\(ImportProblem.quoted(value))), which counts hours west of UTC.", nil)
        case .tzEmpty:
            return ("Times are read and shown in UTC, as an empty TZ means.", nil)
        case .tzUnreadable(let value):
            return (
                "TZ is \(ImportProblem.quoted(value)), which is neither a zone this system knows nor a POSIX rule, so times are read and shown in UTC, as the C library does.",
                databaseExists
                    ? "Set TZ to a zone named by a file under \(database), such as Europe/Paris, or unset it to use the system's zone."
                    : "This system has no tz database (\(database)); installing it (apt-get install tzdata) lets TZ name a zone such as Europe/Paris."
            )
        case .systemLink(let path):
            return ("Times are read and shown in \(zone.identifier), the system's zone (\(path)).", nil)
        case .systemCopy(let path, let namedIn?):
            return ("Times are read and shown in \(zone.identifier), the system's zone (\(path), named in \(namedIn)).", nil)
        case .systemCopy(let path, nil):
            return ("Times are read and shown in the system's zone, \(path), a copy that names no zone (\(offset) now).", nil)
        case .systemName(let path, let missing):
            return ("Times are read and shown in \(zone.identifier), named in \(path); \(missing) cannot be read, so other programs may show UTC.", nil)
        case .nothing(let path):
            return ("Times are read and shown in UTC: TZ is not set and \(path) cannot be read.", nil)
        case .given:
            return nil
        }
    }

    /// The one line on stderr when `TZ` names nothing atrest can read: times are in UTC, and
    /// the text of TZ is never written into a record. Nil for every other origin.
    static func warning(_ origin: ZoneChoice.Origin) -> String? {
        guard case .tzUnreadable(let value) = origin else { return nil }
        return "atrest: TZ is \(ImportProblem.quoted(value)), which names no time zone this system has; times are read and shown in UTC (atrest doctor says more)\n"
    }

    /// `status --json`'s `timeZone`: the zone, its offset now, what chose it, and whether
    /// atrest fell back to UTC because that could not be read as a zone.
    static func json(_ origin: ZoneChoice.Origin, zone: Zone, now: Date) -> JSONValue {
        let fellBack: Bool
        switch origin {
        case .tzUnreadable, .nothing: fellBack = true
        default: fellBack = false
        }
        return .object([
            ("identifier", .string(zone.identifier)),
            ("utcOffsetSeconds", .int(zone.secondsFromGMT(for: now))),
            ("source", .string(origin.source)),
            ("fellBackToUTC", .bool(fellBack)),
        ])
    }

    /// `+05:30`, `-05:00`, `+00:00`.
    static func offsetText(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        let two = { (value: Int) in (value < 10 ? "0" : "") + String(value) }
        return (seconds < 0 ? "-" : "+") + two(minutes / 60) + ":" + two(minutes % 60)
    }
}
