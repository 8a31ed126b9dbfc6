import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rendering
import Screen

/// The screen the live view is drawn on: its size and what it can show.
package struct WatchScreen: Equatable, Sendable {
    package var columns: Int
    package var rows: Int
    package var depth: ColourDepth
    package var glyphs: GlyphSet = .unicode
    /// The block characters its cells draw shapes with: sextants where the terminal draws them
    /// (as `status` and `forest` choose), else quadrants.
    package var symbols: BlockSymbols = .quadrants
    /// The largest tree box drawn, in pixels; nil: as large as the screen allows.
    package var largestTree: Int?
    /// How pictures reach this screen: in pixels (the tree's box drawn by `WatchView.picture`)
    /// or in cells.
    package var graphics: GraphicsMode = .cells
    /// One cell's size in pixels, for pictures in pixels.
    package var cell: CellPixels = .common

    package init(columns: Int, rows: Int, depth: ColourDepth, glyphs: GlyphSet = .unicode) {
        self.columns = columns
        self.rows = rows
        self.depth = depth
        self.glyphs = glyphs
    }
}

/// The live view as a pure function: a state, a clock and a screen give one frame.
///
/// The composition of the app's timer screen: the day's dusk in every cell, the elapsed time
/// in large numerals, the companion text centred below, the tree becoming visible in the
/// lower centre (on the tiers that keep it), water during a fast, and the keys, dimly.
package enum WatchView {
    package static func frame(_ state: WatchState, now: Date, zone: Zone, screen: WatchScreen) -> Frame {
        let today = LocalTime.day(of: now, in: zone)
        var scene = DuskScene(columns: screen.columns, rows: screen.rows, dusk: Dusk.of(day: today.ordinal))
        let layout = Layout(state: state, now: now, today: today, screen: screen)
        scene.tree = layout.tree
        // Under kitty's backdrop the sky, the tree and the star are its pixels; the cells keep the words.
        var frame = screen.graphics.showsBackdrop && !panelOpen(state)
            ? plainSky(scene) : Frame(columns: screen.columns, rows: screen.rows, cells: scene.cells(depth: screen.depth, glyphs: screen.glyphs, symbols: screen.symbols))
        var painter = Painter(scene: scene, frame: frame, ascii: screen.glyphs == .ascii, depth: screen.depth)
        layout.draw(&painter)
        frame = painter.frame
        // Where the picture is drawn in pixels its cells are the plain sky under it, so that
        // writing them never touches the picture and a tree of cells never shows through.
        // Under kitty's backdrop the cells are plain sky already and the words lie over the
        // picture: left as drawn (the arrival's words share rows with the tree and its star).
        // The forest panel lays its own sky under its picture, with its words over it.
        if !screen.graphics.showsBackdrop, !isForest(state), let rect = picture(layout: layout, scene: scene)?.rect {
            for row in rect.row..<(rect.row + rect.rows) {
                frame.fill(column: rect.column, row: row, width: rect.columns, height: 1, background: scene.sky(row: row))
            }
        }
        return frame
    }

    private static func isForest(_ state: WatchState) -> Bool {
        if case .forest? = state.overlay { true } else { false }
    }

    /// Where the elements of `frame` go: the cell rectangles of this state on this screen.
    package static func composition(_ state: WatchState, now: Date, zone: Zone, screen: WatchScreen) -> Composition {
        Layout(state: state, now: now, today: LocalTime.day(of: now, in: zone), screen: screen).composition
    }

    /// When the picture will next change by itself (a minute turning, a star fading in, words
    /// leaving), so the loop sleeps until then.
    package static func nextChange(_ state: WatchState, now: Date) -> Date? {
        var times: [Date] = []
        if let until = state.messageUntil, until > now { times.append(until) }
        if case .arrival(let arrival)? = state.overlay, state.motion, arrival.tree == .established {
            let age = now.timeIntervalSince(arrival.began)
            if age < Arrival.settled { times.append(now.addingTimeInterval(age < Arrival.starDelay ? Arrival.starDelay - age : 0.1)) }
        }
        if let fast = state.snapshot.fast {
            let elapsed = fast.elapsed(at: now)
            times.append(fast.start.addingTimeInterval(((elapsed / 60).rounded(.down) + 1) * 60))
        } else {
            // Midnight turns the sky to the next day's; the next minute is near enough.
            times.append(Date(timeIntervalSince1970: ((now.timeIntervalSince1970 / 60).rounded(.down) + 1) * 60))
        }
        return times.min()
    }
}

extension Arrival {
    /// The tree stands whole this long before its star begins (the seeds' 0.4 s).
    static let starDelay = 0.4
    /// The star fades in over this long (the seeds' 1.2 s, ease-in).
    static let starFade = 1.2
    static var settled: Double { starDelay + starFade }

    /// The star's light at `now`: 0 until the delay is over, then easing in to 1.
    func starLight(at now: Date, motion: Bool) -> Double {
        guard tree == .established else { return 0 }
        guard motion else { return 1 }
        let t = (now.timeIntervalSince(began) - Self.starDelay) / Self.starFade
        let k = min(max(t, 0), 1)
        return k * k
    }

    /// Whether the words follow yet: after the star, or at once without motion.
    func wordsShown(at now: Date, motion: Bool) -> Bool {
        !motion || tree != .established || now.timeIntervalSince(began) >= Self.settled
    }
}

/// Writes words over the scene, each in a colour faded toward the sky behind it.
struct Painter {
    let scene: DuskScene
    var frame: Frame
    let ascii: Bool
    let depth: ColourDepth

    /// `colour` faded `fade` of the way into the sky of `row`: how dim words sit on the dusk.
    /// The hour moves the sky's lightness, so ink that comes too close to it is moved away
    /// (lighter on a dark sky, darker on a light one) until it keeps the WCAG's 4.5:1 against
    /// the sky as the terminal will show both: with 256 or 16 colours, as their palette entries.
    func ink(_ colour: RGB, row: Int, fade: Double) -> RGB {
        let sky = scene.sky(row: row)
        let faded = colour.mixed(with: sky, max(fade, 0))
        guard depth.dithers else { return Contrast.readable(faded, on: sky) }
        return Contrast.readable(faded, on: sky) { [depth] in depth.shown($0) }
    }

    mutating func centred(_ text: String, row: Int, colour: RGB, fade: Double = 0) {
        let text = ascii ? WatchText.ascii(text) : text
        write(text, column: (frame.columns - text.count) / 2, row: row, colour: colour, fade: fade)
    }

    mutating func write(_ text: String, column: Int, row: Int, colour: RGB, fade: Double = 0) {
        // On the row's own sky, so the contrast the ink was chosen for is the one shown (a
        // half block's lower half can differ a little from the row's average).
        frame.write(ascii ? WatchText.ascii(text) : text, column: column, row: row, colour: ink(colour, row: row, fade: fade),
                    background: depth == .none ? nil : scene.sky(row: row))
    }
}
