import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A change to the history applied (`StoreChange.history`): its files, in order.
extension AtrestStore {
    /// Only the year files whose fasts change are written, then the account's count, then the
    /// running fast's file as `runningFast` says, then the copy of the last fast. Those are
    /// all the files it writes; `active` and `account` were read before the stamps were saved.
    ///
    /// The trial's count in the account goes up with it and never down: `completing` fasts
    /// completed with atrest in this change raise it, `completedAtLeast` raises it to a count
    /// brought from an export. An account without a count yet gets the fasts recorded before
    /// this change, so that no change, a deletion least of all, can lower it. The count is
    /// saved after the history: a save cut short in between leaves it one short, never one
    /// too many. `bringingIn` fasts added by an import are counted apart: the trial counts
    /// them only through `completedAtLeast`, the count the file carried.
    /// `transitionMomentShown` notes in the same save of the account that the moment after
    /// the tenth fast is being shown.
    func writeHistory(_ change: HistoryChange, active: StoredActiveFast?, account: Account) throws(StoreError) {
        let (history, stored) = (change.history, change.stored)
        var account = account
        let before = account.completedFasts(recorded: stored.recordedCount)
        if change.bringingIn > 0 {
            // Fasts brought in are counted apart before they are saved, with the count as it
            // stands: an import cut short between the two saves leaves the trial where it was,
            // never raised by fasts it brought (only `end` and `add` use the trial).
            account.completedFasts = before
            account.broughtInFasts = min(account.broughtInFasts + change.bringingIn, RecordRules.completedFasts.upperBound - 1)
            try saveAccount(account)
        }
        let wrote = try saveYears(history, over: stored)
        let count = max(before + change.completing, change.completedAtLeast)
        // A save that changes nothing writes nothing, the account included.
        if count != before || (account.completedFasts == nil && history != stored.history) || change.transitionMomentShown {
            account.completedFasts = count
            if change.transitionMomentShown { account.transitionMomentShown = true }
            try saveAccount(account)
        }
        // Fasts in files not read (`loadStoredHistory(near:)`) are counted as they are.
        // The running fast's file follows; its stamps were saved with the history's.
        let recorded = stored.recordedCount(of: history)
        switch change.runningFast {
        case .continues:
            if let active, active.recordedCount != recorded {
                try writeActiveFast(active.fast, recordedCount: recorded)
            }
        case .ended:
            if active != nil { try writeActiveFast(nil, recordedCount: 0) }
        case .replaced(let fast):
            try writeActiveFast(fast, recordedCount: recorded)
        }
        // Last: a copy, so a save cut short before it leaves the history whole and the copy
        // old, which `loadLastFast` checks against nothing but is rewritten at the next change.
        // A newer fast in a file not read is untouched by this change, and so is the copy.
        if history != stored.history, !stored.newerUnread { try keepLastFast(of: history) }
        // The years written, described as written, where an index is kept: by a change that
        // read near its fast, and by an import or a sync that brought fasts in, which writes
        // years wholesale that the next `end` would otherwise read, every one, to describe.
        keepYearsIndex(of: stored, wrote: stored.indexRead != nil || change.bringingIn > 0 ? wrote : [:])
    }
}
