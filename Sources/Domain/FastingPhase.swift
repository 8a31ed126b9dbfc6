#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The six quiet markers of where a fast is, by elapsed hours.
///
/// A phase is a place, not an achievement: none is better than another.
package enum FastingPhase: String, CaseIterable, Sendable, Codable, Comparable {
    case digestionCompleting   // 0–4 h
    case beginningToShift      // 4–8 h
    case metabolicTransition   // 8–12 h
    case deeperRhythm          // 12–16 h
    case extendedFast          // 16–24 h
    case prolongedFast         // 24 h and on

    /// The hour at which the phase begins.
    package var startHour: Int {
        switch self {
        case .digestionCompleting: 0
        case .beginningToShift: 4
        case .metabolicTransition: 8
        case .deeperRhythm: 12
        case .extendedFast: 16
        case .prolongedFast: 24
        }
    }

    /// The phase at `elapsed` seconds into a fast.
    package init(elapsed: TimeInterval) {
        let hours = max(0, elapsed) / 3600
        self = FastingPhase.allCases.last { Double($0.startHour) <= hours } ?? .digestionCompleting
    }

    package static func < (lhs: FastingPhase, rhs: FastingPhase) -> Bool { lhs.startHour < rhs.startHour }
}
