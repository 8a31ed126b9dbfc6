import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// Computers whose clocks disagree (issue 26, "Sync must converge whatever the clocks say"):
/// each defect the issue names has its test here, the 2-minute skew first.
@Suite struct SkewedClockTests {
    typealias Desk = SyncTests.Desk

    /// Two homes, home 1's clock `skew` seconds off home 0's.
    static func desk(skew: TimeInterval) -> Desk {
        let desk = Desk()
        desk.homes[1].now = desk.homes[1].now.addingTimeInterval(skew)
        return desk
    }

    static func fastCount(_ app: TestApp) throws -> Int { try app.store.loadHistory().sessions.count }

    static func waterCount(_ app: TestApp) throws -> Int {
        try app.store.waterMonths().reduce(0) { $0 + (try app.store.loadWater(month: $1).count) }
    }

    // MARK: Records ahead of this clock are taken

    @Test(arguments: [120, -120, 3600, -3600, 86400, -86400, 2 * 86400] as [TimeInterval])
    func twoComputersWhoseClocksDisagreeEndTheSame(skew: TimeInterval) throws {
        let desk = Self.desk(skew: skew)
        for home in desk.homes {
            // Recorded just now, as a person does: the fast ends and the glass is logged at this clock's now.
            home.run("start", "--at", "-17h")
            #expect(home.run("end").code == 0)
            #expect(home.run("water", "add", "250").code == 0)
        }
        desk.settle()
        for home in desk.homes {
            #expect(try Self.fastCount(home) == 2, "skew \(skew)")
            #expect(try Self.waterCount(home) == 2, "skew \(skew)")
        }
        #expect(desk.export(0) == desk.export(1), "skew \(skew)")
        // Nothing was left alone, and nothing is said to be left alone the next time either.
        #expect(!desk.sync(0).stdout.contains("Left alone"))
        #expect(!desk.sync(1).stdout.contains("Left alone"))
    }

    @Test func anImportOfAnExportMadeOnAClockAheadIsTaken() throws {
        let desk = Self.desk(skew: 3 * 86400)
        desk.homes[1].run("start", "--at", "-17h")
        desk.homes[1].run("end")
        desk.homes[1].run("water", "add", "300")
        desk.homes[0].input = Data(ExportImportTests.export(desk.homes[1]).utf8)
        let result = desk.homes[0].run("import", "-")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(try Self.fastCount(desk.homes[0]) == 1)
        #expect(try Self.waterCount(desk.homes[0]) == 1)
    }

    /// What a computer two days ahead recorded, a running fast among it, is read by every
    /// command here without a fault: a fast begun "in the future" has simply not begun yet.
    @Test func everyCommandReadsRecordsThatLieInTheFuture() throws {
        let desk = Self.desk(skew: 2 * 86400)
        desk.homes[1].run("add", "--start", "-30h", "--end", "-10h")
        desk.homes[1].run("start", "--at", "-1h")
        desk.homes[1].run("water", "add", "250")
        desk.settle()
        let here = desk.homes[0]
        #expect(try here.store.loadActiveFast() != nil)
        for command in [["status"], ["status", "--json"], ["status", "--line"], ["log"], ["log", "--json"], ["calendar"], ["forest"], ["water"], ["remind"], ["export", "--format", "ics"], ["export", "--format", "csv"]] {
            let output = here.run(command)
            #expect((0...1).contains(output.code), "\(command): \(output.stderr)")
        }
    }

    // MARK: Stamps

