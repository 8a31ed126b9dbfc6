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

    /// Adds a glass to its month's file; gives back that month's entries at or after `since`,
    /// as saved. Call it inside `withLock`.
    ///
    /// The new line goes into the file's bytes in time order, the lines before the ones read
    /// kept byte for byte; the file is saved as every file is (whole, durably, its previous
    /// generation kept). A file not as atrest writes it is read whole and written anew.
    package func addWater(_ entry: WaterEntry, keeping since: Date) throws(StoreError) -> (month: WaterMonth, entries: [WaterEntry]) {
        let month = WaterMonth(containing: entry.at)
        let path = paths.water(month: month)
        let data = try contents(at: path) ?? WaterTail.emptyDocument
        let line: ArraySlice<UInt8>?
        do {
            line = try WaterTail.line(entry)
        } catch {
            throw .fileSystem(FileSystemError(.write, path: path, code: EINVAL))
        }
        if let line, let tail = WaterTail.read(data, since: min(since, entry.at), month: month, zones: zones),
           let added = tail.adding(entry, line: line, to: data) {
            try save(added, to: path)
            var entries = tail.entries.filter { $0.at >= since }
            if entry.at >= since { entries.insert(entry, at: entries.lastIndex(where: { $0.at <= entry.at }).map { $0 + 1 } ?? 0) }
            return (month, entries)
        }
        let saved = try addWater(entry)
        return (month, saved.entries.filter { $0.at >= since })
    }
}
