import AtrestCLI
import Foundation
import Store
import Testing

/// atrest's folders are read and written as plain files: a symbolic link, a FIFO or a device
/// planted there is refused at once, never followed, never read without end, never chmodded.
@Suite struct LinksAndSpecialFilesTests {
    private let manager = FileManager.default

    private func mode(_ path: String) -> Int? {
        (try? manager.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }

    @Test func aDataFileLinkedElsewhereIsRefusedAndItsTargetKeepsItsModeAndBytes() throws {
        let app = TestApp()
        app.run("config", "target-hours", "20")
        let target = app.home + "/dotfiles-settings.json"
        try manager.moveItem(atPath: app.paths.settings, toPath: target)
        try manager.setAttributes([.posixPermissions: 0o644], ofItemAtPath: target)
        try manager.createSymbolicLink(atPath: app.paths.settings, withDestinationPath: target)
        let before = app.bytes(target)
        let result = app.run("config", "target-hours", "18")
        #expect(result.code == 1)
        #expect(result.stderr.contains("symbolic link"))
        #expect(mode(target) == 0o644)
        #expect(app.bytes(target) == before)
        #expect((try? manager.destinationOfSymbolicLink(atPath: app.paths.settings)) == target)
    }

    @Test func aFolderLinkedElsewhereIsNotMadePrivateThroughTheLink() throws {
        let app = TestApp()
        app.run("water", "add", "250")
        let elsewhere = app.home + "/shared-water"
        try manager.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: elsewhere)
        try manager.removeItem(atPath: app.paths.waterDirectory)
        try manager.createSymbolicLink(atPath: app.paths.waterDirectory, withDestinationPath: elsewhere)
        app.run("water", "add", "250")
        #expect(mode(elsewhere) == 0o755)
    }

    @Test func theLockIsNeverOpenedThroughALink() throws {
        let app = TestApp()
        app.run("water", "add", "250")
        let victim = app.home + "/victim"
        try? manager.removeItem(atPath: app.paths.lock)
        try manager.createSymbolicLink(atPath: app.paths.lock, withDestinationPath: victim)
        let result = app.run("water", "add", "250")
        #expect(result.code == 1)
        #expect(result.stderr.contains("lock"))
        #expect(!manager.fileExists(atPath: victim))
    }

    #if os(Linux)
    @Test func aDataFileLinkedToDevZeroIsRefusedAtOnce() throws {
        let app = TestApp()
        app.run("start")
        try manager.removeItem(atPath: app.paths.activeFast)
        try manager.createSymbolicLink(atPath: app.paths.activeFast, withDestinationPath: "/dev/zero")
        for command in [["status"], ["end"], ["doctor"]] {
            let result = app.run(command)
            #expect(result.code == 1, "\(command)")
        }
        #expect(app.run("doctor").stdout.contains("active.json"))
    }
    #endif

    @Test func aDataFileThatIsAFIFOIsRefusedAtOnce() throws {
        let app = TestApp()
        app.run("add", "--start", "2026-11-18T20:00", "--end", "2026-11-19T12:00")
        let year = app.paths.sessions(year: 2026)
        try manager.removeItem(atPath: year)
        #expect(mkfifo(year, 0o600) == 0)
        // With nobody writing into it, reading the FIFO would wait for ever.
        let result = app.run("log")
        #expect(result.code == 1)
        #expect(result.stderr.contains("not a regular file"))
        let doctor = app.run("doctor")
        #expect(doctor.code == 1 && doctor.stdout.contains("sessions/2026.json"))
    }

    #if os(Linux)
    @Test func premiumActivateReadsNoMoreThanALicenseCanHold() {
        let app = TestApp()
        let file = app.run("premium", "activate", "/dev/zero")
        #expect(file.code == 1 && file.stderr.contains("longer than any license"))
    }

    @Test func theBinaryStopsReadingAnEndlessStdin() throws {
        let home = ProcessHome()
        let process = try AtrestProcess.shell("timeout 20 \"$ATREST\" premium activate - < /dev/zero; echo $? > \"$HOME/code\"", home: home.path)
        _ = process.wait()
        #expect((try? String(contentsOfFile: home.path + "/code", encoding: .utf8)) == "1\n")
    }
    #endif

    @Test func premiumActivateFromAnEndlessStdinStopsAtTheSizeOfALicense() {
        let app = TestApp()
        app.input = Data(repeating: 0x41, count: 64 * 1024 * 1024)
        let result = app.run("premium", "activate", "-")
        #expect(result.code == 1 && result.stderr.contains("longer than any license"))
        #expect(app.inputBytesTaken < 64 * 1024)
    }

    @Test func premiumActivateOfNothingIsAUsageError() {
        let result = TestApp().run("premium", "activate", "")
        #expect(result.code == 2)
        #expect(result.stderr.split(separator: "\n").count <= 2)
    }
}
