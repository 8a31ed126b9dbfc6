import AtrestCLI
import Foundation
import Store
import Testing

/// `config graphics` is a change like any other setting: `undo` takes it back, and only it.
@Suite struct GraphicsUndoTests {
    @Test func undoTakesBackTheGraphicsChoiceAndNothingBeforeIt() throws {
        let app = TestApp()
        app.run("water", "add", "250")
        #expect(app.run("config", "graphics", "cells").code == 0)
        #expect(app.run("config", "graphics").stdout == "cells\n")

        let undone = app.run("undo")
        #expect(undone.code == 0 && undone.stdout.hasPrefix("Took back atrest config graphics cells"), "\(undone.stdout)\(undone.stderr)")
        #expect(app.run("config", "graphics").stdout == "auto\n")
        #expect(try app.json("water", "--json")["total"] as? Int == 250, "the glass before it stays")
        #expect(!FileManager.default.fileExists(atPath: app.paths.graphics), "no choice was made before it")
    }

    @Test func aChoiceTakenBackLeavesNoPreviousGenerationBehind() throws {
        let app = TestApp()
        app.run("config", "graphics", "sixel")
        app.run("config", "graphics", "cells")
        #expect(app.run("undo").code == 0)
        #expect(app.run("config", "graphics").stdout == "sixel\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: app.paths.config)
        #expect(!names.contains { $0.hasPrefix("graphics.") }, "\(names)")
    }
}