    /// Home 1 ahead by two minutes edits a fast; home 0, behind, edits it again after hearing
    /// of it: the later change wins on both, though home 0's clock reads earlier than the stamp.
    @Test func aChangeAfterOneSeenFromAClockAheadWins() throws {
        let desk = Self.desk(skew: 120)
        desk.homes[0].run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        desk.settle()
        let id = try #require(try desk.homes[0].store.loadHistory().sessions.first?.id)
        desk.homes[1].run("edit", id.uuidString, "--note", "from ahead")
        desk.sync(1)
        desk.sync(0)
        desk.advance(minutes: 1)
        desk.homes[0].run("edit", id.uuidString, "--note", "from behind, later")
        desk.settle()
        for home in desk.homes {
            #expect(try home.store.loadHistory().sessions.first?.note == "from behind, later")
        }
        let stamp = try #require(try desk.homes[0].store.loadChanges().stamps[id])
        #expect(stamp.at == desk.homes[1].now.addingTimeInterval(-60), "the second seen, counted on")
        #expect(stamp.counter == 1)
    }

    /// Stamps as every earlier atrest wrote them (no counter) read, and are written back the same.
    @Test func stampsWithoutACounterReadAndStayAsTheyWere() throws {
        let app = TestApp()
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        // Noted in the recent changes; the same members as changes.json.
        let text = try #require(app.bytes(app.paths.changesTail).map { String(decoding: $0, as: UTF8.self) })
        #expect(!text.contains("changedCounter"))
        #expect(app.run("log").code == 0)
        let id = try #require(try app.store.loadHistory().sessions.first?.id)
        // The same second again: the counter tells the two changes apart.
        app.run("edit", id.uuidString, "--note", "again")
        let stamp = try #require(try app.store.loadChanges().stamps[id])
        #expect(stamp.counter == 1)
        #expect(String(decoding: app.bytes(app.paths.changesTail) ?? Data(), as: UTF8.self).contains("\"changedCounter\" : 1"))
        try app.store.saveChanges(app.store.loadChanges())
        #expect(String(decoding: app.bytes(app.paths.changes) ?? Data(), as: UTF8.self).contains("\"changedCounter\" : 1"))
    }

