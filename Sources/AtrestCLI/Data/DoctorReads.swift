import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// What `doctor` reads, read once for all its findings: each finding looks at the same files,
/// and reading ten years of water five times over was most of what `doctor` cost. A read that
/// failed fails again the same way, as a second read of the same bytes would.
final class DoctorReads {
    let store: AtrestStore
    /// The clock water is judged by (`WaterMonthCheck.future`).
    let now: Date
    /// Of each month of water, what the findings need: fifty years of glasses (146,000) kept
    /// whole until the last finding were pages faulted in and freed for nothing.
    private var water: [WaterMonth: Result<WaterMonthCheck, StoreError>] = [:]
    private var history: Result<StoredHistory, StoreError>?
    /// Each history file as read on its own (nil: `sessions.json`), for the whole history after.
    private var historyFiles: [Int?: Result<StoredHistory.File?, StoreError>] = [:]

    /// What the findings need of one month of water, read and checked.
    struct WaterMonthCheck {
        /// Entries held more than once, each once, in the order their second copy comes.
        var heldTwice: [WaterEntry] = []
        /// Entries that lie in the future by `now`, in the file's order.
        var future: [WaterEntry] = []
    }

    /// Zone names found in this computer's zone database, each looked up once: every month's
    /// glasses name the same few zones.
    private var knownZones: [String] = []

    init(store: AtrestStore, now: Date) {
        self.store = store
        self.now = now
    }

    /// Whether `name` is a zone's name this computer's zone database holds.
    func knowsZone(_ name: String) -> Bool {
        if knownZones.contains(name) { return true }
        guard ZoneName.isValid(name), store.zones.zone(named: name) != nil else { return false }
        knownZones.append(name)
        return true
    }

    /// Forgets everything read (a repair changes the files).
    func reset() {
        water = [:]
        history = nil
        historyFiles = [:]
    }

    /// Reads and checks a month's file as every command reads it, and keeps what the findings
    /// need of it; gives back its bytes (nil when there is no file) for the checks of bytes.
    @discardableResult
    func readWater(month: WaterMonth) throws(StoreError) -> Data? {
        do {
            guard let (entries, bytes) = try store.waterFile(month: month) else {
                water[month] = .success(WaterMonthCheck())
                return nil
            }
            water[month] = .success(Self.check(entries, now: now))
            return bytes
        } catch {
            water[month] = .failure(error)
            throw error
        }
    }

    func water(month: WaterMonth) throws(StoreError) -> WaterMonthCheck {
        if let read = water[month] { return try read.get() }
        try readWater(month: month)
        return try water[month]?.get() ?? WaterMonthCheck()
    }

    static func check(_ entries: [WaterEntry], now: Date) -> WaterMonthCheck {
        var check = WaterMonthCheck()
        entries.withUnsafeBufferPointer { entries in
            if DoctorExamination.mayHoldRepeats(count: entries.count, { entries[$0].id }) {
                var seen = Set<UUID>()
                for entry in entries where !seen.insert(entry.id).inserted && !check.heldTwice.contains(where: { $0.id == entry.id }) {
                    check.heldTwice.append(entry)
                }
            }
            for index in entries.indices where RecordRules.future(entries[index], now: now) != nil {
                check.future.append(entries[index])
            }
        }
        return check
    }

    /// One history file, as `AtrestStore.historyFile(year:)` reads it.
    func historyFile(year: Int?) throws(StoreError) -> StoredHistory.File? {
        if let read = historyFiles[year] { return try read.get() }
        try readHistoryFile(year: year)
        return try historyFiles[year]?.get() ?? nil
    }

    /// Reads one history file as `historyFile(year:)` does; gives back its bytes (nil when
    /// there is no file) for the checks of bytes.
    @discardableResult
    func readHistoryFile(year: Int?) throws(StoreError) -> Data? {
        do {
            let read = try store.historyFileBytes(year: year)
            historyFiles[year] = .success(read?.file)
            return read?.bytes
        } catch {
            historyFiles[year] = .failure(error)
            throw error
        }
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

    /// The merged replica, its water read again (only for a second running fast, which is rare).
    func replica() throws(StoreError) -> AtrestStore.LocalReplica {
        try store.loadReplica(history: storedHistory()) { month throws(StoreError) in try store.loadWater(month: month) }
    }
}
