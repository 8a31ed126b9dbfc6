import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

extension DoctorExamination {
    /// Water entries held twice in a month's file (something other than atrest changed it, or
    /// a copy was joined by hand): each is shown and counted twice.
    func duplicateWaterFindings() -> [DoctorFinding] {
        guard let months = try? store.waterMonths() else { return [] }
        var found: [DoctorFinding] = []
        for month in months {
            guard let entries = try? reads.water(month: month),
                  entries.withUnsafeBufferPointer({ entries in Self.mayHoldRepeats(count: entries.count) { entries[$0].id } })
            else { continue }
            var seen = Set<UUID>()
            var twice: [WaterEntry] = []
            for entry in entries where !seen.insert(entry.id).inserted && !twice.contains(where: { $0.id == entry.id }) {
                twice.append(entry)
            }
            for entry in twice {
                let id = FastText.shortID(entry.id)
                found.append(DoctorFinding(
                    subject: shown(store.paths.water(month: month)), weight: .attention,
                    lines: ["holds the water entry \(id), \(entry.milliliters) ml at \(clock.moment(entry.at)), more than once, so it is shown and counted more than once."],
                    advice: "atrest water remove \(id) removes every copy; atrest water add logs it again once."
                ))
            }
        }
        return found
    }
}
