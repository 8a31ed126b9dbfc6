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
    ///
    /// Only the file's first bytes and its last `window` are read (`FileEnds`), four times
    /// more each time the lines needed begin before them, up to the whole file: a month at
    /// eight glasses a day is 27 kB, a day of it 900 bytes, and reading it whole into fresh
    /// memory cost `status` seven page faults (start-up path: Sources/START-UP.md).
    package func loadWater(month: WaterMonth, since start: Date, window: Int = 4096) throws(StoreError) -> [WaterEntry] {
        let path = paths.water(month: month)
        var window = max(window, 1)
        while true {
            let ends: FileEnds?
            do {
                ends = try fileSystem.ends(ofOwnFile: path, head: WaterTail.layout.head.count, tail: window)
            } catch {
                throw Self.refused(error, path: path)
            }
            guard let ends else {
                try missing(path)
                return []
            }
            switch WaterTail.read(ends, since: start, month: month, zones: zones) {
            case .read(let tail): return tail.entries.filter { $0.at >= start }
            case .notAsWritten: return try loadWater(month: month).filter { $0.at >= start }
            case .needsMore: window = window < Int.max / 8 ? window * 4 : Int.max / 2
            }
        }
    }

    /// Adds a glass to its month's file, as `StoreChange.addWater` does; gives back that
    /// month's entries at or after `since`, as saved. Call it inside `withLock`.
    package func addWater(_ entry: WaterEntry, keeping since: Date) throws(StoreError) -> (month: WaterMonth, entries: [WaterEntry]) {
        let applied = try perform(.addWater(entry, keeping: since))
        return (applied.month ?? WaterMonth(containing: entry.at), applied.entries)
    }
}
