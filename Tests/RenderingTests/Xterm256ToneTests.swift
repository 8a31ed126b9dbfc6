import Foundation
import Testing
@testable import Rendering

/// The 256 and the 16 colours keep the dusk and the earth tones, calmly (issue 27). Until
/// 2026-11-28 the sky and the land in 256 colours were grey steps (the dusk's violet lost to
/// the cube's greys), their ridges dotted with the cube's night blue, amber and brown trees a
/// checker of yellow and grey, and among the 16 an amber tree a checker of red and yellow.
@Suite struct Xterm256ToneTests {
    typealias Lab = OKLab.Lab

    static func chroma(_ lab: Lab) -> Double { (lab.a * lab.a + lab.b * lab.b).squareRoot() }

    static func turn(_ p: Lab, _ q: Lab) -> Double {
        Xterm256Dither.turn(atan2(p.b, p.a), atan2(q.b, q.a))
    }

    /// Every height of the sky, on a warm, a middling and a cool day, as it is drawn (a fine
    /// shade, seen as the eye mixes it): where the 24-bit colour has a hue, the shade keeps
    /// it, within 40° and with at least half its chroma. (The greys the cube put there before
    /// have none.) A few may lose it, where the cube has no colour of the hue within a little
    /// lightness: on the warmest day, the mauve between the amber glow and the violet (5 of 40).
    @Test(arguments: [0, 7, 14])
    func theSkyKeepsTheDusksHue(_ day: Int) {
        var dither = Xterm256Dither()
        let dusk = Dusk.of(day: day)
        let colours = (0...39).map { dusk.sky(at: Double($0) / 39) }
        var hued = 0, kept = 0
        for source in colours {
            let want = OKLab.lab(source)
            guard Self.chroma(want) > 0.02 else { continue }
            hued += 1
            let seen = OKLab.lab(Xterm256ShadeTests.seen(source, sky: true, dither: &dither))
            if Self.chroma(seen) >= 0.5 * Self.chroma(want), Self.turn(seen, want) < 0.7 { kept += 1 }
        }
        #expect(hued >= 30, "day \(day): \(hued) colours of the dusk have a hue")
        #expect(kept * 100 >= hued * 85, "day \(day): the hue kept in \(kept) of \(hued)")
    }

    /// The whole sky and the whole land of a forest, seen from across the room (the mean of
    /// their half-cells that are not trees): of the 24-bit one's hue in 256 colours.
    @Test(arguments: [(80, 24), (120, 40)])
    func theForestsDuskIsOfItsHue(_ size: (Int, Int)) {
        let (scene, deep, few) = Xterm256CalmTests.forestBothWays(9, size)
        var sky: ([RGB], [RGB]) = ([], []), land: ([RGB], [RGB]) = ([], [])
        for y in 0..<min(scene.canvas.height, few.count, deep.count) {
            for x in 0..<min(scene.canvas.width, few[y].count, deep[y].count) where scene.canvas.ink(x: x, y: y) == .none {
                guard let a = deep[y][x], let b = few[y][x] else { continue }
                if scene.canvas.isLand(x: x, y: y) { land.0.append(a); land.1.append(b) } else { sky.0.append(a); sky.1.append(b) }
            }
        }
        // The land keeps less (0.44 of it at 80×24): its darkest browns and mauves have no
        // colour of their hue in the cube darker than the cube's 94 and 95, and are grey.
        for (name, part, share) in [("sky", sky, 0.6), ("land", land, 0.35)] {
            let (want, got) = (Xterm256DuskTests.seen(part.0), Xterm256DuskTests.seen(part.1))
            #expect(part.0.count > 100, "\(name): \(part.0.count) half-cells")
            #expect(Self.chroma(got) > share * Self.chroma(want), "\(name): chroma \(Self.chroma(got)) against \(Self.chroma(want))")
            #expect(Self.turn(got, want) < 0.5, "\(name): hue turned \(Self.turn(got, want))")
        }
    }

