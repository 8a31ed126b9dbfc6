import AtrestCLI
import Foundation
import Store
import Testing

/// `doctor` says only what it knows: a folder it cannot look into is not "no files yet", a
/// fix it cannot make is not promised, and one folder is reported once however it is named.
@Suite struct DoctorTruthTests {
    @Test func aHomeWhoseFoldersCannotBeOpenedIsNotAnEmptyHome() {
        let app = TestApp()
        app.run("water", "add", "250")
        app.fileSystem = ClosedFolders(closed: app.home + "/.local")
        let result = app.run("doctor")
        #expect(!result.stdout.contains("no files yet"), "\(result.stdout)")
        #expect(result.stdout.contains("could not be read: permission denied"))
        #expect(result.code == 1)
    }

    @Test func oneFolderNamedByAllThreeVariablesIsReportedOnce() {
        let app = TestApp()
        let shared = app.home + "/everything"
        app.environment = ["HOME": app.home, "XDG_DATA_HOME": shared, "XDG_CONFIG_HOME": shared, "XDG_STATE_HOME": shared]
        app.run("start", "--at", "-5h")
        app.run("config", "target-hours", "18")
        app.run("remind")
        app.setMode(shared + "/atrest", 0o755)
        let found = app.run("doctor")
        #expect(found.stdout.components(separatedBy: "has mode 0755").count == 2, "once: \(found.stdout)")
        app.setMode(shared + "/atrest", 0o700)
        let clean = app.run("doctor")
        #expect(clean.code == 0)
        #expect(clean.stdout.components(separatedBy: "~/everything/atrest").count == 2, "named once: \(clean.stdout)")
    }

    @Test func aLinkInAtrestsFolderIsNotPromisedAModeItCannotGet() throws {
        let app = TestApp()
        app.run("config", "target-hours", "18")
        let elsewhere = app.home + "/settings-elsewhere.json"
        try FileManager.default.moveItem(atPath: app.paths.settings, toPath: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: app.paths.settings, withDestinationPath: elsewhere)
        let found = app.run("doctor")
        #expect(found.code == 1)
        #expect(found.stdout.contains("symbolic link"))
        #expect(!found.stdout.contains("sets it to 0600"), "\(found.stdout)")
        let repair = app.run("doctor", "--repair")
        #expect(!repair.stderr.contains("could not change the permissions"), "\(repair.stderr)")
    }
}

/// As a person who is not root, with the real binary: what root leaves behind, and what the
/// person's own mode shuts them out of, each told truthfully. (Needs root to set the stage.)
@Suite(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
struct DoctorAsAPersonTests {
    private func run(_ script: String, in home: ProcessHome) throws -> String {
        let process = try AtrestProcess.shell(
            // The person runs a copy in their own home: the build folder may be closed to them
            // (a checkout under a folder of mode 0700).
            "as() { [ -x \"$HOME/.atrest-bin\" ] || cp \"$ATREST\" \"$HOME/.atrest-bin\"; "
                + "setpriv --reuid=65534 --regid=65534 --clear-groups env HOME=\"$HOME\" \"$HOME/.atrest-bin\" \"$@\"; }; "
                + script + " > \"$HOME/said\" 2>&1",
            home: home.path
        )
        _ = process.wait()
        return (try? String(contentsOfFile: home.path + "/said", encoding: .utf8)) ?? ""
    }

    @Test func aFileLeftByRootIsNotPromisedARepairAndOneShutByItsModeIsRepaired() throws {
        let home = ProcessHome()
        #expect(chown(home.path, 65534, 65534) == 0)
        _ = try run("as config target-hours 18 && as water add 250", in: home)
        let settings = home.paths.settings
        _ = try run("chown 0:0 '\(settings)' && chmod 644 '\(settings)' && chmod 000 \"$(ls -d '\(home.paths.waterDirectory)'/*.json | head -1)\"", in: home)
        let found = try run("as doctor", in: home)
        let aboutSettings = found.components(separatedBy: "\n\n").first { $0.hasPrefix("~/.config/atrest/settings.json") } ?? ""
        #expect(aboutSettings.contains("belongs to another user"), "\(found)")
        #expect(!aboutSettings.contains("--repair sets it"), "\(found)")
        let repaired = try run("as doctor --repair", in: home)
        #expect(!repaired.contains("could not change the permissions"), "\(repaired)")
        #expect(repaired.contains("Set to 0600."), "the file shut by its own mode is mended: \(repaired)")
    }
}

/// The live file system with one folder closed to the person, as a parent of mode 0700 owned
/// by someone else would be: nothing below it can be seen or listed.
private struct ClosedFolders: FileSystem {
    let base: any FileSystem = LiveFileSystem()
    let closed: String

    private func hidden(_ path: String) -> Bool { path.hasPrefix(closed + "/") }
    private func denied(_ operation: FileSystemError.Operation, _ path: String) -> FileSystemError {
        FileSystemError(operation, path: path, code: EACCES)
    }

    func contents(of path: String) throws(FileSystemError) -> Data? {
        if hidden(path) { throw denied(.read, path) }
        return try base.contents(of: path)
    }
    func contents(ofOwnFile path: String) throws(FileSystemError) -> Data? {
        if hidden(path) { throw denied(.read, path) }
        return try base.contents(ofOwnFile: path)
    }
    func exists(_ path: String) -> Bool { hidden(path) ? false : base.exists(path) }
    func makeDirectory(_ path: String, mode: UInt16) throws(FileSystemError) { throw denied(.makeDirectory, path) }
    func createFile(_ path: String, mode: UInt16) throws(FileSystemError) -> Int32 { throw denied(.create, path) }
    func write(_ data: Data, to descriptor: Int32, path: String) throws(FileSystemError) { throw denied(.write, path) }
    func sync(_ descriptor: Int32, path: String) throws(FileSystemError) { throw denied(.sync, path) }
    func close(_ descriptor: Int32, path: String) throws(FileSystemError) { try base.close(descriptor, path: path) }
    func rename(_ source: String, to destination: String) throws(FileSystemError) { throw denied(.rename, destination) }
    func link(_ source: String, to destination: String) throws(FileSystemError) { throw denied(.link, destination) }
    func syncDirectory(_ path: String) throws(FileSystemError) { throw denied(.syncDirectory, path) }
    func list(_ directory: String) throws(FileSystemError) -> [String] {
        if hidden(directory) { throw denied(.list, directory) }
        return try base.list(directory)
    }
    func mode(of path: String) -> UInt16? { hidden(path) ? nil : base.mode(of: path) }
    func setMode(_ path: String, mode: UInt16) throws(FileSystemError) { throw denied(.setMode, path) }
    func remove(_ path: String) throws(FileSystemError) { throw denied(.remove, path) }
    func lock(_ path: String, timeout: TimeInterval) throws(FileSystemError) -> any FileLock { throw denied(.lock, path) }
}
