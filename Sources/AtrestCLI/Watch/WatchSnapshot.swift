import Domain
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
