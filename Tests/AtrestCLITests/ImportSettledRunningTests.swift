import Foundation
import Testing

/// An export taken while a fast ran, the fast ended (or set aside) here since, then the old
/// export imported: the fast does not run again, and the summary says so instead of nothing.
@Suite struct ImportSettledRunningTests {
    @Test(arguments: [("end", "recorded"), ("abandon", "set aside")])
    func anOldExportsRunningFastIsSaidNotToRunAgain(_ settle: String, _ words: String) throws {
        let app = TestApp()
        app.run("start", "--at", "-10h")
        let path = app.home + "/old.json"
        #expect(app.run("export", "--output", path).code == 0)
        app.advance(hours: 1)
        #expect(app.run(settle).code == 0)

        let dry = app.run("import", path, "--dry-run")
        #expect(dry.stdout.contains("The fast running in it since 03:00 has been \(words) here since, so it would not run again."), "\(dry.stdout)")
        let imported = app.run("import", path)
        #expect(imported.code == 0)
        #expect(imported.stdout.contains("The fast running in it since 03:00 has been \(words) here since, so it does not run again."), "\(imported.stdout)")
        #expect(app.run("status", "--quiet").code == 1, "it does not run again")
    }
}
