@testable import AtrestCLI
import Domain
import Foundation
import Rendering
import Screen
import Testing

/// The forest panel of `watch` (`f`) in pixels: the walk's window is the same scene `forest`
/// draws in pixels, sent through the view's one picture (replaced in place as the walk moves,
/// taken off when the panel closes, deleted on the way out); its words stay cells over it.
@Suite struct WatchForestPixelsTests {
    static let fixed = Date(timeIntervalSince1970: 1_780_000_000)

    static func walked(columns: Int = 80, rows: Int = 29, inscription: String? = "Where the trees stand.") -> WalkedForest {
        let kinds: [TreeKind] = [.established, .incomplete, .established, .established, .incomplete, .established, .established, .established]
        let entries = kinds.enumerated().map { index, kind in
            ForestEntry(id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index + 1))!,
                        ended: fixed.addingTimeInterval(Double(index) * 86_400), kind: kind)
        }
        let forest = Forest(entries: entries, inscription: inscription)
        return WalkedForest(ForestWalk(forest, style: PictureStyle(width: columns, depth: .trueColour), height: rows))
    }

    static func state(_ forest: WalkedForest, top: Int? = nil) -> WatchState {
        var state = WatchViewTests.state(hoursIn: 6)
        state.overlay = .forest(forest, top: top ?? forest.walk.rows.upperBound)
        return state
    }

    static let now = WatchViewTests.start.addingTimeInterval(6 * 3600)

    /// In a pixel terminal the panel is a picture of the walk's window, the scene's raster at the
    /// cells' pixel size; in cells there is none.
    @Test(arguments: [GraphicsMode.kitty, .sixel, .iterm])
    func theWalkIsAPictureWherePixelsAreShown(mode: GraphicsMode) throws {
        let forest = Self.walked()
        let state = Self.state(forest)
        let screen = WatchPixelsTests.screen(mode)
        let picture = try #require(WatchView.picture(state, now: Self.now, zone: WatchViewTests.zone, screen: screen))
        #expect(picture.rect == CellRect(column: 0, row: 0, columns: 80, rows: 29), "the window, above the keys' row")
        let raster = picture.raster()
        let scene = forest.walk.picture(top: forest.walk.rows.upperBound, left: 0).raster(pixelWidth: 80 * 8, pixelHeight: 29 * 16)
        #expect(raster == scene)
        #expect(WatchView.picture(state, now: Self.now, zone: WatchViewTests.zone, screen: WatchPixelsTests.screen(.cells)) == nil)
        // Hours on, the tree of the fast has grown; the walk's picture is the same one (not
        // rasterised again).
        let later = WatchView.picture(state, now: Self.now.addingTimeInterval(3 * 3600), zone: WatchViewTests.zone, screen: screen)
        #expect(later == picture)
        // A step up the walk is another picture of the same place on the screen.
        let up = try #require(WatchView.picture(Self.state(forest, top: forest.walk.rows.upperBound - 3), now: Self.now, zone: WatchViewTests.zone, screen: screen))
        #expect(up.rect == picture.rect && up != picture)
    }

    /// Under the picture the cells are the plain sky with the words alone: no half block of the
    /// cells' forest shows over the pixels, and the inscription stays whole (as in cells).
    @Test(arguments: [GraphicsMode.kitty, .sixel])
    func theWordsStayOverThePicture(mode: GraphicsMode) throws {
        let forest = Self.walked()
        let state = Self.state(forest)
        let frame = WatchView.frame(state, now: Self.now, zone: WatchViewTests.zone, screen: WatchPixelsTests.screen(mode))
        let cells = WatchView.frame(state, now: Self.now, zone: WatchViewTests.zone, screen: WatchPixelsTests.screen(.cells))
        #expect(cells.text.joined().contains("▀") || cells.text.joined().contains("▄"))
        for line in frame.text.prefix(29) {
            #expect(!line.contains("▀") && !line.contains("▄"), "\(line)")
        }
        #expect(frame.text.contains { $0.contains("Where the trees stand.") })
        #expect(cells.text.contains { $0.contains("Where the trees stand.") })
        #expect(frame.text[29] == cells.text[29], "the keys' row as in cells")
    }

    /// Kitty mixes a picture under the text with the cells' written ground (seen in a real kitty:
    /// the forest's dusk turned teal): the walk lies on the backdrop, as the tree does, so that
    /// the cells write no ground of their own; sixel and iTerm2 have no backdrop.
    @Test func inKittyTheWalkLiesOnTheBackdrop() {
        let state = Self.state(Self.walked())
        #expect(WatchView.backdrop(state, now: Self.now, zone: WatchViewTests.zone, screen: WatchPixelsTests.screen(.kitty)) != nil)
        #expect(WatchView.backdrop(state, now: Self.now, zone: WatchViewTests.zone, screen: WatchPixelsTests.screen(.sixel)) == nil)
        // A walk drawn in cells keeps its panel's own ground.
        let wide = Self.state(Self.walked(columns: 100))
        #expect(WatchView.backdrop(wide, now: Self.now, zone: WatchViewTests.zone, screen: WatchPixelsTests.screen(.kitty)) == nil)
        var output = WatchOutput(depth: .trueColour, graphics: .kitty, id: 7)
        let screen = WatchPixelsTests.screen(.kitty)
        let frame = WatchView.frame(state, now: Self.now, zone: WatchViewTests.zone, screen: screen)
        let bytes = output.update(to: frame, picture: WatchView.picture(state, now: Self.now, zone: WatchViewTests.zone, screen: screen),
                                  backdrop: WatchView.backdrop(state, now: Self.now, zone: WatchViewTests.zone, screen: screen))
        #expect(!bytes.contains("\u{1B}[48;2;"), "no cell writes a ground under the pictures")
    }

    /// A screen too small for the walk made when `f` was pressed (a resize) draws it in cells.
    @Test func aWalkThatNoLongerFitsIsCells() {
        let state = Self.state(Self.walked(columns: 100))
        #expect(WatchView.picture(state, now: Self.now, zone: WatchViewTests.zone, screen: WatchPixelsTests.screen(.kitty)) == nil)
        let frame = WatchView.frame(state, now: Self.now, zone: WatchViewTests.zone, screen: WatchPixelsTests.screen(.kitty))
        #expect(frame.text.prefix(29).contains { $0.contains("▀") || $0.contains("▄") })
    }

    /// In the live view: `f` sends the forest's picture (its payload the scene's raster), a step
    /// up replaces it in place under the same id, closing the panel takes it off, and `q` deletes
    /// every image.
    @Test func theLoopSendsTheWalkAndDeletesIt() throws {
        let app = TestApp()
        for _ in 0..<3 {
            app.run("start", "--at", "-20h")
            app.run("end")
        }
        app.run("start", "--at", "-6h")
        let marks = Marks()
        let terminal = FakeTerminal(columns: 80, rows: 30, events: [
            .timeout, FakeTerminal.typing("f"), .timeout, FakeTerminal.typing("\u{1B}[A"), .timeout, FakeTerminal.typing("x"), .timeout,
            FakeTerminal.typing("q"),
        ])
        terminal.beforeEvent = { index in marks.record(terminal.written) }
        app.terminal = terminal
        #expect(app.run("watch", "--graphics", "kitty", "--color", "always").code == 0)
        let seen = marks.values
        #expect(seen.count >= 7)
        let afterF = String(seen[2].dropFirst(seen[1].count))
        let opened = WatchPixelsTests.images(afterF).filter { $0.hasPrefix("a=T") }
        #expect(opened.count == 1, "the walk's picture: \(opened)")
        let control = try #require(opened.first)
        #expect(control.contains("c=80,r=29"), "the window, above the keys' row: \(control)")
        let decoded = try #require(Self.kittyImage(afterF, id: Self.value("i", control)))
        let width = Int(Self.value("s", control)) ?? 0, height = Int(Self.value("v", control)) ?? 0
        #expect(width % 80 == 0 && height % 29 == 0 && decoded.count == width * height * 3)
        let id = Self.value("i", control)
        let step = String(seen[4].dropFirst(seen[3].count))
        let stepped = WatchPixelsTests.images(step).filter { $0.hasPrefix("a=T") }
        #expect(stepped.contains { Self.value("i", $0) == id }, "the walk moves in place: \(stepped)")
        let closed = String(seen[6].dropFirst(seen[5].count))
        #expect(WatchPixelsTests.images(closed).contains { $0.hasPrefix("a=d,d=i,i=\(id),") }, "closing takes the picture off")
        let end = WatchPixelsTests.images(terminal.written).suffix(3)
        #expect(end.contains { $0.hasPrefix("a=d,d=I,i=\(id),") }, "\(end)")
        #expect(terminal.isGivenBack)
    }

    /// In sixel the words inside the picture are written again after its pixels, so the
    /// pixels never cover them.
    @Test func sixelWritesTheWordsAfterThePicture() throws {
        var output = WatchOutput(depth: .trueColour, graphics: .sixel, id: 7)
        let forest = Self.walked()
        let screen = WatchPixelsTests.screen(.sixel)
        func update(_ top: Int) -> String {
            let state = Self.state(forest, top: top)
            let frame = WatchView.frame(state, now: Self.now, zone: WatchViewTests.zone, screen: screen)
            return output.update(to: frame, picture: WatchView.picture(state, now: Self.now, zone: WatchViewTests.zone, screen: screen))
        }
        let foot = forest.walk.rows.upperBound
        let first = update(foot)
        let sixel = try #require(first.firstRange(of: "\u{1B}P"))
        let after = first[sixel.upperBound...]
        #expect(after.contains("Where") && after.contains("stand."), "the inscription follows the pixels")
        #expect(update(foot).isEmpty, "nothing changed, nothing sent")
        let step = update(foot - 3)
        #expect(step.contains("\u{1B}P"), "the walk moved: the changed pixels")
    }

    static func value(_ key: String, _ control: String) -> String {
        control.split(separator: ",").first { $0.hasPrefix(key + "=") }.map { String($0.dropFirst(key.count + 1)) } ?? ""
    }

    /// The RGB bytes of image `id`'s transmission in `text` (kitty, f=24, chunked base64).
    static func kittyImage(_ text: String, id: String) -> [UInt8]? {
        var payload = "", inImage = false
        for part in text.components(separatedBy: "\u{1B}_G").dropFirst() {
            let body = part.prefix { $0 != "\u{1B}" }
            let pieces = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            if pieces[0].hasPrefix("a=T") { inImage = value("i", String(pieces[0])) == id }
            guard inImage, pieces.count == 2 else { continue }
            payload += pieces[1]
            if pieces[0].hasSuffix("m=0") { break }
        }
        return Data(base64Encoded: payload).map(Array.init)
    }
}

private final class Marks: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String] = []
    func record(_ text: String) { lock.withLock { seen.append(text) } }
    var values: [String] { lock.withLock { seen } }
}
