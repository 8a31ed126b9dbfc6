import Foundation
import Testing
@testable import Rendering

/// Below 24 bits the bare sky and land are fine shades (`░ ▒`) of two palette colours: the
/// sky is calm from cell to cell where half-cell dots made a grid, keeps the dusk's hue, and
/// among the 16 the land is darker than the glow and a tree stands out of it.
@Suite struct Xterm256ShadeTests {
    typealias Lab = OKLab.Lab

    /// What a shade shows from a little way off: its two colours mixed in linear light.
    static func seen(_ shade: Xterm256Dither.Shade) -> RGB {
        let share = shade.glyph == "░" ? 0.25 : shade.glyph == "▒" ? 0.5 : 0
        return Xterm256CalmTests.linearMix(shade.background, shade.foreground, share)
    }

    /// The mean of an 8 × 8 block of cells' shades of `colour`, in linear light.
    static func seen(_ colour: RGB, sky: Bool, dither: inout Xterm256Dither) -> RGB {
        Xterm256DitherTests.averaged { x, y in
            dither.shade(top: colour, bottom: colour, x: x, y: y, sky: sky).map(Self.seen) ?? RGB(255, 0, 255)
        }
    }

    /// The sky above the land in 256 colours, cell by cell along each row: neighbours differ by
    /// little (a step between two near shades), where the half-cell dither set dots of the
    /// cube's violet and blue among greys, 0.1 and more apart. Stars are left out; so are
    /// trees, by a forest of none: in a small window the far trees reach into the sky's band.
    @Test(arguments: [(60, 20), (80, 24), (120, 40)])
    func theSkyIsCalmFromCellToCell(_ size: (Int, Int)) {
        let forest = Forest(entries: [])
        let halves = Xterm256CalmTests.halves(forest.render(PictureStyle(width: size.0, depth: .ansi256), height: size.1))
        var worst = 0.0, sum = 0.0, count = 0
        // The top third: the land may take 65 % of a small window, its crests waving above that.
        for y in 0..<(halves.count / 3) {
            for x in 1..<halves[y].count {
                guard let a = halves[y][x - 1], let b = halves[y][x] else { continue }
                let d = Xterm256CalmTests.distance(a, b)
                worst = max(worst, d)
                sum += d
                count += 1
            }
        }
        #expect(count > size.0 * 4)
        #expect(worst < 0.03, "neighbouring sky cells \(worst) apart")
        #expect(sum / Double(count) < 0.01, "neighbouring sky cells \(sum / Double(count)) apart on average")
    }

    /// Whatever the pair, a shade shows its high colour in a quarter, half or three quarters,
    /// or either colour alone: never another glyph.
    @Test func aShadeIsAQuarterStep() {
        var dither = Xterm256Dither()
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let colour = Dusk().sky(at: t)
            for x in 0..<8 {
                let shade = dither.shade(top: colour, bottom: colour, x: x, y: 3, sky: true)
                #expect(shade.map { [" ", "░", "▒"].contains($0.glyph) } == true)
            }
        }
        // Halves far apart are no one colour: the half-cells draw them.
        #expect(dither.shade(top: Palette.deepNight, bottom: Palette.highlight, x: 0, y: 0, sky: true) == nil)
    }

    /// Among the 16 the dusk is read in three inks over black: night blue, the glow warm
    /// (yellow, or grey where its hue fades), on the warm and the cool day alike.
    @Test(arguments: [0.0, 1.0])
    func theSixteenDrawADusk(_ coolness: Double) {
        let dusk = Dusk(horizon: Palette.horizonWarm.mixed(with: Palette.horizonCool, coolness), coolness: coolness)
        var dither = Xterm256Dither(depth: .ansi16)
        let night = OKLab.lab(Self.seen(dusk.sky(at: 1), sky: true, dither: &dither))
        let nightHue = atan2(night.b, night.a) * 180 / Double.pi
        #expect(nightHue < -60 && nightHue > -120, "night at hue \(nightHue)°")
        #expect((night.a * night.a + night.b * night.b).squareRoot() > 0.05, "night is grey")
        #expect(night.l < 0.4, "night is light: \(night.l)")
        // Nothing of the sky is red.
        for t in stride(from: 0.0, through: 1.0, by: 0.1) {
            for x in 0..<8 {
                let shade = dither.shade(top: dusk.sky(at: t), bottom: dusk.sky(at: t), x: x, y: 0, sky: true)
                for colour in [shade?.foreground, shade?.background].compactMap({ $0 }) {
                    #expect(![1, 9].contains(Ansi16Palette.nearestIndex(to: colour)), "red in the sky at \(t)")
                }
            }
        }
    }

    /// Among the 16 the land is darker than the sky at the horizon, its farthest ridge too;
    /// before, the far ridge was the 16's grey, lighter than the glow above it.
    @Test(arguments: [0.0, 1.0])
    func theSixteensLandIsDarkerThanTheGlow(_ coolness: Double) {
        let dusk = Dusk(horizon: Palette.horizonWarm.mixed(with: Palette.horizonCool, coolness), coolness: coolness)
        var dither = Xterm256Dither(depth: .ansi16)
        let glow = OKLab.lab(Self.seen(dusk.sky(at: 0.02), sky: true, dither: &dither)).l
        for nearness in [0.0, 0.3, 0.6, 1.0] {
            let land = OKLab.lab(Self.seen(dusk.land(at: nearness), sky: false, dither: &dither)).l
            #expect(land < glow - 0.05, "land at \(nearness): lightness \(land) under a glow of \(glow)")
            // The half-cells beside a ridge's edge are as dark.
            let edge = OKLab.lab(Xterm256DitherTests.averaged { x, y in dither.colour(dusk.land(at: nearness), x: x, y: y) }).l
            #expect(edge < glow - 0.05, "land's edge at \(nearness): lightness \(edge) under a glow of \(glow)")
        }
    }

    /// Among the 16 every tree's colour, as it begins and in each earth tone, stands out of
    /// the land behind it, near and far.
    @Test func theSixteensTreesStandOutOfTheLand() {
        let dusk = Dusk()
        var dither = Xterm256Dither(depth: .ansi16)
        let colours = [Palette.treeGrey] + Palette.earthTones.flatMap { [$0.dark, $0.light] }
        for nearness in [0.3, 1.0] {
            let land = Self.seen(dusk.land(at: nearness), sky: false, dither: &dither)
            for colour in colours {
                let tree = Xterm256DitherTests.averaged { x, y in dither.colour(colour, x: x, y: y, shape: true) }
                #expect(Xterm256CalmTests.distance(tree, land) > 0.12, "\(colour) on land \(land): \(tree)")
            }
        }
    }
}
