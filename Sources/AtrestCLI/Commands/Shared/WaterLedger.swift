#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

import Domain
import Store

/// Water by local day, read from the few monthly files that day touches.
package enum WaterLedger {
    /// The entries logged during `day` in `zone`, oldest first, from the month files `read`
    /// gives: a month's entries from the instant given on (the store's, unless the caller holds
    /// a month already), read from the file's end (`AtrestStore.loadWater(month:since:)`).
    package static func entries(
        on day: LocalDay, in zone: Zone, reading read: (WaterMonth, Date) throws -> [WaterEntry]
    ) throws -> [WaterEntry] {
        let start = LocalTime.startOfDay(day, in: zone)
        let end = LocalTime.startOfDay(day.adding(days: 1), in: zone)
        var entries: [WaterEntry] = []
        // Month by month, without gathering them in a list: an array of a type of ours is built
        // by the runtime on first use (start-up path: Sources/START-UP.md). The same months as
        // `WaterMonth.covering`.
        var month = WaterMonth(containing: start)
        let last = WaterMonth(containing: end.addingTimeInterval(-1))
        // `!(last < month)` rather than `<=`, which Comparable gives generically and the runtime
        // answers with a witness table made on first use (start-up path: Sources/START-UP.md).
        while !(last < month) {
            entries += try read(month, start).filter { $0.at >= start && $0.at < end }
            month = month.next
        }
        // Each month is kept in the order logged; two months meet at a month's edge, in time order.
        return entries
    }

    package static func entries(on day: LocalDay, in zone: Zone, store: AtrestStore) throws -> [WaterEntry] {
        try entries(on: day, in: zone) { month, start in try store.loadWater(month: month, since: start) }
    }

    package static func today(_ run: CommandRun, store: AtrestStore) throws -> [WaterEntry] {
        try entries(on: LocalTime.day(of: run.now, in: run.timeZone), in: run.timeZone, store: store)
    }

    /// The start of today in the run's zone: what `water add` keeps of the month it saves.
    package static func startOfToday(_ run: CommandRun) -> Date {
        LocalTime.startOfDay(LocalTime.day(of: run.now, in: run.timeZone), in: run.timeZone)
    }
}
