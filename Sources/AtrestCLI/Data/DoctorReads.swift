import Domain
import Store

/// What `doctor` reads, read once for all its findings: each finding looks at the same files,
/// and reading ten years of water five times over was most of what `doctor` cost. A read that
/// failed fails again the same way, as a second read of the same bytes would.
final class DoctorReads {
    let store: AtrestStore
    private var water: [WaterMonth: Result<[WaterEntry], StoreError>] = [:]
    private var history: Result<StoredHistory, StoreError>?
    /// Each history file as read on its own (nil: `sessions.json`), for the whole history after.
    private var historyFiles: [Int?: Result<StoredHistory.File?, StoreError>] = [:]

    init(store: AtrestStore) {
        self.store = store
    }

    /// Forgets everything read (a repair changes the files).
    func reset() {
        water = [:]
        history = nil
        historyFiles = [:]
    }

    func water(month: WaterMonth) throws(StoreError) -> [WaterEntry] {
        if let read = water[month] { return try read.get() }
        let read: Result<[WaterEntry], StoreError>
        do { read = .success(try store.loadWater(month: month)) } catch { read = .failure(error) }
        water[month] = read
        return try read.get()
    }

    /// One history file, as `AtrestStore.historyFile(year:)` reads it.
    func historyFile(year: Int?) throws(StoreError) -> StoredHistory.File? {
        if let read = historyFiles[year] { return try read.get() }
        let read: Result<StoredHistory.File?, StoreError>
        do { read = .success(try store.historyFile(year: year)) } catch { read = .failure(error) }
        historyFiles[year] = read
        return try read.get()
    }

    func storedHistory() throws(StoreError) -> StoredHistory {
        if let history { return try history.get() }
        let read: Result<StoredHistory, StoreError>
        do {
            read = .success(try store.loadStoredHistory { year throws(StoreError) in try historyFile(year: year) })
        } catch {
            read = .failure(error)
        }
        history = read
        return try read.get()
    }

    func replica() throws(StoreError) -> AtrestStore.LocalReplica {
        try store.loadReplica(history: storedHistory()) { month throws(StoreError) in try water(month: month) }
    }
}
