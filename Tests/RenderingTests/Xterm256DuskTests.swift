import Foundation
import Testing
@testable import Rendering

/// The dusk stays dusk and bark stays brown in 256 colours: what nearest match and a calm
/// dither among greys lost (a near-grey sky, trunks of amber dots on grey).
@Suite struct Xterm256DuskTests {
    typealias Lab = OKLab.Lab

    /// The mean of `colours` as the eye sees a fine pattern of them: averaged in linear light.
    static func seen(_ colours: [RGB]) -> Lab {
        var sum = (0.0, 0.0, 0.0)
        for c in colours {
            sum.0 += OKLab.linear(c.r)
            sum.1 += OKLab.linear(c.g)
            sum.2 += OKLab.linear(c.b)
        }
        let n = Double(max(colours.count, 1))
        return OKLab.lab(linear: (sum.0 / n, sum.1 / n, sum.2 / n))
    }

    static func chroma(_ lab: Lab) -> Double { (lab.a * lab.a + lab.b * lab.b).squareRoot() }

    static func turn(_ p: Lab, _ q: Lab) -> Double {
        var turn = abs(atan2(p.b, p.a) - atan2(q.b, q.a))
        if turn > Double.pi { turn = 2 * Double.pi - turn }
        return turn
    }

    /// The sky's upper part, band by band (four half-cell rows each, seen from a little way
    /// off): where the 24-bit dusk has a hue, the 256-colour one keeps most of its chroma and
    /// about its hue. Nearest match and the greys-only dither gave chroma 0 (grey) there.
    @Test(arguments: [(80, 24), (120, 40)])
    func theSkyKeepsTheDusksHue(_ size: (Int, Int)) {
        let forest = Forest(entries: ForestFixtures.generated(9))
        let deep = Xterm256CalmTests.halves(forest.render(PictureStyle(width: size.0, depth: .trueColour), height: size.1))
        let few = Xterm256CalmTests.halves(forest.render(PictureStyle(width: size.0, depth: .ansi256), height: size.1))
        // The top quarter is sky only (trees stand lower).
        let rows = min(deep.count, few.count) / 4
        var bands = 0, kept = 0
        for band in stride(from: 0, to: rows - 3, by: 4) {
            var a: [RGB] = [], b: [RGB] = []
            for y in band..<(band + 4) {
                for x in 0..<min(deep[y].count, few[y].count) {
                    guard let p = deep[y][x], let q = few[y][x] else { continue }
                    a.append(p)
                    b.append(q)
                }
            }
            let (want, got) = (Self.seen(a), Self.seen(b))
            guard Self.chroma(want) > 0.02 else { continue }
            bands += 1
            if Self.chroma(got) > 0.4 * Self.chroma(want), Self.turn(want, got) < 0.6 { kept += 1 }
        }
        #expect(bands >= 2)
        // Bands where the dusk is at its greyest (a mauve of chroma 0.02) may go grey: most
        // keep it (9 of 15 at 120×40, 2 of 3 at 80×24; none did before).
        #expect(kept * 5 >= bands * 3, "the dusk's hue kept in \(kept) of \(bands) bands of the sky")
    }

    /// Bark (the earth tone's brown, as a tree shades it toward its foot, and hazed toward the
    /// dusk) is drawn with the cube's one brown (94): seen from a little way off it is warm,
    /// and most of its pattern is the brown (a brown with grey in its shade, never grey with
    /// amber dots, which read as a grey tree). Until 2026-11-28 a grey was never set against an
    /// amber at all, and bark was a checker of rose and olive. Bark darker than any tree is
    /// drawn (its dark tone itself; a tree's foot goes half-way to it) has no colour of its
    /// lightness and hue in the cube: it is a dark grey, never amber dots on black.
    @Test(arguments: [RGB(0x7A, 0x5C, 0x45), RGB(90, 68, 50), RGB(100, 79, 65), RGB(0x3D, 0x2B, 0x1F), RGB(75, 55, 40)])
    func barkStaysBrown(_ bark: RGB) {
        var dither = Xterm256Dither()
        let pair = dither.pair(for: bark, shape: true)
        let (low, high) = (OKLab.lab(Xterm256Dither.shown(pair.low)), OKLab.lab(Xterm256Dither.shown(pair.high)))
        let mix = Self.seen((0..<64).map { Xterm256Dither.shown($0 < pair.level ? pair.high : pair.low) })
        guard OKLab.lab(bark).l > 0.38 else {
            #expect(Self.chroma(low) < 0.02 && (pair.level == 0 || Self.chroma(high) < 0.02), "\(bark): \(pair) is not a grey")
            return
        }
        let mostly = pair.level > 32 ? high : low
        #expect(Self.chroma(mostly) > 0.05, "\(bark): \(pair) is mostly grey")
        let degrees = atan2(mix.b, mix.a) * 180 / Double.pi
        #expect(Self.chroma(mix) > 0.025, "\(pair) seen as chroma \(Self.chroma(mix))")
        #expect(degrees > 15 && degrees < 100, "\(pair) seen at hue \(degrees)°: not brown")
    }
}
