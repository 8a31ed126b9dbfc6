import Domain
import Foundation
import Store
import Testing

/// A sync takes the history's digest from the bytes its merge saved, not from reading them
/// back: the digest it keeps is the one the files on disk give, and with nothing new after
/// it, the next sync reads no file of the history.
@Suite struct SyncWrittenDigestTests {
    @Test func theDigestKeptIsTheOneTheFilesGive() throws {
        let desk = SyncTests.Desk()
        #expect(desk.homes[1].run("add", "--start", "2026-11-19 20:00", "--end", "2026-11-20 12:00").code == 0)
        #expect(desk.homes[1].run("water", "add", "300").code == 0)
        #expect(desk.homes[0].run("water", "add", "250").code == 0)
        desk.sync(1)
        // Home 0 takes home 1's fast and water: its merge saves a year, a month and its stamps.
        #expect(desk.sync(0).stdout.contains("From 1 other computer"))
        let saved = try #require(desk.homes[0].store.loadSyncState())
        #expect(saved.history == (try desk.homes[0].store.historyDigest()), "the digest of the files as they are")
        let again = desk.sync(0)
        #expect(again.stdout.contains("Nothing new from 1 other computer."), "\(again.stdout)")
    }

    /// Taken from the bytes a store saved, or read from the files, the digest is the same.
    @Test func savedBytesGiveTheDigestTheFilesGive() throws {
        let app = TestApp()
        #expect(app.run("water", "add", "250").code == 0)
        var store = app.store
        let before = try store.historyDigest()
        store.written = WrittenFiles()
        var settings = Settings()
        settings.targetHours = 18
        try store.saveSettings(settings)
        let saved = try store.historyDigest()
        #expect(saved == (try app.store.historyDigest()))
        #expect(saved != before, "a settings file now")
    }
}
