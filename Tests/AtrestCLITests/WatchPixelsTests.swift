import AtrestCLI
import Domain
import Foundation
import Rendering
import Screen
import Store
import Testing

/// `watch` in pixels: the view leaves the tree's box to the picture, the loop sends it once,
/// sends nothing on a tick that changes nothing, and deletes it on every way out.
@Suite struct WatchPixelsTests {
    static let zone = WatchViewTests.zone
    static let start = WatchViewTests.start

    static func screen(_ mode: GraphicsMode, columns: Int = 80, rows: Int = 30) -> WatchScreen {
        var screen = WatchScreen(columns: columns, rows: rows, depth: .trueColour)
        screen.graphics = mode
        screen.cell = CellPixels(width: 8, height: 16)
        return screen
    }

    /// The picture is the tree's box of the scene the cells are drawn from, and those cells are
    /// plain sky, so that no tree of cells shows under or through it.
    @Test func thePictureTakesTheTreesBoxAndItsCellsAreSky() throws {
        let state = WatchViewTests.state(hoursIn: 12.5)
        let now = Self.start.addingTimeInterval(12.5 * 3600)
        let picture = try #require(WatchView.picture(state, now: now, zone: Self.zone, screen: Self.screen(.kitty)))
        let place = try #require(WatchView.composition(state, now: now, zone: Self.zone, screen: Self.screen(.kitty)).tree)
        #expect(picture.rect.column == place.rect.column && picture.rect.columns == place.rect.columns)
        #expect(picture.rect.row + picture.rect.rows == place.rect.row + place.rect.rows)
        let frame = WatchView.frame(state, now: now, zone: Self.zone, screen: Self.screen(.kitty))
        let cells = WatchView.frame(state, now: now, zone: Self.zone, screen: Self.screen(.cells))
        var differ = 0
        for row in picture.rect.row..<(picture.rect.row + picture.rect.rows) {
            for column in picture.rect.column..<(picture.rect.column + picture.rect.columns) {
                #expect(frame[column, row]?.character == " ")
                if frame[column, row] != cells[column, row] { differ += 1 }
            }
        }
        #expect(differ > 20, "in cells the tree is there")
        // Outside the box, pixels change no words (kitty's backdrop takes the sky: WatchBackdropTests).
        let plain = { (row: String) in
            var line = String(row.map { $0 == "▀" || $0 == "▄" ? " " : $0 })
            while line.last == " " { line.removeLast() }
            return line
        }
        #expect(frame.text.prefix(picture.rect.row).map(plain) == cells.text.prefix(picture.rect.row).map(plain))
        // In cells there is no picture; nor while a panel stands over the sky.
        #expect(WatchView.picture(state, now: now, zone: Self.zone, screen: Self.screen(.cells)) == nil)
        var help = state
        help.overlay = .help
        #expect(WatchView.picture(help, now: now, zone: Self.zone, screen: Self.screen(.sixel)) == nil)
        // The picture decodes to the scene's raster (as `forest --png` would draw that box).
        let raster = picture.raster()
        #expect(raster.width == picture.rect.columns * 8 && raster.height == picture.rect.rows * 16)
    }

    /// The arrival's star is light in the picture, never a glyph over it, and its fading in
    /// changes the picture while the box stays put.
    @Test func theArrivalsStarFadesInAsPixels() throws {
        var state = WatchViewTests.state(hoursIn: nil)
        let began = Self.start.addingTimeInterval(17 * 3600)
        state.overlay = .arrival(Arrival(id: WatchViewTests.fastID, tree: .established, showsTree: true, began: began, lines: ["Recorded 17h 0m."]))
        let early = try #require(WatchView.picture(state, now: began.addingTimeInterval(0.2), zone: Self.zone, screen: Self.screen(.kitty)))
        let late = try #require(WatchView.picture(state, now: began.addingTimeInterval(3), zone: Self.zone, screen: Self.screen(.kitty)))
        #expect(early.rect == late.rect && early != late)
        let change = try #require(LivePicture<WatchPicture>.changedCells(early.raster(), late.raster(), cell: early.cell))
        #expect(change.columns * change.rows * 4 < early.rect.columns * early.rect.rows, "only the star's cells: \(change)")
        let frame = WatchView.frame(state, now: began.addingTimeInterval(3), zone: Self.zone, screen: Self.screen(.kitty))
        #expect(!frame.text.joined().contains("✦"), "the star is light, not a glyph")
        let cells = WatchView.frame(state, now: began.addingTimeInterval(3), zone: Self.zone, screen: Self.screen(.cells))
        #expect(cells.text.joined().contains("✦"))
    }

    static func images(_ text: String) -> [String] {
        text.components(separatedBy: "\u{1B}_G").dropFirst().map { String($0.prefix { $0 != ";" && $0 != "\u{1B}" }) }
    }

