import Domain
import Foundation
import Store
import Testing

/// What another computer's file or an import may not bring in (an attacker's review of sync
/// and import): each refusal leaves the file alone, names it with the field, and changes nothing.
@Suite struct SyncHardeningTests {
    typealias Desk = SyncTests.Desk

    /// Two homes that have synced once: home 0 holds one fast, and both files are in the folder.
    static func desk() -> (Desk, FastingSession) {
        let desk = Desk()
        desk.homes[0].run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        desk.settle()
        let fast = try! desk.homes[0].store.loadHistory().sessions[0]
        return (desk, fast)
    }

    /// Home `index`'s file in the folder, and its name.
    static func fileName(_ desk: Desk, _ index: Int) -> String {
        SyncFile.name(device: try! desk.homes[index].store.deviceID())
    }

    /// Rewrites home `index`'s file as another program would (members in any order).
    static func tamper(_ desk: Desk, _ index: Int, _ change: (inout [String: Any]) -> Void) {
        let path = desk.folder + "/" + fileName(desk, index)
        var document = try! JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
        change(&document)
        try! JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
    }

    static func editFirst(_ document: inout [String: Any], _ key: String, _ change: (inout [String: Any]) -> Void) {
        var items = document[key] as! [[String: Any]]
        change(&items[0])
        document[key] = items
    }

