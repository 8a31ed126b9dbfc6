#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The history and water files an undo puts back, which are the only ones whose records it
/// changes: the stamps it makes (`AtrestStore.undone(since:in:)`) compare the records of these files
/// before and after, so an undo reads what its entry names, not every fast and glass, and
/// costs the same with fifty years of history as with one.
///
/// A fast is counted once however many files hold it (`StoredHistory.merge`); a fast held
/// twice, by a named file and by one not named, happens only while a move between years is
/// cut short, and the entry of a change that moves a fast names both years.
struct UndoScope: Equatable {
    /// The years whose history files the entry names, oldest first.
    var years: [Int] = []
    /// The months whose water files the entry names, oldest first.
    var months: [WaterMonth] = []

    init(_ files: [String], in paths: AtrestPaths) {
        for path in files {
            guard let slash = path.lastIndex(of: "/") else { continue }
            let folder = path[..<slash], name = String(path[path.index(after: slash)...])
            if folder == paths.sessionsDirectory, let year = HistoryYear.year(fileName: name), !name.hasSuffix(".previous") {
                years.append(year)
            } else if folder == paths.waterDirectory, name.hasSuffix(".json"), let month = WaterMonth(String(name.dropLast(5))),
                      paths.water(month: month) == path {
                months.append(month)
            }
        }
        years = Array(Set(years)).sorted()
        months = Array(Set(months)).sorted()
    }
}
