/// Where atrest keeps things, from the XDG base directories of an environment snapshot.
///
/// An unset, empty or relative `XDG_*_HOME` means the default under `HOME`; the same rules
/// apply on macOS, so scripts find the files in one place everywhere.
package struct AtrestPaths: Equatable, Sendable {
    /// Sessions, the active fast, water and the account (`$XDG_DATA_HOME/atrest`).
    package var data: String
    /// Settings (`$XDG_CONFIG_HOME/atrest`).
    package var config: String
    /// Reminder bookkeeping (`$XDG_STATE_HOME/atrest`).
    package var state: String

    package init(data: String, config: String, state: String) {
        self.data = data
        self.config = config
        self.state = state
    }

    /// The paths for `environment`, or nil when neither the XDG variables nor `HOME` give an absolute path.
    package init?(environment: Environment) {
        // `/home/ada/` and `/home/ada` are one folder; trailing slashes would put `//` in every
        // path and message. The root itself becomes "" so that it joins as `/…`.
        func absolute(_ value: String?) -> String? {
            guard var value, value.hasPrefix("/") else { return nil }
            while value.hasSuffix("/") { value.removeLast() }
            return value
        }
        let home = absolute(environment["HOME"])
        func base(_ variable: String, _ fallback: String) -> String? {
            if let value = absolute(environment[variable]) { return value }
            return home.map { $0 + "/" + fallback }
        }
        guard let data = base("XDG_DATA_HOME", ".local/share"),
              let config = base("XDG_CONFIG_HOME", ".config"),
              let state = base("XDG_STATE_HOME", ".local/state")
        else { return nil }
        self.init(data: data + "/atrest", config: config + "/atrest", state: state + "/atrest")
    }

    package var activeFast: String { data + "/active.json" }
    /// The whole history in one file, as atrest kept it before the year files: still read,
    /// and replaced by year files at the first change (see `StoredHistory`).
    package var legacySessions: String { data + "/sessions.json" }
    package var sessionsDirectory: String { data + "/sessions" }
    package var account: String { data + "/account.json" }
    /// This computer's id among those that share a history (see `AtrestStore.deviceID`).
    package var device: String { data + "/device.json" }
    /// When each record was last changed, and what was deleted (see `ChangeLedger`).
    package var changes: String { data + "/changes.json" }
    /// The stamps noted since `changes.json` was last written whole (see `ChangesTail`).
    package var changesTail: String { data + "/changes-recent.json" }
    package var waterDirectory: String { data + "/water" }
    /// What each change replaced, so that `atrest undo` can put it back (see `ChangeJournal`).
    package var undoDirectory: String { data + "/undo" }
    package var settings: String { config + "/settings.json" }
    /// The folder `atrest sync` uses when none is given (see `SyncFolderDocument`).
    package var syncFolder: String { config + "/sync.json" }
    /// How pictures reach this computer's terminals (`config graphics`): one word and a line break.
    package var graphics: String { config + "/graphics" }
    package var reminders: String { state + "/reminders.json" }
    /// What the last `sync` met, to know when there is nothing new (see `SyncStateDocument`).
    package var syncState: String { state + "/sync-state.json" }
    /// The lock lives with the data it guards: a shell that sets `XDG_STATE_HOME` and a
    /// cron job that does not share the data, so they must share the lock too.
    package var lock: String { data + "/lock" }
    /// Where atrest kept the lock before it moved beside the data; still taken when it is
    /// there, so an earlier atrest running at the same time (a cron job) is waited for.
    package var legacyLock: String { state + "/lock" }

    /// The history file for the fasts that ended in one UTC year, `sessions/2026.json`.
    package func sessions(year: Int) -> String { sessionsDirectory + "/\(year).json" }

    /// The water file for one UTC month, `water/2026-11.json`.
    package func water(month: WaterMonth) -> String { waterDirectory + "/\(month).json" }

    /// The kept previous generation of a data file.
    package static func previous(of path: String) -> String { path + ".previous" }
}
