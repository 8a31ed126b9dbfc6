import AtrestCLI
import Foundation
import Store
import Testing

/// Files a person names for output, `export --output` and `forest --svg`, follow one rule:
/// never into atrest's folders, a FIFO or device written into and never replaced, and a new
/// picture made as the person's umask says.
@Suite struct OutputFileTests {
    private func appWithAFast() -> TestApp {
        let app = TestApp()
        app.run("add", "--start", "2026-11-18T20:00", "--end", "2026-11-19T12:00")
        return app
    }

    @Test(arguments: ["forest --svg", "export --output"])
    func atrestsOwnFoldersAreRefused(_ command: String) {
        let app = appWithAFast()
        app.run("start")
        let year = app.paths.sessions(year: 2026)
        let targets = [
            app.paths.activeFast, year, app.paths.settings, app.paths.data + "/new.svg",
            app.paths.sessionsDirectory + "/../active.json", ".local/share/atrest/account.json",
        ]
        let before = targets.map { app.bytes($0) }
        for target in targets {
            let result = app.run(command.split(separator: " ").map(String.init) + [target])
            #expect(result.code == 2, "\(command) \(target)")
            #expect(result.stderr.contains("inside atrest's own folders"), "\(result.stderr)")
        }
        #expect(targets.map { app.bytes($0) } == before, "not a byte changed")
        #expect(app.run("log").stdout.contains("16h"))
        #expect(app.run("doctor").code == 0)
    }

    @Test func aLinkIntoAtrestsFoldersIsRefusedToo() throws {
        let app = appWithAFast()
        app.run("start")
        try FileManager.default.createSymbolicLink(atPath: app.home + "/picture.svg", withDestinationPath: app.paths.activeFast)
        let result = app.run("forest", "--svg", "picture.svg")
        #expect(result.code == 2 && result.stderr.contains("inside atrest's own folders"))
        #expect(app.run("status", "--quiet").code == 0, "the fast still runs")
    }

    @Test func aLinkToAFileWritesThatFileAndKeepsTheLink() throws {
        let app = appWithAFast()
        let target = app.home + "/pictures/forest.svg"
        app.write("old", to: target)
        try FileManager.default.createSymbolicLink(atPath: app.home + "/latest.svg", withDestinationPath: target)
        #expect(app.run("forest", "--svg", "latest.svg").code == 0)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: app.home + "/latest.svg")) == target)
        #expect(String(decoding: app.bytes(target) ?? Data(), as: UTF8.self).hasPrefix("<?xml"))
        let export = app.run("export", "--output", "latest.svg")
        #expect(export.stdout.contains("kept as \(target).previous"), "\(export.stdout)")
        #expect(app.bytes(target + ".previous") != nil)
    }

    @Test(arguments: [["forest", "--svg"], ["export", "--output"]])
    func aFIFOIsWrittenIntoAndStaysAFIFO(_ command: [String]) {
        let app = appWithAFast()
        let fifo = app.home + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = Received()
        let reader = Thread {
            received.set(FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data())
        }
        reader.start()
        let result = app.run(command + [fifo])
        #expect(result.code == 0, "\(result.stderr)")
        while !received.done { usleep(1000) }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
        #expect(received.data.count > 100)
        #expect(!FileManager.default.fileExists(atPath: fifo + ".previous"))
    }

    #if os(Linux)
    @Test func aPictureFollowsTheUmask() throws {
        let home = ProcessHome()
        _ = try AtrestProcess.run(["add", "--start", "2026-11-18T20:00", "--end", "2026-11-19T12:00"], home: home.path)
        let process = try AtrestProcess.shell(
            "cd \"$HOME\" && (umask 027; \"$ATREST\" forest --svg a.svg) && (umask 002; \"$ATREST\" forest --svg b.svg)",
            home: home.path
        )
        #expect(process.wait() == .exited(0))
        func mode(_ name: String) -> Int? { (try? FileManager.default.attributesOfItem(atPath: home.path + "/" + name))?[.posixPermissions] as? Int }
        #expect(mode("a.svg") == 0o640)
        #expect(mode("b.svg") == 0o664)
    }
    #endif
}

private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: Data?
    func set(_ data: Data) { lock.withLock { bytes = data } }
    var done: Bool { lock.withLock { bytes != nil } }
    var data: Data { lock.withLock { bytes ?? Data() } }
}
