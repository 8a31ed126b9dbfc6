import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// Water by local day, read from the few monthly files that day touches.
package enum WaterLedger {
    /// The entries logged during `day` in `zone`, oldest first.
    ///
    /// `known` is a month whose entries the caller already holds, so it is not read again.
    package static func entries(
        on day: LocalDay, in zone: Zone, store: AtrestStore, knowing known: (WaterMonth, [WaterEntry])? = nil
    ) throws -> [WaterEntry] {
        let start = LocalTime.startOfDay(day, in: zone)
        let end = LocalTime.startOfDay(day.adding(days: 1), in: zone)
        var entries: [WaterEntry] = []
        for month in WaterMonth.covering(start, end) {
            let all = try known.flatMap { $0.0 == month ? $0.1 : nil } ?? store.loadWater(month: month)
            entries += all.filter { $0.at >= start && $0.at < end }
        }
        // Each month is kept in the order logged; two months meet at a month's edge, in time order.
        return entries
    }

    package static func today(_ run: CommandRun, store: AtrestStore, knowing known: (WaterMonth, [WaterEntry])? = nil) throws -> [WaterEntry] {
        try entries(on: LocalTime.day(of: run.now, in: run.timeZone), in: run.timeZone, store: store, knowing: known)
    }
}
