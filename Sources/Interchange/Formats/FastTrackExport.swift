import Domain

/// FastTrack's (Android) CSV: `ID,Start Date,Start Time,Duration (hours)`, dates
/// `yyyy-MM-dd`, local times `H:mm`, and durations in whole hours, so every end is approximate.
///
/// Its `ID` is a row number in the app, not the same on another phone: ids are derived from
/// the start instead. The app records every fast that is ended, and one ended within its
/// first hour is written as `0` hours: such rows are left out and counted, never refused.
/// FastTrack48, the maintained fork, writes its own header (`FastTrack48Export`).
enum FastTrackExport {
    static let columns = ["ID", "Start Date", "Start Time", "Duration (hours)"]

    static func read(csv rows: [CSVTable.Row], zone: Zone) throws(ImportProblem) -> ForeignHistory {
        if let header = rows.first, CSVTable.header(header, is: FastTrack48Export.columns) {
            return try FastTrack48Export.read(csv: rows, zone: zone)
        }
        guard let header = rows.first, CSVTable.header(header, is: columns) else {
            throw ImportProblem("line 1", "expected FastTrack's header, ID,Start Date,Start Time,Duration (hours), or FastTrack48's, ID,Start,End,Duration (s),Duration,Notes")
        }
        var history = ForeignHistory()
        for row in rows.dropFirst() {
            guard let day = LocalReading.day(row.field(1)) else {
                throw ImportProblem(row.place, "\(ImportProblem.quoted(row.field(1))) is not a date like 2024-03-05")
            }
            guard let clock = LocalReading.clock(row.field(2)) else {
                throw ImportProblem(row.place, "\(ImportProblem.quoted(row.field(2))) is not a time like 20:00")
            }
            guard let hours = LocalReading.number(row.field(3)), hours.isFinite, hours >= 0, hours < 24 * 365 else {
                throw ImportProblem(row.place, "\(ImportProblem.quoted(row.field(3))) is not a number of hours")
            }
            guard hours > 0 else {
                history.shorter += 1
                continue
            }
            let start = LocalReading.instant(day, clock, in: zone)
            history.fasts.append(ForeignHistory.Fast(
                id: try DerivedID.make(source: .fasttrack, start: start), start: start,
                end: start.addingTimeInterval((hours * 3600).rounded()), place: row.place
            ))
        }
        history.caveat = "FastTrack keeps durations in whole hours, so each end is the start plus those hours and may differ from the real end by up to an hour."
        return history
    }
}
