import Domain
import JSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `timew export`: a list of `{"id", "start", "end", "tags", "annotation"?}` with times like
/// `20260120T200000Z`. An interval without `end` is still running and is left out.
/// Timewarrior tracks all kinds of time, so only intervals tagged as fasts are taken: those
/// with `--tag NAME`, or without it those tagged like a fast (`fast`, `fasting`, `#fast`,
/// `fasting-16:8`, …); a file with none is refused, naming the tags it has.
///
/// Its `id` is a position that changes as intervals are added, so ids are derived from the
/// start instead; an interval whose start was moved in timew is found again by its overlap
/// (`ImportEdits.foreign`).
package enum TimewarriorExport {
    static func recognises(_ value: JSONValue) -> Bool {
        guard case .array(let items) = value, case .object(let members)? = items.first,
              case .string(let start)? = members.first(where: { $0.0 == "start" })?.1 else { return false }
        return basicInstant(start) != nil
    }

    static func read(_ value: JSONValue, tag: String?) throws(ImportProblem) -> ForeignHistory {
        var history = ForeignHistory()
        var tagged = 0
        var seen: [String] = []
        if tag == nil { history.overlapHint = "--tag NAME keeps only the intervals with that tag" }
        for (index, item) in try ForeignJSON.array(value, "the file").enumerated() {
            let fields = try ForeignJSON(item, "[\(index)]")
            let tags = try (fields.optional("tags").map { value throws(ImportProblem) in try ForeignJSON.array(value, fields.place("tags")) } ?? [])
                .compactMap { if case .string(let name) = $0 { name } else { nil } }
            for name in tags where !seen.contains(name) && seen.count < 200 { seen.append(name) }
            guard tags.contains(where: { name in tag.map { name == $0 } ?? isFastTag(name) }) else { continue }
            tagged += 1
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
        if tag == nil, tagged == 0, seen.isEmpty, case .array(let items) = value, !items.isEmpty {
            throw ImportProblem("", "no interval is tagged as a fast (fast, fasting), and its intervals carry no tags",
                                hint: "tag your fasts in timew (timew tag @1 fasting), or check the file")
        }
        if tag == nil, tagged == 0, !seen.isEmpty {
            let shown = seen.prefix(8).map { ImportProblem.quoted($0) }.joined(separator: ", ") + (seen.count > 8 ? " and more" : "")
            throw ImportProblem("", "no interval is tagged as a fast (fast, fasting); the tags in it are \(shown)",
                                hint: "add --tag NAME with the tag your fasts carry, such as --tag \(seen[0].contains(" ") ? "'\(seen[0])'" : seen[0])")
        }
        return history
    }

    /// A tag that names a fast: `fast`, `fasts`, `fasted`, `fasting` (in any case, after a `#`),
    /// alone or before a mark or a digit (`fasting-16:8`, `fast16`), not `breakfast` or `fastapi`.
    package static func isFastTag(_ tag: String) -> Bool {
        let word = tag.lowercased().drop(while: { $0 == "#" }).prefix(while: \.isLetter)
        return ["fast", "fasts", "fasted", "fasting"].contains(String(word))
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