    /// A half-cell of the sky or the land (beside a ridge or a tree) is never dots of two
    /// colours far apart: across the 64 places of the pattern it shows one colour, or two
    /// within ``Xterm256Dither/dotsApart`` of each other. The ridges do not speckle.
    @Test func theRidgesDoNotSpeckle() {
        var dither = Xterm256Dither()
        for day in [0, 7, 14] {
            let dusk = Dusk.of(day: day)
            let colours = (0...39).map { dusk.sky(at: Double($0) / 39) } + (0...10).map { dusk.land(at: Double($0) / 10) }
            for source in colours {
                var shown: Set<RGB> = []
                for y in 0..<8 { for x in 0..<8 { shown.insert(dither.colour(source, x: x, y: y, sky: true)) } }
                #expect(shown.count <= 2, "\(source) shows \(shown.count) colours")
                if shown.count == 2 {
                    let two = Array(shown)
                    #expect(Xterm256CalmTests.distance(two[0], two[1]) <= Xterm256Dither.dotsApart + 1e-9, "\(source) dotted with \(two)")
                }
            }
        }
    }

    /// Neighbouring half-cells of a tree that are one colour in 24 bits (within 0.03) are
    /// never a checker in 256 colours: their lightness differs by little. Before, an amber
    /// and a brown tree alternated the cube's amber (94) and a grey a tenth of the lightness
    /// scale apart, half-cell by half-cell.
    @Test(arguments: [(80, 24), (120, 40)])
    func noTreeIsAChecker(_ size: (Int, Int)) {
        let (scene, deep, few) = Xterm256CalmTests.forestBothWays(20, size)
        var neighbours = 0, checkered = 0
        for y in 0..<min(scene.canvas.height, few.count, deep.count) {
            for x in 0..<(min(scene.canvas.width, few[y].count, deep[y].count) - 1) {
                guard scene.canvas.ink(x: x, y: y) != .none, scene.canvas.ink(x: x + 1, y: y) != .none,
                      let a = deep[y][x], let b = deep[y][x + 1], let p = few[y][x], let q = few[y][x + 1],
                      Xterm256CalmTests.distance(a, b) < 0.03 else { continue }
                neighbours += 1
                if abs(OKLab.lab(p).l - OKLab.lab(q).l) > 0.06 { checkered += 1 }
            }
        }
        #expect(neighbours > 50, "\(neighbours) neighbouring half-cells of trees")
        // 2 % and 3 % at 80×24 and 120×40: where a tree's shading crosses from one colour of
        // the cube to the next.
        #expect(checkered * 25 <= neighbours, "\(checkered) of \(neighbours) neighbouring half-cells of trees are a checker")
    }

    /// Among the 16 no tree is drawn with red (1, 9), an amber neither: red beside yellow was
    /// a checker, and a terminal's red is anyone's guess. A tree's two inks, where it has two,
    /// are of about one lightness (``Xterm256Dither/treeApart16``), never a checker.
    @Test func noTreeAmongTheSixteenIsRedOrAChecker() {
        var dither = Xterm256Dither(depth: .ansi16)
        let amber = Palette.earthTone(1)
        for colour in Xterm256TreeTests.treeColours + [amber.light, amber.dark, amber.light.mixed(with: amber.dark, 0.5)] {
            let pair = dither.pair(for: colour, shape: true)
            for index in pair.level > 0 ? [pair.low, pair.high] : [pair.low] {
                #expect(index != 1 && index != 9, "\(colour) drawn with red: \(pair)")
            }
            if pair.level > 0 {
                let (p, q) = (OKLab.lab(Xterm256Dither.shown(pair.low)), OKLab.lab(Xterm256Dither.shown(pair.high)))
                #expect(abs(p.l - q.l) <= Xterm256Dither.treeApart16 + 1e-9, "\(colour): \(pair) is a checker")
            }
        }
    }

    /// A whole forest among the 16 writes no red: not a code of it (31, 41, 91, 101).
    @Test(arguments: [(60, 15), (80, 24)])
    func aForestAmongTheSixteenHasNoRed(_ size: (Int, Int)) {
        let text = Forest(entries: ForestFixtures.generated(20)).render(PictureStyle(width: size.0, depth: .ansi16), height: size.1)
        for code in ["31", "41", "91", "101"] {
            #expect(!text.contains("\u{1B}[\(code)m") && !text.contains(";\(code)m") && !text.contains("\u{1B}[\(code);") && !text.contains(";\(code);"), "red (\(code)) written")
        }
    }
}
