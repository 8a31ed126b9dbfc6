/// Which of the files atrest saves are its own bookkeeping rather than the person's data, said
/// once: `Hooks` names none of them in a `change` event, and the save watch never names the
/// best-effort ones among the files a command saved.
extension AtrestPaths {
    /// The names, from the paths themselves; only their last components are read.
    private static let named = AtrestPaths(data: "", config: "", state: "")

    /// Saved for atrest's own bookkeeping: what remind has said, what could not reach the
    /// desktop, sync's state, the device's name, the last fast ended, the years index.
    /// (Lists, not sets: a few names, looked through on every save of `water add`, where a
    /// set's first use costs the runtime more than all the looking.)
    package static let bookkeeping: [String] =
        [named.reminders, named.notify, named.syncState, named.device, named.lastFast].map(PathText.lastComponent) + bestEffort

    /// Of those, the ones written best effort (`DurableWriter.saveBestEffort`): one cut short
    /// is only made again, so it is never said to be saved.
    package static let bestEffort: [String] = [PathText.lastComponent(named.historyYears)]
}
