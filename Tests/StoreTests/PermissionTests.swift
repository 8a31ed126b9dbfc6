import Domain
import FaultInjection
import Foundation
import Store
import Testing

/// Folders 0700 and files 0600, and kept so across saves, whatever was there before.
///
/// The umask cannot be changed safely in a process that runs tests in parallel, so loose
/// modes are made by hand beforehand, as an older tool or a person would have left them.
@Suite struct PermissionTests {
    let directory = TemporaryDirectory()
    var paths: AtrestPaths { directory.paths }
    var store: AtrestStore { directory.store() }

    @Test func everythingTheStoreCreatesIsPrivate() throws {
        try store.saveHistory(Samples.history(1))
        try store.saveHistory(Samples.history(2))
        try store.saveActiveFast(Samples.fast, recordedCount: 2)
        try store.saveWater(Samples.water(2), month: Samples.november)
        try store.saveSettings(Settings(targetHours: 18))
        try store.withLock { try store.saveReminders(ReminderLog(fastID: Samples.fast.id)) }
        for folder in [paths.data, paths.sessionsDirectory, paths.waterDirectory, paths.config, paths.state] {
            #expect(Disk.mode(folder) == 0o700, "\(folder)")
        }
        let history = paths.sessions(year: Samples.year)
        for file in [history, AtrestPaths.previous(of: history), paths.activeFast, paths.water(month: Samples.november),
                     paths.settings, paths.reminders, paths.lock] {
            #expect(Disk.mode(file) == 0o600, "\(file)")
        }
        #expect(Disk.mode(directory.path + "/share") == 0o700, "a parent atrest had to create is private too")
    }

    @Test func aLooseFileBecomesPrivateAndSoDoesItsPreviousGeneration() throws {
        try store.saveHistory(Samples.history(1))
        try Disk.setMode(paths.sessions(year: Samples.year), 0o644)
        try store.saveHistory(Samples.history(2))
        #expect(Disk.mode(paths.sessions(year: Samples.year)) == 0o600)
        #expect(Disk.mode(AtrestPaths.previous(of: paths.sessions(year: Samples.year))) == 0o600, "the old file lives on as .previous")
        #expect(try store.loadHistory() == Samples.history(2))
    }

    @Test func looseStoreFoldersAreTightenedButTheirParentsLeftAlone() throws {
        try Disk.makeDirectory(directory.path + "/share", mode: 0o755)
        try Disk.makeDirectory(paths.data, mode: 0o755)
        try Disk.makeDirectory(paths.config, mode: 0o750)
        try Disk.makeDirectory(paths.state, mode: 0o777)
        try store.saveHistory(Samples.history(1))
        try store.saveSettings(Settings())
        try store.withLock { try store.saveReminders(ReminderLog()) }
        #expect(Disk.mode(paths.data) == 0o700)
        #expect(Disk.mode(paths.config) == 0o700)
        #expect(Disk.mode(paths.state) == 0o700)
        #expect(Disk.mode(directory.path + "/share") == 0o755, "~/.local/share is not atrest's")
    }

    @Test func savingWaterTightensBothTheWaterFolderAndItsParent() throws {
        try Disk.makeDirectory(paths.data, mode: 0o755)
        try store.saveWater(Samples.water(1), month: Samples.november)
        #expect(Disk.mode(paths.waterDirectory) == 0o700)
        #expect(Disk.mode(paths.data) == 0o700)
        try Disk.setMode(paths.waterDirectory, 0o755)
        try Disk.setMode(paths.data, 0o711)
        try store.saveWater(Samples.water(2), month: Samples.november)
        #expect(Disk.mode(paths.waterDirectory) == 0o700)
        #expect(Disk.mode(paths.data) == 0o700)
    }

    /// Privacy is restored on a best-effort basis: a mode that cannot be changed never costs a fast.
    @Test func aModeThatCannotBeChangedDoesNotStopTheSave() throws {
        try Disk.makeDirectory(paths.data, mode: 0o755)
        try store.saveHistory(Samples.history(1))
        try Disk.setMode(paths.data, 0o755)
        try Disk.setMode(paths.sessions(year: Samples.year), 0o644)
        let refusing = FaultInjectingFileSystem(.fail(.setMode, occurrence: nil, code: EPERM))
        try directory.store(refusing).saveHistory(Samples.history(2))
        #expect(try store.loadHistory() == Samples.history(2))
        #expect(Disk.mode(paths.sessions(year: Samples.year)) == 0o600, "the new file is created private")
        #expect(refusing.log.contains { $0.operation == .setMode }, "it did try")
    }
}
