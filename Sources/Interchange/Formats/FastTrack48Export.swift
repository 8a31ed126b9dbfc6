import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// FastTrack48's CSV (the maintained fork of FastTrack): `ID,Start,End,Duration (s),Duration,
/// Notes`, start and end as local date and time (`2024-03-05 20:00`, seconds and a `T` or an
/// offset read too), the length in seconds, the same length for people (`16h 0m`, not read)
/// and the note.
///
/// Its `ID` is a row number as FastTrack's is, so ids are derived from the start under
/// FastTrack's name: a history carried from FastTrack to FastTrack48 is the same fasts. Where
/// the end cannot be read, the length in seconds gives it; a fast of no length is left out.
enum FastTrack48Export {
    static let columns = ["ID", "Start", "End", "Duration (s)", "Duration", "Notes"]

    static func read(csv rows: [CSVTable.Row], zone: Zone) throws(ImportProblem) -> ForeignHistory {
        var history = ForeignHistory()
        for row in rows.dropFirst() {
            guard let start = Timestamp.parse(row.field(1), localZone: zone) else {
                throw ImportProblem(row.place, "\(ImportProblem.quoted(row.field(1))) is not a date and time like 2024-03-05 20:00")
            }
            let seconds = LocalReading.number(row.field(3)).flatMap { $0.isFinite && $0 >= 0 && $0 < 86_400 * 365 ? $0 : nil }
            let end: Date
            if let written = Timestamp.parse(row.field(2), localZone: zone), written > start {
                end = written
            } else if let seconds {
                end = start.addingTimeInterval(seconds.rounded())
            } else if row.field(2).isEmpty, row.field(3).isEmpty {
                history.running += 1
                continue
            } else {
                throw ImportProblem(row.place, "\(ImportProblem.quoted(row.field(2))) is not a date and time after the start, and \(ImportProblem.quoted(row.field(3))) is not a number of seconds")
            }
            guard end > start else {
                history.shorter += 1
                continue
            }
            let note = row.fields.count > 5 ? row.fields[5] : ""
            history.fasts.append(ForeignHistory.Fast(
                id: try DerivedID.make(source: .fasttrack, start: start), start: start, end: end,
                note: note.isEmpty ? nil : note, place: row.place
            ))
        }
        return history
    }
}