    /// Home 0 syncs with home 1's file changed by `change`: the file is left alone, named once
    /// with `field`, and nothing here changes.
    static func expectRefused(field: String, sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout [String: Any]) -> Void) {
        let (desk, _) = desk()
        tamper(desk, 1, change)
        let before = desk.export(0)
        let output = desk.sync(0, sourceLocation: sourceLocation)
        let name = fileName(desk, 1)
        #expect(output.stdout.contains("Left alone: \(name) (\(field)"), "\(output.stdout)", sourceLocation: sourceLocation)
        #expect(output.stdout.components(separatedBy: name).count == 2, "named once: \(output.stdout)", sourceLocation: sourceLocation)
        #expect(!output.stdout.contains("No other computer has written"), "\(output.stdout)", sourceLocation: sourceLocation)
        #expect(!output.stdout.contains("From 1 other computer"), "\(output.stdout)", sourceLocation: sourceLocation)
        #expect(desk.export(0) == before, "nothing changed here", sourceLocation: sourceLocation)
        // The next sync, with nothing new, says the same.
        let again = desk.sync(0, sourceLocation: sourceLocation)
        #expect(again.stdout.contains("Left alone: \(name) (\(field)"), "\(again.stdout)", sourceLocation: sourceLocation)
    }

    // MARK: 1. Stamps far ahead (issue 26: taken, never refused; doctor names them)

    /// Home 0 syncs with home 1's file changed by `change`: it is taken (nothing left alone),
    /// and doctor on home 0 says `doctorSays`.
    @discardableResult
    static func expectTaken(doctorSays: String, sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout [String: Any]) -> Void) -> Desk {
        let (desk, _) = desk()
        tamper(desk, 1, change)
        let output = desk.sync(0, sourceLocation: sourceLocation)
        #expect(!output.stdout.contains("Left alone"), "\(output.stdout)", sourceLocation: sourceLocation)
        let doctor = desk.homes[0].run("doctor").stdout.replacingOccurrences(of: "\n  ", with: " ")
        #expect(doctor.contains(doctorSays), "\(doctor)", sourceLocation: sourceLocation)
        // The next sync, with nothing new, leaves nothing alone either.
        #expect(!desk.sync(0, sourceLocation: sourceLocation).stdout.contains("Left alone"), sourceLocation: sourceLocation)
        return desk
    }

    @Test func aStampFarAheadInAnotherComputersFileIsTakenAndAChangeHereGoesPastIt() throws {
        let desk = Self.expectTaken(doctorSays: "stamped more than a day ahead of this computer's clock, the latest at ") { document in
            Self.editFirst(&document, "fasts") { $0["changed"] = "9999-12-31T23:59:59Z"; $0["note"] = "from the far future" }
        }
        let fast = try #require(try desk.homes[0].store.loadHistory().sessions.first)
        #expect(fast.note == "from the far future")
        #expect(desk.homes[0].run("edit", fast.id.uuidString, "--note", "here, later").code == 0)
        let stamp = try #require(try desk.homes[0].store.loadChanges().stamps[fast.id])
        #expect(stamp.at == Timestamp.latest && stamp.counter == 1)
        // Other changes keep the time of day.
        desk.homes[0].run("config", "target-hours", "18")
        #expect(try desk.homes[0].store.loadChanges().settings[.targetHours]?.at == desk.homes[0].now)
        desk.sync(0)
        desk.sync(1)
        #expect(try desk.homes[1].store.loadHistory().sessions.first?.note == "here, later")
    }

    @Test func aDeletionDatedFarAheadIsTaken() {
        Self.expectTaken(doctorSays: "a deletion") { document in
            document["deletions"] = [["changed": "2027-01-01T00:00:00Z", "changedBy": UUID().uuidString, "id": UUID().uuidString, "kind": "water"]]
        }
    }

    @Test func aStampLessThanADayAheadIsTaken() throws {
        let (desk, fast) = Self.desk()
        desk.homes[1].run("edit", fast.id.uuidString, "--note", "from the other desk")
        desk.sync(1)
        Self.tamper(desk, 1) { document in Self.editFirst(&document, "fasts") { $0["changed"] = "2026-11-22T11:00:00Z" } }
        #expect(desk.sync(0).stdout.contains("From 1 other computer: 1 changed fast."))
    }

    @Test func anImportedStampFarAheadIsTaken() throws {
        let (desk, _) = Self.desk()
        desk.homes[0].run("config", "target-hours", "18")
        var document = try JSONSerialization.jsonObject(with: Data(ExportImportTests.export(desk.homes[0]).utf8)) as! [String: Any]
        var changes = document["changes"] as! [String: Any]
        Self.editFirst(&changes, "settings") { $0["changed"] = "9999-12-31T23:59:59Z" }
        document["changes"] = changes
        let other = desk.homes[1]
        let result = ExportImportTests.importing(document, into: other)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(try other.store.loadSettings().targetHours == 18)
        #expect(other.run("doctor").stdout.replacingOccurrences(of: "\n  ", with: " ").contains("the setting target-hours"))
    }

    /// A stamp at the last second the files can hold, then a change: the change's stamp stays
    /// at that second rather than one the reader refuses.
    @Test func aChangeAfterAStampAtTheLastSecondLeavesAReadableStore() throws {
        let app = TestApp()
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        // A change's stamp is noted in the recent changes until they are folded into changes.json.
        let path = app.paths.changesTail
        let text = try #require(app.bytes(path).map { String(decoding: $0, as: UTF8.self) })
        let stamped = text.replacingOccurrences(of: #""changed" *: *"[^"]*""#, with: #""changed":"9999-12-31T23:59:59Z""#, options: .regularExpression)
        #expect(stamped != text)
        app.write(stamped, to: path)
        let id = try #require(try app.store.loadHistory().sessions.first?.id)
        #expect(app.run("edit", id.uuidString, "--note", "later").code == 0)
        #expect(app.run("log").code == 0, "every history command still reads the stamps")
        #expect(try app.store.loadChanges().stamps[id]?.at == Timestamp.latest)
    }

    @Test func anImportThatBringsOnlyStampsDoesNotSayNothingChanged() throws {
        let (desk, fast) = Self.desk()
        desk.homes[0].run("edit", fast.id.uuidString, "--target", "18")
        desk.homes[0].run("edit", fast.id.uuidString, "--target", "16")
        let export = ExportImportTests.export(desk.homes[0])
        desk.homes[1].input = Data(export.utf8)
        let result = desk.homes[1].run("import", "-")
        #expect(result.code == 0)
        #expect(result.stdout.contains("only its record of when things changed was added"), "\(result.stdout)")
        #expect(!result.stdout.contains("nothing was changed"), "\(result.stdout)")
    }

    // MARK: 2. A deletion of another kind

    @Test func aWaterDeletionNamingADeletedFastDoesNotBringItBack() throws {
        let (desk, fast) = Self.desk()
        desk.homes[0].run("delete", fast.id.uuidString)
        let other = try desk.homes[1].store.deviceID()
        Self.tamper(desk, 1) { document in
            document["deletions"] = [["changed": "2026-11-21T00:00:00Z", "changedBy": other.uuidString, "id": fast.id.uuidString, "kind": "water"]]
        }
        let output = desk.sync(0)
        #expect(!output.stdout.contains("1 fast"), "\(output.stdout)")
        #expect(!desk.homes[0].run("log").stdout.contains(String(fast.id.uuidString.lowercased().prefix(8))))
        #expect(try desk.homes[0].store.loadChanges().deletions[fast.id]?.kind != .running)
        #expect(try desk.homes[0].store.loadHistory().sessions.isEmpty)
    }

    // MARK: 3. Records in the future (issue 26: taken, never refused; doctor names them)

    @Test func aRecordedFastInTheFutureIsTaken() {
        Self.expectTaken(doctorSays: "holds a fast that lies in the future by this computer's clock") { document in
            Self.editFirst(&document, "fasts") { $0["start"] = "2030-01-01T20:00:00Z"; $0["end"] = "2030-01-02T12:00:00Z" }
        }
    }

    @Test func aRunningFastBegunAYearAheadIsTaken() {
        Self.expectTaken(doctorSays: "holds a running fast begun in the future by this computer's clock") { document in
            document["running"] = [["id": UUID().uuidString, "start": "2027-11-21T08:00:00Z", "targetHours": 16, "timeZone": "Europe/Berlin"]]
        }
    }

    @Test func waterInTheFutureIsTaken() {
        Self.expectTaken(doctorSays: "holds a water entry logged in the future by this computer's clock") { document in
            document["water"] = [["id": UUID().uuidString, "at": "2027-01-01T08:00:00Z", "milliliters": 250, "timeZone": "UTC"]]
        }
    }

    // MARK: 5. Words and leniency

    @Test(arguments: ["nan", "1e300", "-5", "0x10", "16\n", " 16"])
    func aTargetConfigWouldRefuseRefusesTheFile(_ value: String) {
        Self.expectRefused(field: "settings[0].value: is not a value atrest config takes") { document in
            document["settings"] = [["changed": "2026-11-21T10:00:00Z", "changedBy": UUID().uuidString, "key": "targetHours", "value": value]]
        }
    }

    @Test(arguments: [("waterUnit", "l"), ("vigil", "ON"), ("waterAmount", "0"), ("motion", "of")])
    func otherSettingsKeepConfigsRulesToo(_ key: String, _ value: String) {
        Self.expectRefused(field: "settings[0].value") { document in
            document["settings"] = [["changed": "2026-11-21T10:00:00Z", "changedBy": UUID().uuidString, "key": key, "value": value]]
        }
    }

    @Test func theSameFastTwiceInOneFileIsRefused() {
        Self.expectRefused(field: "fasts[1].id: is the id of another record in the file") { document in
            let fasts = document["fasts"] as! [[String: Any]]
            document["fasts"] = fasts + fasts
        }
    }

    @Test func theSameWaterEntryTwiceInOneFileIsRefused() {
        let id = UUID().uuidString
        Self.expectRefused(field: "water[1].id: is the id of another record in the file") { document in
            let entry: [String: Any] = ["id": id, "at": "2026-11-20T08:00:00Z", "milliliters": 250, "timeZone": "UTC"]
            document["water"] = [entry, entry]
        }
    }

    @Test func aFileNamedInSmallLettersIsNotAComputersFile() throws {
        let (desk, _) = Self.desk()
        let name = Self.fileName(desk, 1)
        let lower = "atrest-" + name.dropFirst(7).dropLast(5).lowercased() + ".json"
        try FileManager.default.moveItem(atPath: desk.folder + "/" + name, toPath: desk.folder + "/" + lower)
        #expect(SyncFile.device(fileName: lower) == nil)
        let output = desk.sync(0)
        #expect(output.stdout.contains("Left alone: \(lower)."), "\(output.stdout)")
    }
}
