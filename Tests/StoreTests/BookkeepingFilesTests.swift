import Store
import Testing

/// The one declaration of which files are atrest's bookkeeping: the hooks' `change` event
/// leaves them out, and the save watch never names the best-effort ones as saved.
@Suite struct BookkeepingFilesTests {
    @Test func bookkeepingNamesTheStateAndTheDevice() {
        #expect(AtrestPaths.bookkeeping == ["reminders.json", "notify.json", "sync-state.json", "device.json", "last-fast.json", "history-years.json"])
    }

    @Test func theBestEffortFilesAreBookkeepingToo() {
        #expect(AtrestPaths.bestEffort == ["history-years.json"])
        #expect(Set(AtrestPaths.bestEffort).isSubset(of: Set(AtrestPaths.bookkeeping)))
    }

    @Test func noRecordFileIsBookkeeping() {
        let paths = AtrestPaths(data: "/d", config: "/c", state: "/s")
        for path in [paths.activeFast, paths.sessions(year: 2026), paths.settings, paths.account] {
            #expect(!AtrestPaths.bookkeeping.contains(String(path.split(separator: "/").last ?? "")))
        }
    }
}
