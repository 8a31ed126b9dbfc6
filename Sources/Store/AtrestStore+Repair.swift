import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `doctor --repair`'s change (`StoreChange.repair`): a file put back from its previous
/// generation, and what atrest keeps as a copy of it made to agree.
extension AtrestStore {
    /// Puts `previous` in `file`'s place (`restore`), giving back the name the damaged file
    /// was set aside under.
    ///
    /// A year of history put back may lack the newest fast, which the copy of the last fast
    /// (`loadLastFast`) would still name: `status` would show a fast no file holds. So the
    /// copy is written again from the history as it now reads, after the file is back (a
    /// repair cut short before leaves it as it was). (The index of years is checked against
    /// each file's identity, which the restore changes, so it needs nothing.)
    func repair(_ file: DataFile, from previous: Data, asideSuffix: String) throws(StoreError) -> String? {
        let aside = try restore(file, from: previous, asideSuffix: asideSuffix)
        switch file.kind {
        case .sessions, .legacySessions:
            guard fileSystem.exists(paths.lastFast) else { break }
            let recent: RecentHistory
            do {
                recent = try loadRecentHistory(until: { history, _ in !history.sessions.isEmpty })
            } catch {
                // While another year file is still damaged the copy is left as it is: the
                // repair of that file, next in the same run, writes it. A read that fails
                // otherwise is said, as every command says it.
                guard case .fileSystem = error else { break }
                throw error
            }
            try keepLastFast(of: recent.history)
        case .activeFast, .account, .device, .settings, .reminders, .changes, .syncFolder, .water:
            break
        }
        return aside
    }
}