    /// A clock that once said 2099: what it stamped is taken everywhere, and once the clock is
    /// right again nothing later is stamped 2099, nothing is refused, and doctor names it.
    @Test func aClockThatOnceSaid2099DoesNotPoisonTheFuture() throws {
        let desk = Desk()
        let b = desk.homes[1]
        let now = b.now
        b.now = try #require(Timestamp.parse("2099-06-01T12:00:00Z"))
        #expect(b.run("config", "target-hours", "18").code == 0)
        b.now = now.addingTimeInterval(60)
        #expect(b.run("config", "water-amount", "300").code == 0)
        let stamps = try b.store.loadChanges().settings
        #expect(stamps[.waterAmount].map { $0.at < Timestamp.parse("2027-01-01T00:00:00Z")! } == true, "\(stamps)")
        desk.settle()
        let synced = desk.sync(0)
        #expect(!synced.stdout.contains("Left alone"), "\(synced.stdout)")
        #expect(try desk.homes[0].store.loadSettings().targetHours == 18)
        #expect(try desk.homes[0].store.loadSettings().waterAmount == 300)
        // A change made after hearing of the 2099 stamp goes past it, on every computer.
        desk.advance(minutes: 5)
        #expect(desk.homes[0].run("config", "target-hours", "20").code == 0)
        desk.settle()
        for home in desk.homes { #expect(try home.store.loadSettings().targetHours == 20) }
        // Other changes keep the time of day.
        desk.homes[0].run("water", "add", "200")
        desk.homes[0].run("config", "motion", "off")
        let motion = try #require(try desk.homes[0].store.loadChanges().settings[.motion])
        #expect(motion.at < Timestamp.parse("2027-01-01T00:00:00Z")!)
        let doctor = desk.homes[0].run("doctor")
        #expect(doctor.stdout.contains("2099"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("target-hours"), "\(doctor.stdout)")
    }

    // MARK: Doctor

    @Test func doctorNamesRecordsInTheFutureAndHowToCorrectThem() throws {
        let desk = Self.desk(skew: 3 * 86400)
        desk.homes[1].run("start", "--at", "-17h")
        desk.homes[1].run("end")
        desk.homes[1].run("water", "add", "300")
        desk.settle()
        let fast = try #require(try desk.homes[0].store.loadHistory().sessions.first)
        let doctor = desk.homes[0].run("doctor")
        #expect(doctor.stdout.contains("in the future"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("atrest edit \(FastText.shortID(fast.id))"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("atrest water remove"), "\(doctor.stdout)")
        // Home 1's own clock is the one ahead: there, nothing lies in the future.
        #expect(!desk.homes[1].run("doctor").stdout.contains("in the future"))
    }

    // MARK: Undo after a sync

    @Test func anUndoneAddStaysUndoneAfterSync() throws {
        let desk = Desk()
        desk.homes[0].run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        desk.settle()
        desk.advance(minutes: 1)
        #expect(desk.homes[0].run("undo").code == 0)
        desk.settle()
        for home in desk.homes { #expect(try Self.fastCount(home) == 0) }
        #expect(desk.export(0) == desk.export(1))
    }

    @Test func anUndoneDeleteStaysUndoneAfterSync() throws {
        let desk = Desk()
        desk.homes[0].run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        desk.settle()
        let id = try #require(try desk.homes[0].store.loadHistory().sessions.first?.id)
        desk.homes[0].run("delete", id.uuidString)
        desk.settle()
        #expect(try Self.fastCount(desk.homes[1]) == 0)
        #expect(desk.homes[0].run("undo").code == 0)
        desk.settle()
        for home in desk.homes { #expect(try Self.fastCount(home) == 1) }
        #expect(desk.export(0) == desk.export(1))
    }

    @Test func anUndoneConfigStaysUndoneAfterSync() throws {
        let desk = Desk()
        desk.homes[0].run("config", "target-hours", "18")
        desk.settle()
        #expect(try desk.homes[1].store.loadSettings().targetHours == 18)
        #expect(desk.homes[0].run("undo").code == 0)
        desk.settle()
        for home in desk.homes { #expect(try home.store.loadSettings().targetHours == 16) }
    }

    @Test func anUndoneWaterRemoveAndEndStayUndoneAfterSync() throws {
        let desk = Desk()
        desk.homes[0].run("water", "add", "250")
        desk.homes[0].run("start", "--at", "-17h")
        desk.settle()
        desk.homes[0].run("water", "remove", "last")
        desk.homes[0].run("end")
        desk.settle()
        #expect(try Self.waterCount(desk.homes[1]) == 0)
        #expect(desk.homes[0].run("undo").code == 0, "the end")
        #expect(desk.homes[0].run("undo").code == 0, "the removal")
        desk.settle()
        for home in desk.homes {
            #expect(try Self.waterCount(home) == 1)
            #expect(try Self.fastCount(home) == 0)
            #expect(home.run("status", "--quiet").code == 0, "the fast runs again")
        }
        #expect(desk.export(0) == desk.export(1))
    }

    @Test func helpUndoSaysWhatUndoDoesAfterASync() {
        let help = TestApp().run("help", "undo").stdout
        #expect(help.contains("sync"), "\(help)")
        #expect(help.contains("every computer"), "\(help)")
    }
}

/// Undo entries an earlier atrest wrote, before entries said whether they merged.
@Suite struct EarlierUndoEntryTests {
    /// A sync undone from an entry without its `merge` line is still taken back here only: what
    /// it brought is not deleted on the other computers.
    @Test func anEarlierSyncEntryIsTakenBackHereOnly() throws {
        let desk = SyncTests.Desk()
        desk.homes[1].run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        desk.sync(1)
        desk.sync(0)
        let folder = desk.homes[0].paths.data + "/undo"
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".undo") }.max())
        let path = folder + "/" + name
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\nmerge\n"))
        try text.replacingOccurrences(of: "\nmerge\n", with: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(desk.homes[0].run("undo").code == 0)
        #expect(try desk.homes[0].store.loadHistory().sessions.isEmpty, "taken back here")
        desk.settle()
        for home in desk.homes { #expect(try home.store.loadHistory().sessions.count == 1, "and brought again") }
    }
}
