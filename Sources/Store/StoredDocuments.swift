import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The small documents still read through `Codable` (records are in `Records/`).

package struct RemindersDocument: VersionedDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    package var fastID: UUID?
    package var announcedPhase: String?
    package var targetAnnounced: Bool?
}
