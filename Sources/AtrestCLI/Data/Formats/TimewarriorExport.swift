import Domain
import JSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `timew export`: a list of `{"id", "start", "end", "tags", "annotation"?}` with times like
/// `20260120T200000Z`. An interval without `end` is still running and is left out. With a
/// tag, only intervals carrying it are fasts (Timewarrior tracks all kinds of time).
///
/// Its `id` is a position that changes as intervals are added, so ids are derived from the
/// start instead.
enum TimewarriorExport {
    static func recognises(_ value: JSONValue) -> Bool {
        guard case .array(let items) = value, case .object(let members)? = items.first,
              case .string(let start)? = members.first(where: { $0.0 == "start" })?.1 else { return false }
        return basicInstant(start) != nil
    }

    static func read(_ value: JSONValue, tag: String?) throws(ImportProblem) -> ForeignHistory {
        var history = ForeignHistory()
        var tagged = 0
        if tag == nil { history.overlapHint = "--tag NAME keeps only the intervals tagged as fasts" }
        for (index, item) in try ForeignJSON.array(value, "the file").enumerated() {
            let fields = try ForeignJSON(item, "[\(index)]")
            if let tag {
                let tags = try fields.optional("tags").map { value throws(ImportProblem) in try ForeignJSON.array(value, fields.place("tags")) } ?? []
                guard tags.contains(where: { if case .string(tag) = $0 { true } else { false } }) else { continue }
                tagged += 1
            }
            let start = try instant(fields, "start")
            guard fields.optional("end") != nil else {
                history.running += 1
                continue
            }
            let end = try instant(fields, "end")
            history.fasts.append(ForeignHistory.Fast(
                id: try DerivedID.make(source: .timewarrior, start: start), start: start, end: end,
                note: try fields.optionalString("annotation", "an annotation"), place: fields.path
            ))
        }
        if let tag, tagged == 0 {
            throw ImportProblem("", "no interval carries the tag \(ImportProblem.quoted(tag))", hint: "timew tags shows the tags there are")
        }
        return history
    }

    private static func instant(_ fields: ForeignJSON, _ key: String) throws(ImportProblem) -> Date {
        let text = try fields.string(key, "a time like 20260120T200000Z")
        guard let date = basicInstant(text) ?? Timestamp.parse(text) else {
            throw ImportProblem(fields.place(key), "\(ImportProblem.quoted(text)) is not a time like 20260120T200000Z")
        }
        return date
    }

    /// ISO 8601's basic form in UTC, as Timewarrior writes it: `20260120T200000Z`.
    static func basicInstant(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 16, bytes[8] == UInt8(ascii: "T"), bytes[15] == UInt8(ascii: "Z") else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in bytes[from..<(from + count)] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = number(0, 4), let month = number(4, 2), let day = number(6, 2),
              let hour = number(9, 2), let minute = number(11, 2), let second = number(13, 2) else { return nil }
        let civil = CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return civil.isValid ? civil.date(offsetSeconds: 0) : nil
    }
}
