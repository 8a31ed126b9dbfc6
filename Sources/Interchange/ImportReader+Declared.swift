import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// How import reads each kind of declared member (`RecordField`): the one place a kind meets
/// the export's reader, so a member declared on a record comes back through import.
extension ImportReader {
    /// The members of `item`, each read and checked by its kind into `blank`. A zone left out
    /// is the one the offset of the last instant before it implies (a fast's end: the instant
    /// that decides its day).
    func record<Record: DeclaredRecord>(_ item: Fields, blank: Record) throws(ImportProblem) -> Record {
        var record = blank
        var last: (date: Date, offset: Int) = (Date(timeIntervalSince1970: 0), 0)
        // Through the table's buffer: a `for` over it copied each field, closures retained and
        // released, for every member of every record.
        try Record.declared.withUnsafeBufferPointer { fields throws(ImportProblem) in
            for index in fields.indices {
                let name = fields[index].text
                switch fields[index].value {
                case .id(_, let set):
                    set(&record, try uuid(item.required(name, fields[index].described)))
                case .instant(_, let set):
                    let (value, path) = try item.required(name, fields[index].described)
                    last = try instant(value, path)
                    set(&record, last.date)
                case .hours(_, let set):
                    set(&record, try targetHours(item.optional(name)))
                case .milliliters(_, let set):
                    set(&record, try milliliters(item.required(name, fields[index].described)))
                case .zone(_, let set):
                    set(&record, try zone(item.optional(name), offset: last.offset, at: last.date))
                case .note(_, let set):
                    set(&record, try note(item.optional(name)))
                }
                if let problem = fields[index].rule?(record) { throw broken(problem, fields[index], item) }
            }
        }
        return record
    }

    /// A rule over the whole record, in words that show the values that break it.
    private func broken<Record>(_ problem: RecordRules.Problem, _ field: RecordField<Record>, _ item: Fields) -> ImportProblem {
        let shown = item.optional(field.text).map { ImportProblem.shown($0.0) } ?? "null"
        switch problem {
        case .endNotAfterStart:
            let start = item.optional("start").map { ImportProblem.shown($0.0) } ?? "null"
            return ImportProblem(item.place.member(field.text).text, "\(shown) is not after the start, \(start)")
        case .shorterThanKept(let duration):
            return ImportProblem(item.place.text, "this fast is \(DurationText.format(duration)) long; atrest keeps fasts of 4 hours or more")
        default:
            return ImportProblem(item.place.member(field.text).text, "\(shown) \(problem.reason)")
        }
    }
}
