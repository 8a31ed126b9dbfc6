import Foundation
import Store
import Testing

/// `doctor --repair` mends a broken lock when nothing can be holding it, and says so.
@Suite struct DoctorLockRepairTests {
    @Test(arguments: ["folder", "link", "fifo"])
    func aBrokenLockIsSetAsideAndMadeAnew(kind: String) throws {
        let app = TestApp()
        #expect(app.run("water", "add", "250").code == 0)
        let lock = app.paths.lock
        try FileManager.default.removeItem(atPath: lock)
        switch kind {
        case "folder": try FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: false)
        case "link": try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: app.home + "/nowhere")
        default: #expect(mkfifo(lock, 0o600) == 0)
        }
        guard app.run("water", "add", "100").code == 1 else {
            // A FIFO this system locks like a file is no broken lock: nothing to mend.
            #expect(kind == "fifo")
            return
        }
        let report = app.run("doctor", "--repair")
        #expect(report.code == 0, "\(report.stdout)\(report.stderr)")
        let said = report.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(said.contains("set aside as lock.broken-"), "\(report.stdout)")
        #expect(said.contains("and atrest made a new lock."))
        #expect(said.contains("in order now."))
        let names = try FileManager.default.contentsOfDirectory(atPath: app.paths.data)
        #expect(names.contains { $0.hasPrefix("lock.broken-") }, "set aside, never deleted: \(names)")
        var info = stat()
        #expect(lstat(lock, &info) == 0 && info.st_mode & S_IFMT == S_IFREG, "a plain lock again")
        #expect(app.run("water", "add", "100").code == 0, "changes go on")
        #expect(app.run("doctor").code == 0)
    }

    /// Without --repair nothing moves.
    @Test func doctorAloneLeavesTheBrokenLockWhereItIs() throws {
        let app = TestApp()
        #expect(app.run("water", "add", "250").code == 0)
        let lock = app.paths.lock
        try FileManager.default.removeItem(atPath: lock)
        try FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: false)
        #expect(app.run("doctor").code == 1)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: lock, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(try FileManager.default.contentsOfDirectory(atPath: app.paths.data).allSatisfy { !$0.hasPrefix("lock.broken") })
    }
}
