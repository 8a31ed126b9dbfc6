import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// What the files say, as the live view last read them.
package struct WatchSnapshot: Equatable, Sendable {
    package var fast: ActiveFast?
    package var tier: Tier
    package var settings: Settings
    /// Today's water, oldest first.
    package var water: [WaterEntry]

    package init(fast: ActiveFast?, tier: Tier, settings: Settings = Settings(), water: [WaterEntry] = []) {
        self.fast = fast
        self.tier = tier
        self.settings = settings
        self.water = water
    }

    /// Reads it all under the store's shared reading, as the commands do.
    static func load(_ run: CommandRun) throws -> WatchSnapshot {
        let store = try run.store
        return try store.whileReading {
            let active = try store.loadActiveFast()
            return WatchSnapshot(
                fast: active?.fast,
                tier: try Entitlements.shownTier(account: store.loadAccount(), runningCount: active?.recordedCount, store: store, in: run),
                settings: try store.loadSettings(),
                water: try WaterLedger.today(run, store: store)
            )
        }
    }
}

/// A fast that has just ended, shown as it arrives: the tree whole, then its star.
package struct Arrival: Equatable, Sendable {
    package var id: UUID
    /// The tree it left; nil when it left none.
    package var tree: TreeKind?
    /// Whether this tier shows trees at all.
    package var showsTree: Bool
    /// When the arrival began, for the star's fade.
    package var began: Date
    /// What `end` said.
    package var lines: [String]

    package init(id: UUID, tree: TreeKind?, showsTree: Bool, began: Date, lines: [String]) {
        self.id = id
        self.tree = tree
        self.showsTree = showsTree
        self.began = began
        self.lines = lines
    }
}

/// Something laid over the sky for a while.
package enum WatchOverlay: Equatable, Sendable {
    case help
    /// `a` was pressed once; a second `a` sets the fast aside.
    case settingAside
    /// Today's water, one entry chosen.
    case water(selected: Int)
    /// A month of the calendar with one day chosen; `lines` is `calendar`'s own output.
    case calendar(day: LocalDay, month: [String], detail: [String])
    /// The walk through the forest: the window whose top row is `top` of the canvas (the sky
    /// moving at 30 % of the trees' pace), drawn as `lines`.
    case forest(lines: [String], top: Int)
    case arrival(Arrival)
}

/// Everything the live view shows, apart from the clock and the screen's size.
package struct WatchState: Equatable, Sendable {
    package var snapshot: WatchSnapshot
    package var overlay: WatchOverlay?
    /// The words of the last key's command, shown quietly until `messageUntil`.
    package var message: [String] = []
    package var messageUntil: Date?
    package var motion = true
    /// Words in place of the keys at the foot (what `status` suggests typing next).
    package var hint: String?

    package init(snapshot: WatchSnapshot, overlay: WatchOverlay? = nil) {
        self.snapshot = snapshot
        self.overlay = overlay
    }

    /// How long a command's words stay on the sky.
    static let messageSeconds = 8.0
}
