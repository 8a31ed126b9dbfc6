/// Which of the files atrest saves are its own bookkeeping rather than the person's data, said
/// once: `Hooks` names none of them in a `change` event, and the save watch never names the
/// best-effort ones among the files a command saved.
extension AtrestPaths {
    /// The names, from the paths themselves; only their last components are read.
    private static let named = AtrestPaths(data: "", config: "", state: "")

    /// Saved for atrest's own bookkeeping: what remind has said, what could not reach the
    /// desktop, sync's state, the device's name, the last fast ended, the years index.
    package static let bookkeeping: Set<String> = Set(
        [named.reminders, named.notify, named.syncState, named.device, named.lastFast].map(PathText.lastComponent)
    ).union(bestEffort)

    /// Of those, the ones written best effort (`DurableWriter.saveBestEffort`): one cut short
    /// is only made again, so it is never said to be saved.
    package static let bestEffort: Set<String> = [PathText.lastComponent(named.historyYears)]
}
