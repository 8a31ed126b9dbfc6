import AtrestCLI
import Domain
import Foundation
import Rendering
import Screen
import Testing

/// `watch` in pixels is pixels edge to edge where the terminal allows it (issue 27): in kitty
/// the dusk behind the whole view is a picture under the text; in sixel and iTerm2, which
/// cannot draw text over a picture, the sky around the tree is pixels across the band of rows
/// the words leave free.
@Suite struct WatchBackdropTests {
    static let zone = WatchViewTests.zone
    static let start = WatchViewTests.start
    static let now = start.addingTimeInterval(12.5 * 3600)

    static func screen(_ mode: GraphicsMode, columns: Int = 80, rows: Int = 30) -> WatchScreen {
        WatchPixelsTests.screen(mode, columns: columns, rows: rows)
    }

    /// Under kitty's backdrop no cell draws the sky: no half block anywhere (its glyph would be
    /// drawn over the pixels), while the words are still cells.
    @Test(arguments: [(60, 20), (80, 24), (120, 40), (200, 60)])
    func underKittysBackdropTheSkyIsNoCells(size: (Int, Int)) throws {
        let state = WatchViewTests.state(hoursIn: 12.5)
        let screen = Self.screen(.kitty, columns: size.0, rows: size.1)
        let frame = WatchView.frame(state, now: Self.now, zone: Self.zone, screen: screen)
        let text = frame.text.joined()
        // Half blocks only in the numerals (at small sizes they are drawn with them).
        let time = WatchView.composition(state, now: Self.now, zone: Self.zone, screen: screen).time?.rect
        for (row, line) in frame.text.enumerated() where time.map({ row < $0.row || row >= $0.row + $0.rows }) ?? true {
            #expect(!line.contains("▀") && !line.contains("▄"), "a sky of cells over the pixels, row \(row): \(line)")
        }
        #expect(text.contains("water today"))
        let cells = WatchView.frame(state, now: Self.now, zone: Self.zone, screen: Self.screen(.cells, columns: size.0, rows: size.1))
        #expect(cells.text.joined().contains("▀"), "in cells the sky is half blocks")
        let backdrop = try #require(WatchView.backdrop(state, now: Self.now, zone: Self.zone, screen: screen))
        #expect(backdrop.columns == size.0 && backdrop.rows == size.1)
        // While a panel stands over the sky, it has its own ground of cells: no backdrop.
        var help = state
        help.overlay = .help
        #expect(WatchView.backdrop(help, now: Self.now, zone: Self.zone, screen: screen) == nil)
        #expect(WatchView.frame(help, now: Self.now, zone: Self.zone, screen: screen).text.joined().contains("▀"))
        // Nor in sixel, iTerm2 or cells.
        for mode in [GraphicsMode.sixel, .iterm, .cells] {
            #expect(WatchView.backdrop(state, now: Self.now, zone: Self.zone, screen: Self.screen(mode)) == nil)
        }
    }

    /// The backdrop is one column of the scene's smooth sky, which kitty stretches across the
    /// screen; the tree's picture lies on it without a seam (the same sky under the tree).
    @Test func theBackdropIsTheScenesSkyAndTheTreeLiesOnItWithoutASeam() throws {
        let state = WatchViewTests.state(hoursIn: 12.5)
        let screen = Self.screen(.kitty)
        let backdrop = try #require(WatchView.backdrop(state, now: Self.now, zone: Self.zone, screen: screen))
        let sky = backdrop.raster()
        #expect(sky.width == 8 && sky.height == 30 * 16)
        let picture = try #require(WatchView.picture(state, now: Self.now, zone: Self.zone, screen: screen))
        let tree = picture.raster()
        // The picture's top left corner is sky: the same pixels as the backdrop's at that height.
        for y in [0, 5, 15] {
            let row = picture.rect.row * 16 + y
            #expect(Array(tree.pixels[(y * tree.width * 4)..<(y * tree.width * 4 + 3)]) == Array(sky.pixels[(row * sky.width * 4)..<(row * sky.width * 4 + 3)]))
        }
        // Smooth, as the SVG's: not the half cells' steps.
        let stepped = DuskScene(columns: 1, rows: 30, dusk: backdrop.dusk).raster(cell: backdrop.cell, meetingCells: true)
        #expect(sky.pixels != stepped.pixels)
    }

