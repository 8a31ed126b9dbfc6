import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Today's water without decoding the month (start-up path: Sources/START-UP.md): `status`
/// and `water add` cost the same on the first of a month as on its last. `WaterTail` says
/// what is read and what is judged.
extension AtrestStore {
    /// The month's entries at or after `start`, oldest first. Read from the file's end when it
    /// is as atrest writes it; otherwise read whole, which refuses a damaged file.
    package func loadWater(month: WaterMonth, since start: Date) throws(StoreError) -> [WaterEntry] {
        let path = paths.water(month: month)
        guard let data = try contents(at: path) else { return [] }
        if let tail = WaterTail.read(data, since: start, month: month, zones: zones) {
            return tail.entries.filter { $0.at >= start }
        }
        return try loadWater(month: month).filter { $0.at >= start }
    }

    /// Adds a glass to its month's file, as `StoreChange.addWater` does; gives back that
    /// month's entries at or after `since`, as saved. Call it inside `withLock`.
    package func addWater(_ entry: WaterEntry, keeping since: Date) throws(StoreError) -> (month: WaterMonth, entries: [WaterEntry]) {
        let applied = try perform(.addWater(entry, keeping: since))
        return (applied.month ?? WaterMonth(containing: entry.at), applied.entries)
    }
}
