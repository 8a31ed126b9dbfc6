import Domain
import Foundation
import Store

/// Each kind of file the store keeps, with a way to read it, change it, and a valid sample.
enum StoredKind: String, CaseIterable, Sendable {
    case sessions, legacySessions, active, settings, water, account, reminders

    func path(_ paths: AtrestPaths) -> String {
        switch self {
        case .sessions: paths.sessions(year: Samples.year)
        case .legacySessions: paths.legacySessions
        case .active: paths.activeFast
        case .settings: paths.settings
        case .water: paths.water(month: Samples.november)
        case .account: paths.account
        case .reminders: paths.reminders
        }
    }

    /// Reads the file the way commands do.
    func load(_ store: AtrestStore) throws(StoreError) {
        switch self {
        case .sessions, .legacySessions: _ = try store.loadHistory()
        case .active: _ = try store.loadActiveFast()
        case .settings: _ = try store.loadSettings()
        case .water: _ = try store.loadWater(month: Samples.november)
        case .account: _ = try store.loadAccount()
        case .reminders: _ = try store.loadReminders()
        }
    }

    /// A read-modify-write under the lock, as a command would do it.
    func change(_ store: AtrestStore) throws {
        try store.withLock {
            switch self {
            case .sessions, .legacySessions:
                let stored = try store.loadStoredHistory()
                var history = stored.history
                history.insert(Samples.session(7))
                try store.saveHistory(history, over: stored, runningFast: .continues)
            case .active:
                _ = try store.loadActiveFast()
                try store.saveActiveFast(Samples.fast, recordedCount: 1)
            case .settings:
                var settings = try store.loadSettings()
                settings.vigil.toggle()
                try store.saveSettings(settings)
            case .water:
                let entries = try store.loadWater(month: Samples.november)
                try store.saveWater(entries + Samples.water(1), month: Samples.november)
            case .account:
                var account = try store.loadAccount()
                account.transitionMomentShown = true
                try store.saveAccount(account)
            case .reminders:
                var log = try store.loadReminders()
                log.targetAnnounced = true
                try store.saveReminders(log)
            }
        }
    }

    /// Valid JSON at the right version, with a field of the wrong kind.
    var wrongShape: String {
        switch self {
        case .sessions, .legacySessions: #"{"version": 1, "sessions": [{"id": 7}]}"#
        case .active: #"{"version": 1, "fast": "running"}"#
        case .settings: #"{"version": 1, "targetHours": "sixteen"}"#
        case .water: #"{"version": 1, "entries": {"id": "x"}}"#
        case .account: #"{"version": 1, "transitionMomentShown": "yes"}"#
        case .reminders: #"{"version": 1, "fastID": "not-a-uuid"}"#
        }
    }

    /// Writes a valid file of this kind through the store.
    func saveSample(_ store: AtrestStore) throws(StoreError) {
        switch self {
        case .sessions: try store.saveHistory(Samples.history(2))
        case .legacySessions:
            // As an earlier atrest left it: the whole history in sessions.json, no year files.
            try store.saveHistory(Samples.history(2))
            let year = store.paths.sessions(year: Samples.year)
            do {
                try FileManager.default.moveItem(atPath: year, toPath: store.paths.legacySessions)
            } catch {
                throw .fileSystem(FileSystemError(.rename, path: year, code: EIO))
            }
        case .active: try store.saveActiveFast(Samples.fast, recordedCount: 2)
        case .settings: try store.saveSettings(Settings(targetHours: 18, waterUnit: .oz, waterAmount: 300, vigil: true))
        case .water: try store.saveWater(Samples.water(3), month: Samples.november)
        case .account: try store.saveAccount(Account(licenseToken: "token", transitionMomentShown: true))
        case .reminders: try store.saveReminders(ReminderLog(fastID: Samples.fast.id, announcedPhase: .deeperRhythm, targetAnnounced: false))
        }
    }
}
