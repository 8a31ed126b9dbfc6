import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// Whether the members `ExportDocument+Record` names are the declared ones: a member declared
/// that it does not know sends every record back through the declared list (`record`).
extension ExportDocument {
    /// Whether `FastingSession.declared` and `WaterEntry.declared` hold the members written
    /// here, in this order and of these kinds.
    package static let declaredAsWritten: Bool = {
        let fasts = FastingSession.declared, water = WaterEntry.declared
        guard fasts.map(\.text) == ["id", "start", "end", "targetHours", "timeZone", "note"],
              water.map(\.text) == ["id", "at", "milliliters", "timeZone"] else { return false }
        switch (fasts[0].value, fasts[1].value, fasts[2].value, fasts[3].value, fasts[4].value, fasts[5].value) {
        case (.id, .instant, .instant, .hours, .zone, .note): break
        default: return false
        }
        switch (water[0].value, water[1].value, water[2].value, water[3].value) {
        case (.id, .instant, .milliliters, .zone): return true
        default: return false
        }
    }()
}
