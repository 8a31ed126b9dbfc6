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
            // Found as the month was read (`DoctorReads.check`).
            guard let twice = try? reads.water(month: month).heldTwice else { continue }
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
