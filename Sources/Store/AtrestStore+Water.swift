import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Water, one file per UTC month.
extension AtrestStore {
    /// The UTC months that have a water file, oldest first.
    package func waterMonths() throws(StoreError) -> [WaterMonth] {
        let names: [String]
        do {
            names = try fileSystem.list(paths.waterDirectory)
        } catch {
            throw .fileSystem(error)
        }
        return names.compactMap { name in
            name.hasSuffix(".json") ? WaterMonth(String(name.dropLast(5))) : nil
        }.sorted()
    }

    package func loadWater(month: WaterMonth) throws(StoreError) -> [WaterEntry] {
        let path = paths.water(month: month)
        guard let data = try contents(at: path) else { return [] }
        let entries: [WaterEntry]
        if let read = WaterDocument.readEntries(data, zones: zones) { entries = read } else { entries = try readWaterRecords(data, path: path) }
        try check(entries, month: month, path: path)
        return entries
    }

    /// A month's water through the document, record by record (see `readEntries`).
    private func readWaterRecords(_ data: Data, path: String) throws(StoreError) -> [WaterEntry] {
        let document = try DocumentCoding.decode(WaterDocument.self, from: data, path: path)
        var cache = ZoneCache(database: zones)
        var entries: [WaterEntry] = []
        for (index, record) in document.entries.enumerated() {
            let at = try instant(record.at, path: path, field: "entries[\(index)].at")
            entries.append(WaterEntry(id: record.id, at: at, milliliters: record.milliliters, timeZone: cache.zone(record.timeZone)))
        }
        return entries
    }

    /// Saves one month's entries, oldest first.
    /// `removed`: the entries this change takes away, remembered so no other computer brings them back.
    package func saveWater(_ entries: [WaterEntry], month: WaterMonth, removed: [UUID] = []) throws(StoreError) {
        try noteChanges(deleted: removed, kind: .water)
        // By time, and within one second in the order they were logged, so `last` stays the last.
        let inOrder = zip(entries, entries.dropFirst()).allSatisfy { $0.at <= $1.at }
        let sorted = inOrder ? entries : entries.enumerated()
            .sorted { $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset }
            .map(\.element)
        try save(WaterDocument.writeJSON(sorted), to: paths.water(month: month))
    }
}