    /// Sixel and iTerm2: the picture is the band of rows around the tree, edge to edge, that
    /// no words, time, water or keys stand in; its cells are plain sky under it.
    @Test(arguments: [(60, 20), (80, 24), (120, 40), (200, 60)])
    func sixelsPictureIsTheBandTheWordsLeave(size: (Int, Int)) throws {
        let state = WatchViewTests.state(hoursIn: 12.5)
        for mode in [GraphicsMode.sixel, .iterm] {
            let screen = Self.screen(mode, columns: size.0, rows: size.1)
            let picture = try #require(WatchView.picture(state, now: Self.now, zone: Self.zone, screen: screen))
            let composition = WatchView.composition(state, now: Self.now, zone: Self.zone, screen: screen)
            let tree = try #require(composition.tree?.rect)
            #expect(picture.rect.column == 0 && picture.rect.columns == size.0, "edge to edge: \(picture.rect)")
            #expect(picture.rect.row <= tree.row && picture.rect.rows > tree.rows / 2)
            #expect(picture.rect.row + picture.rect.rows < size.1, "never the last row (a sixel there scrolls)")
            for other in composition.rectangles where other != tree {
                #expect(!other.overlaps(picture.rect), "\(other) under the picture \(picture.rect)")
            }
            let frame = WatchView.frame(state, now: Self.now, zone: Self.zone, screen: screen)
            for row in picture.rect.row..<(picture.rect.row + picture.rect.rows) {
                #expect(frame.text[row].allSatisfy { $0 == " " }, "row \(row): \(frame.text[row])")
            }
        }
    }

    /// In the loop: kitty's backdrop is sent once (image id + 2, under the text), taken off
    /// while help stands and placed again (not sent again) when it goes, and deleted on the way out.
    @Test func theLoopSendsTheBackdropOnceAndDeletesItOnTheWayOut() throws {
        let app = TestApp()
        app.run("start", "--at", "-6h")
        let terminal = FakeTerminal(columns: 80, rows: 30, events: [.timeout, FakeTerminal.typing("?"), FakeTerminal.typing(" "), .timeout, FakeTerminal.typing("q")])
        app.terminal = terminal
        #expect(app.run("watch", "--graphics", "kitty", "--color", "always").code == 0)
        let sent = WatchPixelsTests.images(terminal.written)
        let backdrops = sent.filter { $0.contains("z=\(-3)") }
        #expect(backdrops.count == 2, "\(backdrops)")
        let first = try #require(backdrops.first)
        #expect(first.hasPrefix("a=T") && first.contains("c=80,r=30"), "\(first)")
        let id = try #require(first.split(separator: ",").first { $0.hasPrefix("i=") })
        #expect(backdrops.last?.hasPrefix("a=p,\(id),") == true, "placed again, not sent: \(backdrops)")
        #expect(sent.contains { $0.hasPrefix("a=d,d=i,\(id),") }, "taken off under help")
        #expect(sent.contains { $0.hasPrefix("a=d,d=I,\(id),") }, "deleted on the way out")
        #expect(sent.filter { $0.hasPrefix("a=T") && $0.contains(String(id) + ",") }.count == 1)
        // Sent after the frame's cells: a frame drawn whole begins by clearing the screen,
        // which takes kitty's placements with it.
        let written = terminal.written
        let clear = try #require(written.firstRange(of: "\u{1B}[2J"))
        let backdrop = try #require(written.firstRange(of: "z=\(-3)"))
        #expect(clear.lowerBound < backdrop.lowerBound)
        // Cells and pictures as one update: the sky never shows for a moment without its backdrop.
        let begin = try #require(written.firstRange(of: "\u{1B}[?2026h"))
        let end = try #require(written[backdrop.upperBound...].firstRange(of: "\u{1B}[?2026l"))
        #expect(begin.lowerBound < clear.lowerBound && written[begin.upperBound..<end.lowerBound].firstRange(of: "\u{1B}[?2026") == nil)
        // Over it the cells write no ground of their own (kitty would blend the picture with
        // it); under help they do.
        #expect(!written[..<backdrop.lowerBound].contains("\u{1B}[48;"))
        #expect(written[backdrop.lowerBound...].contains("\u{1B}[48;"))
        #expect(terminal.isGivenBack)
    }
}
