import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// What the files say, as the live view last read them.
struct WatchSnapshot: Equatable, Sendable {
    var fast: ActiveFast?
    var tier: Tier
    var settings: Settings
    /// Today's water, oldest first.
    var water: [WaterEntry]

    /// Reads it all under the store's shared reading, as the commands do.
    static func load(_ run: CommandRun) throws -> WatchSnapshot {
        let store = try run.store
        return try store.whileReading {
            let active = try store.loadActiveFast()
            let count = try active?.recordedCount ?? store.loadHistory().completedCount
            return WatchSnapshot(
                fast: active?.fast,
                tier: try Entitlements.tier(store: store, in: run, recordedCount: count),
                settings: try store.loadSettings(),
                water: try WaterLedger.today(run, store: store)
            )
        }
    }
}

/// A fast that has just ended, shown as it arrives: the tree whole, then its star.
struct Arrival: Equatable, Sendable {
    var id: UUID
    /// The tree it left; nil when it left none.
    var tree: TreeKind?
    /// Whether this tier shows trees at all.
    var showsTree: Bool
    /// When the arrival began, for the star's fade.
    var began: Date
    /// What `end` said.
    var lines: [String]
}

/// Something laid over the sky for a while.
enum WatchOverlay: Equatable, Sendable {
    case help
    /// `a` was pressed once; a second `a` sets the fast aside.
    case settingAside
    /// Today's water, one entry chosen.
    case water(selected: Int)
    /// A month of the calendar with one day chosen; `lines` is `calendar`'s own output.
    case calendar(day: LocalDay, month: [String], detail: [String])
    /// The forest, as `forest` draws it for the screen.
    case forest(lines: [String])
    case arrival(Arrival)
}

/// Everything the live view shows, apart from the clock and the screen's size.
struct WatchState: Equatable, Sendable {
    var snapshot: WatchSnapshot
    var overlay: WatchOverlay?
    /// The words of the last key's command, shown quietly until `messageUntil`.
    var message: [String] = []
    var messageUntil: Date?
    var motion = true

    /// How long a command's words stay on the sky.
    static let messageSeconds = 8.0
}
