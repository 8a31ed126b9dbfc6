import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The on-disk formats. Each file is a JSON object with a `version`; instants are UTC text
// (`2026-11-20T19:00:00Z`) beside the time zone they were recorded in.

package struct SessionsDocument: VersionedDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    package var sessions: [SessionRecord]
}

package struct SessionRecord: Codable, Sendable, Equatable {
    package var id: UUID
    package var start: String
    package var end: String
    package var targetHours: Double
    package var timeZone: String
    package var note: String? = nil
}

package struct ActiveDocument: VersionedDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    package var fast: ActiveRecord?
}

package struct ActiveRecord: Codable, Sendable, Equatable {
    package var id: UUID
    package var start: String
    package var targetHours: Double
    package var timeZone: String
    /// A copy of the number of recorded fasts (see `AtrestStore.loadActiveFast`).
    package var recordedCount: Int
    package var note: String? = nil
}

package struct WaterDocument: VersionedDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    package var entries: [WaterRecord]

    package init(version: Int = currentVersion, entries: [WaterRecord]) {
        self.version = version
        self.entries = entries
    }
}

/// One entry of a water month as stored. Months are written by `WaterDocument.writeJSON(_:)`
/// straight from entries, and by `writeJSON()` from records: a member added here goes in both.
package struct WaterRecord: Codable, Sendable, Equatable {
    package var id: UUID
    package var at: String
    package var milliliters: Int
    package var timeZone: String

    package init(id: UUID, at: String, milliliters: Int, timeZone: String) {
        self.id = id
        self.at = at
        self.milliliters = milliliters
        self.timeZone = timeZone
    }
}

package struct SettingsDocument: VersionedDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    package var targetHours: Double?
    package var waterUnit: String?
    package var waterAmount: Int?
    package var vigil: Bool?
    /// Absent in files written before it: motion on.
    package var motion: Bool?
}

package struct AccountDocument: VersionedDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    package var license: String?
    package var transitionMomentShown: Bool?
    /// See `Account.completedFasts`; optional, so files written before it still read.
    package var completedFasts: Int?
    /// See `Account.broughtInFasts`; absent: none.
    package var broughtInFasts: Int?
}

package struct RemindersDocument: VersionedDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    package var fastID: UUID?
    package var announcedPhase: String?
    package var targetAnnounced: Bool?
}
