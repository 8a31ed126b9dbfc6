import Domain
import Interchange
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON
import Store

extension DoctorExamination {
    /// Zone names in a readable file that name no zone (`America/New York`, `UTC `, a path):
    /// what an older atrest wrote from a `TZ` it could not read. The store reads each as UTC,
    /// as its times were counted when written, and keeps the record; this says so, once a file.
    /// Nothing needs doing (there is nothing for `--repair` to do): the next save writes UTC.
    func zoneNameFindings(_ file: DataFile, bytes: Data) -> [DoctorFinding] {
        guard let document = try? JSONValue.parse(bytes) else { return [] }
        var names: [String] = []
        Self.collectZoneNames(document, into: &names)
        let odd = names.filter { !ZoneName.isValid($0) }
        guard let first = odd.first else { return [] }
        let others = Set(odd).count - 1
        let more = others == 0 ? "" : " (and \(others) other such \(others == 1 ? "name" : "names"))"
        return [DoctorFinding(
            subject: shown(file.path), weight: .note,
            lines: ["names the time zone \(ImportProblem.quoted(first))\(more), which is no zone's name: a TZ atrest could not read when the record was written. Its times are read as UTC, as they were counted then, and every record is kept; the next save writes UTC in its place."]
        )]
    }

    private static func collectZoneNames(_ value: JSONValue, into names: inout [String]) {
        switch value {
        case .object(let members):
            for (key, member) in members {
                if key == "timeZone", case .string(let name) = member { names.append(name) } else { collectZoneNames(member, into: &names) }
            }
        case .array(let items):
            for item in items { collectZoneNames(item, into: &names) }
        default:
            break
        }
    }
}
