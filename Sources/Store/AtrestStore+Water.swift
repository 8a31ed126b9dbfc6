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
        try waterFile(month: month)?.entries ?? []
    }

    /// Saves one month's entries, oldest first, as `StoreChange.water` does.
    /// `removed`: the entries this change takes away, remembered so no other computer brings them back.
    package func saveWater(_ entries: [WaterEntry], month: WaterMonth, removed: [UUID] = []) throws(StoreError) {
        try perform(.water(entries, month: month, removed: removed))
    }

    /// Adds a glass to its month's file; gives back that month as saved. Call it inside
    /// `withLock`.
    package func addWater(_ entry: WaterEntry) throws(StoreError) -> (month: WaterMonth, entries: [WaterEntry]) {
        let month = WaterMonth(containing: entry.at)
        let entries = Self.inOrder(try loadWater(month: month) + [entry])
        try writeWater(entries, month: month)
        return (month, entries)
    }

    /// A month file's bytes: `entries` in the order kept. (Saved alone or staged with others.)
    static func waterDocument(_ entries: [WaterEntry]) throws -> Data {
        try RecordFile.write(inOrder(entries), under: "entries")
    }

    /// By time, and within one second in the order they were logged, so `last` stays the last.
    static func inOrder(_ entries: [WaterEntry]) -> [WaterEntry] {
        guard !zip(entries, entries.dropFirst()).allSatisfy({ $0.at <= $1.at }) else { return entries }
        return entries.enumerated()
            .sorted { $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset }
            .map(\.element)
    }
}
