import Foundation
import Testing
@testable import Rendering

/// Trees in 256 colours keep their kind. Until 2026-11-28 a bark brown was a checker of the
/// cube's rose and olive (95 and 58), right on average and two colours at arm's length, and a
/// far tree, hazed toward the dusk, was grey with rose dots: it read pink.
@Suite struct Xterm256TreeTests {
    typealias Lab = OKLab.Lab

    /// Every colour a forest's tree takes: each earth tone shaded from crown to foot (as far
    /// as ``TreeShading`` goes), hazed from none to the most, on a warm, a middling and a cool dusk.
    static let treeColours: [RGB] = [0, 7, 14].flatMap { day -> [RGB] in
        let dusk = Dusk.of(day: day)
        return Palette.earthTones.flatMap { tone in
            stride(from: 0.0, through: TreeShading.depth, by: 0.125).flatMap { shade in
                stride(from: 0.0, through: 0.8, by: 0.1).map { haze in dusk.hazed(tone.light.mixed(with: tone.dark, shade), haze) }
            }
        }
    }

    static func chroma(_ lab: Lab) -> Double { (lab.a * lab.a + lab.b * lab.b).squareRoot() }

    static func turn(_ p: Lab, _ q: Lab) -> Double {
        Xterm256Dither.turn(atan2(p.b, p.a), atan2(q.b, q.a))
    }

    /// The cube's roses and reds: coloured, of a hue from −20° to 34°.
    static func isRose(_ colour: RGB) -> Bool {
        let lab = OKLab.lab(colour)
        let hue = atan2(lab.b, lab.a)
        return chroma(lab) > 0.03 && hue > -0.35 && hue < 0.6
    }

    /// No dot of any tree is rose or red: no earth tone is, and a brown hazed toward the dusk
    /// drawn with them was a pink tree.
    @Test func noTreeIsPink() {
        var dither = Xterm256Dither()
        for colour in Self.treeColours {
            let pair = dither.pair(for: colour, shape: true)
            for index in pair.level > 0 ? [pair.low, pair.high] : [pair.low] {
                #expect(!Self.isRose(Xterm256Dither.shown(index)), "\(colour) drawn with \(index) (\(pair))")
            }
        }
    }

    /// A tree's two colours are of one hue, or one is a grey: a rose and an olive, however
    /// right their mix, are a checker of two colours. And where the tree has a hue, most of
    /// its pattern shows it: a brown is brown with grey in it, not grey with amber dots.
    @Test func aTreesPatternIsOfItsOwnHue() {
        var dither = Xterm256Dither()
        for colour in Self.treeColours {
            let pair = dither.pair(for: colour, shape: true)
            guard pair.level > 0 else { continue }
            let (low, high) = (OKLab.lab(Xterm256Dither.shown(pair.low)), OKLab.lab(Xterm256Dither.shown(pair.high)))
            if Self.chroma(low) > 0.03, Self.chroma(high) > 0.03 {
                #expect(Self.turn(low, high) <= Xterm256Dither.treeSpread, "\(colour): \(pair) mixes two hues")
            }
            let source = OKLab.lab(colour)
            let mostly = pair.level > 32 ? high : low
            if Self.chroma(source) > Xterm256Dither.mostlyGrey, Self.chroma(Self.seen(pair)) > 0.5 * Self.chroma(source) {
                #expect(Self.turn(mostly, source) < 0.7, "\(colour): \(pair) is mostly of another hue")
            }
        }
    }

    /// The colour a pair's 8 × 8 tile shows, averaged in linear light.
    static func seen(_ pair: Xterm256Dither.Pair) -> Lab {
        OKLab.lab(Xterm256DitherTests.averaged { x, y in
            Xterm256Dither.shown(Xterm256Dither.threshold(x: x, y: y) < pair.level ? pair.high : pair.low)
        })
    }

    /// In a whole forest at 60×15, 80×24 and 120×40, no half-cell of a tree is drawn rose where its
    /// own colour in 24 bits is not: far trees are not pink.
    @Test(arguments: [(60, 15), (80, 24), (120, 40)])
    func noTreeOfAForestIsPink(_ size: (Int, Int)) {
        let (scene, deep, few) = Xterm256CalmTests.forestBothWays(20, size)
        var treeHalves = 0
        for y in 0..<min(scene.canvas.height, few.count, deep.count) {
            for x in 0..<min(scene.canvas.width, few[y].count, deep[y].count) where scene.canvas.ink(x: x, y: y) != .none {
                guard let shown = few[y][x], let source = deep[y][x] else { continue }
                treeHalves += 1
                #expect(!Self.isRose(shown) || Self.isRose(source), "(\(x), \(y)): \(source) drawn as \(shown)")
            }
        }
        #expect(treeHalves > 100, "the forest shows \(treeHalves) half-cells of trees")
    }
}
