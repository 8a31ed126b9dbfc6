import Domain
import JSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Sunrise's (iOS) JSON: a list of `{"startDate", "endDate", "targetInterval", "mood"?,
/// "note"?}`. Dates are seconds since 2001-01-01 UTC (Apple's reference date), the target is
/// in seconds; the note is kept, the mood is not (atrest keeps no mood).
enum SunriseExport {
    /// 2001-01-01T00:00:00Z in seconds since 1970.
    static let referenceDate: TimeInterval = 978_307_200

    static func recognises(_ value: JSONValue) -> Bool {
        guard case .array(let items) = value, case .object(let members)? = items.first else { return false }
        return members.contains { $0.0 == "startDate" } && members.contains { $0.0 == "targetInterval" }
    }

    static func read(_ value: JSONValue) throws(ImportProblem) -> ForeignHistory {
        var history = ForeignHistory()
        for (index, item) in try ForeignJSON.array(value, "the file").enumerated() {
            let fields = try ForeignJSON(item, "[\(index)]")
            let start = try date(fields, "startDate")
            guard fields.optional("endDate") != nil else {
                history.running += 1
                continue
            }
            let end = try date(fields, "endDate")
            let target = try fields.optionalNumber("targetInterval", "a number of seconds").map { $0 / 3600 }
            let note = try fields.optionalString("note", "a note")
            history.fasts.append(ForeignHistory.Fast(
                id: try DerivedID.make(source: .sunrise, start: start), start: start, end: end,
                targetHours: target, note: note, place: fields.path
            ))
        }
        return history
    }

    /// Seconds since 2001, whole seconds as atrest keeps them.
    private static func date(_ fields: ForeignJSON, _ key: String) throws(ImportProblem) -> Date {
        let seconds = try fields.number(key, "seconds since 2001")
        guard abs(seconds) < 1e11 else {
            throw ImportProblem(fields.place(key), "\(seconds) is not a date Sunrise writes (seconds since 2001)")
        }
        return Date(timeIntervalSince1970: (seconds + referenceDate).rounded(.down))
    }
}
