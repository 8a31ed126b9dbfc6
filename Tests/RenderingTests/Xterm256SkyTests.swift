import Foundation
import Testing
@testable import Rendering

/// The 256-colour sky is a smooth violet dusk as the 24-bit one is: row by row its colour
/// (seen from a little way off, over the bare sky of the row) follows the 24-bit sky's, keeps
/// its violet hue, and steps from row to row no more than the 24-bit sky does. Until
/// 2026-11-28 each row was one flat grey step under a tint, and where the tint changed the
/// sky jumped: bands a row tall.
@Suite struct Xterm256SkyTests {
    typealias Lab = OKLab.Lab

    /// Each cell row's bare sky, seen from a little way off, in 24 bits and in 256 colours:
    /// the cells whose two halves are, in 24 bits, the colour most of the half-row has (the
    /// sky, not a tree, a ridge or a star), in rows that are mostly sky.
    static func skyRows(width: Int, height: Int, day: Int) -> [(deep: Lab, few: Lab)] {
        let forest = Forest(entries: ForestFixtures.generated(9), dusk: .of(day: day))
        let deep = Xterm256CalmTests.halves(forest.render(PictureStyle(width: width, depth: .trueColour), height: height))
        let few = Xterm256CalmTests.halves(forest.render(PictureStyle(width: width, depth: .ansi256), height: height))
        var rows: [(deep: Lab, few: Lab)] = []
        for row in 0..<(min(deep.count, few.count) / 2) {
            let (top, bottom) = (deep[2 * row], deep[2 * row + 1])
            func common(_ line: [RGB?]) -> RGB? {
                var counts: [RGB: Int] = [:]
                for case let colour? in line { counts[colour, default: 0] += 1 }
                return counts.max { $0.value < $1.value }?.key
            }
            guard let skyTop = common(top), let skyBottom = common(bottom) else { continue }
            var a: [RGB] = [], b: [RGB] = []
            for x in 0..<min(top.count, few[2 * row].count) where top[x] == skyTop && bottom[x] == skyBottom {
                guard let p = few[2 * row][x], let q = few[2 * row + 1][x] else { continue }
                a += [skyTop, skyBottom]
                b += [p, q]
            }
            // Rows mostly of land and trees end the sky.
            guard a.count >= top.count * 6 / 5 else { break }
            rows.append((Xterm256DuskTests.seen(a), Xterm256DuskTests.seen(b)))
        }
        return rows
    }

    static func distance(_ p: Lab, _ q: Lab) -> Double {
        ((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b)).squareRoot()
    }

    /// Cool and middling days (the dusk's violet; the warm day's glow is amber), at the
    /// sizes the README and a split pane show.
    @Test(arguments: [(80, 24, 20_778), (120, 40, 20_778), (80, 24, 20_775), (200, 60, 20_776)])
    func theSkyIsASmoothVioletDusk(_ size: (Int, Int, Int)) {
        let rows = Self.skyRows(width: size.0, height: size.1, day: size.2)
        #expect(rows.count >= 6, "only \(rows.count) rows of sky found")
        var deepStep = 0.0, fewStep = 0.0, violet = 0
        for (i, row) in rows.enumerated() {
            // Each row about the 24-bit row's colour (0.03 in OKLab is a step of the grey ramp).
            #expect(Self.distance(row.deep, row.few) < 0.03, "row \(i): \(row.few) where the 24-bit sky is \(row.deep)")
            // Where the 24-bit sky is violet (a hue between blue and purple, with colour),
            // so is this one, with most of its colour.
            let want = atan2(row.deep.b, row.deep.a) * 180 / Double.pi
            if want < -45, want > -125, Xterm256DuskTests.chroma(row.deep) > 0.02 {
                violet += 1
                let degrees = atan2(row.few.b, row.few.a) * 180 / Double.pi
                #expect(degrees < -45 && degrees > -125, "row \(i) seen at hue \(degrees)°: not the dusk's violet")
                #expect(Xterm256DuskTests.chroma(row.few) > 0.5 * Xterm256DuskTests.chroma(row.deep), "row \(i) greyer than the dusk")
            }
            guard i > 0 else { continue }
            deepStep = max(deepStep, Self.distance(rows[i - 1].deep, row.deep))
            fewStep = max(fewStep, Self.distance(rows[i - 1].few, row.few))
        }
        #expect(violet >= 3, "only \(violet) rows of violet sky")
        // No bands: the sky steps from row to row about as the 24-bit sky does, or one step
        // of the darkest greys under a tint (0.035: dithered, they were dots), never a tint's
        // change all at once (0.07 before).
        #expect(fewStep < max(deepStep + 0.02, 0.04), "the sky steps \(fewStep) from a row to the next; the 24-bit sky \(deepStep)")
    }

    /// Among the 16 the dusk is calm on every day of the drift: blue, black and grey, the
    /// glow a grain of yellow; never magenta (a magenta band lay above the grey on the
    /// days between warm and cool), and no ink in more than a quarter of a sky's cells (half
    /// of xterm's blue over black was a bright blue band).
    @Test func theSixteenColourDuskIsCalm() {
        for day in stride(from: 20_765, to: 20_794, by: 2) {
            let forest = Forest(entries: ForestFixtures.generated(9), dusk: .of(day: day))
            let text = forest.render(PictureStyle(width: 80, depth: .ansi16), height: 24)
            let codes = Set(Ansi16PictureTests.parameters(text).flatMap { $0 })
            #expect(codes.isDisjoint(with: [35, 45, 95, 105]), "day \(day): magenta in the dusk")
            var dither = Xterm256Dither(depth: .ansi16)
            for t in stride(from: 0.0, through: 1.0, by: 0.05) {
                let colour = Dusk.of(day: day).sky(at: t)
                for x in 0..<8 {
                    guard let shade = dither.shade(top: colour, bottom: colour, x: x, y: 0, sky: true) else { continue }
                    let ink = [shade.foreground, shade.background].filter { Xterm256DuskTests.chroma(OKLab.lab($0)) > 0.03 }
                    if ink.isEmpty { continue }
                    // The ink is the grain of a `░`, never its ground.
                    #expect(shade.glyph == "░" && ink == [shade.foreground], "day \(day) at \(t): \(shade)")
                }
            }
        }
    }
}
