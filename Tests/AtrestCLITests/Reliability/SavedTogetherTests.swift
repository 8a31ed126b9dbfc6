import AtrestCLI
import FaultInjection
import Foundation
import Store
import Testing

/// An import's year and month files are saved together (`AtrestStore.savedTogether`): each
/// file flushed before any is renamed into place, each folder flushed once for its group, not
/// once a file. `CommandFaultTests` cuts the same import at every step.
@Suite struct SavedTogetherTests {
    /// Fasts in two years and glasses in three months, brought into an empty home.
    static let document = #"""
    {"format": "atrest-export", "version": 1,
     "sessions": [
      {"id": "aad71e75-cde2-488e-9280-938ad5a104f2", "start": "2024-03-01T19:00:00Z", "end": "2024-03-02T12:00:00Z", "targetHours": 16, "timeZone": "UTC"},
      {"id": "e921b899-9bc0-4f86-b44a-a38abc456c1e", "start": "2025-05-01T19:00:00Z", "end": "2025-05-02T12:00:00Z", "targetHours": 16, "timeZone": "UTC"}
     ],
     "water": [
      {"id": "30989068-7bd2-4c7a-8e7c-27b0fb57ff1d", "at": "2025-01-02T10:00:00Z", "milliliters": 250, "timeZone": "UTC"},
      {"id": "d3fa08c6-cfea-4e7d-a42a-b8005997c8ef", "at": "2025-02-02T10:00:00Z", "milliliters": 250, "timeZone": "UTC"},
      {"id": "932dccd9-dd1e-47d1-98a5-a7c470004edb", "at": "2025-03-02T10:00:00Z", "milliliters": 250, "timeZone": "UTC"}
     ]}
    """#

    @Test func eachFolderIsFlushedOnceAfterEveryFileInItIsOnDisk() throws {
        let app = TestApp()
        app.write(Self.document, to: app.home + "/history.json")
        let fileSystem = FaultInjectingFileSystem(.fail(atStep: Int.max))
        app.fileSystem = fileSystem
        let output = app.run("import", "history.json")
        #expect(output.code == 0, "\(output.stderr)")

        let log = fileSystem.log
        for (folder, files) in [(app.paths.waterDirectory, 3), (app.paths.sessionsDirectory, 2)] {
            let inside = { (path: String) in (path as NSString).deletingLastPathComponent == folder }
            #expect(log.filter { $0.operation == .syncDirectory && $0.path == folder }.count == 1, "\(folder)")
            let syncs = log.indices.filter { log[$0].operation == .sync && inside(log[$0].path) }
            let renames = log.indices.filter { log[$0].operation == .rename && inside(log[$0].path) }
            #expect(syncs.count == files && renames.count == files, "\(folder): \(syncs.count) flushed, \(renames.count) renamed")
            if let lastSync = syncs.last, let firstRename = renames.first { #expect(lastSync < firstRename, "\(folder)") }
        }
        #expect(try AtrestStore(paths: app.paths, fileSystem: LiveFileSystem()).waterMonths().count == 3)
    }
}