    /// A tick that changes nothing sends nothing; a minute that changes the time but not the
    /// picture (past the fast's reference the tree is whole) sends cells and no image.
    @Test(arguments: ["kitty", "sixel", "iterm"])
    func anUnchangedTickSendsNoImageBytes(mode: String) {
        let app = TestApp()
        app.run("start", "--at", "-20h")
        let sizes = Sizes()
        let terminal = FakeTerminal(columns: 80, rows: 30, events: [.timeout, .timeout, .timeout, FakeTerminal.typing("q")])
        terminal.beforeEvent = { [app] index in
            sizes.record(terminal.written)
            app.advance(minutes: index == 1 ? 1 : 0.05)
        }
        app.terminal = terminal
        #expect(app.run("watch", "--graphics", mode, "--color", "always").code == 0)
        let seen = sizes.values
        let first = seen[0]
        #expect(first.contains(mode == "kitty" ? "\u{1B}_Ga=T" : mode == "sixel" ? "\u{1B}P0;1;0q" : "\u{1B}]1337;File="), "the picture is sent")
        #expect(seen[1] == first, "a wake that changes nothing writes nothing")
        let minute = String(seen[2].dropFirst(first.count))
        #expect(!minute.isEmpty, "the time moved on")
        #expect(!minute.contains("\u{1B}_G") && !minute.contains("\u{1B}P") && !minute.contains("\u{1B}]1337"), "and no image bytes: \(minute.prefix(300).debugDescription)")
    }

    /// Every way out deletes kitty's images before the terminal is given back.
    @Test(arguments: [
        [FakeTerminal.typing("q")], [.stop(signal: 2)], [.stop(signal: 15)], [.stop(signal: 1)], [.lost], [FakeTerminal.typing("\u{1B}")],
    ])
    func everyWayOutDeletesTheImages(ending: [TerminalEvent]) throws {
        let app = TestApp()
        app.run("start", "--at", "-6h")
        let terminal = FakeTerminal(columns: 80, rows: 30, events: [.timeout] + ending)
        app.terminal = terminal
        _ = app.run("watch", "--graphics", "kitty", "--color", "always")
        let sent = Self.images(terminal.written)
        // Every image sent (the tree's, kitty's backdrop under the text) is deleted at the end.
        let ids = Set(sent.filter { $0.hasPrefix("a=T") }.compactMap { $0.split(separator: ",").first { $0.hasPrefix("i=") } })
        #expect(ids.count == 2, "\(ids)")
        let last = sent.suffix(3)
        #expect(last.allSatisfy { $0.hasPrefix("a=d,d=I,") }, "\(sent.suffix(4))")
        for id in ids { #expect(last.contains { $0.contains(id + ",") }, "\(id) left: \(last)") }
        #expect(terminal.isGivenBack)
    }

    /// An error (a damaged file read while the view is up) deletes them too; so does Ctrl-Z, and
    /// `fg` sends the picture again.
    @Test func anErrorAndCtrlZDeleteTheImagesToo() throws {
        let app = TestApp()
        app.run("start", "--at", "-6h")
        let terminal = FakeTerminal(columns: 80, rows: 30, events: [.suspend, .timeout, .timeout, FakeTerminal.typing("q")])
        let counter = Sizes()
        app.modificationTimes = { paths in paths.map { _ in Int64(counter.tick()) } }
        terminal.beforeEvent = { [app] index in
            if index == 2 { app.write("{not json", to: app.paths.activeFast) }
            app.advance(minutes: 1)
        }
        app.terminal = terminal
        let result = app.run("watch", "--graphics", "kitty", "--color", "always")
        #expect(result.code == 1)
        let sent = Self.images(terminal.written)
        let kinds = sent.map { $0.hasPrefix("a=T") ? "T" : $0.hasPrefix("a=d,d=I") ? "D" : "" }.filter { !$0.isEmpty }
        #expect(kinds.first == "T" && kinds.last == "D")
        // Sent, deleted at Ctrl-Z, sent again after fg, deleted at the error.
        #expect(kinds.split(separator: "D", omittingEmptySubsequences: true).count >= 2, "\(kinds)")
        #expect(terminal.isGivenBack)
    }

    /// Inside tmux, auto draws cells: no image bytes at all.
    @Test func tmuxGetsCells() {
        let app = TestApp()
        app.environment["TMUX"] = "/tmp/tmux-1000/default,1,0"
        app.run("start", "--at", "-6h")
        let terminal = FakeTerminal(columns: 80, rows: 30, events: [FakeTerminal.typing("q")])
        app.terminal = terminal
        #expect(app.run("watch", "--color", "always").code == 0)
        #expect(!terminal.written.contains("\u{1B}_G") && !terminal.written.contains("\u{1B}P") && terminal.written.contains("▀"))
    }
}

/// What was written, as the test saw it at each event.
private final class Sizes: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String] = []
    private var count = 0
    func record(_ text: String) { lock.withLock { seen.append(text) } }
    var values: [String] { lock.withLock { seen } }
    func tick() -> Int { lock.withLock { count += 1; return count } }
}
