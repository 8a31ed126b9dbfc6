import Foundation
import Testing
@testable import Rendering

/// Near warm trees in 256 colours keep their earth tone. Until 2026-11-28 a bark brown's crown
/// was the cube's ochre (94) over a grey, 15–25° toward yellow: in xterm an olive-gold grain,
/// the ancient gold's kind, where the 24-bit tree is brown (`Xterm256Dither+EarthGrain`).
@Suite struct Xterm256EarthTests {
    /// Inside a bark brown's crown (a fine shade, both halves the tree) the grain seen from a
    /// little way off is of the brown's hue: no more than 6° toward yellow (olive) and 15° in
    /// all, where it was 13–20° toward yellow.
    @Test func aBarkBrownCrownIsBrown() {
        var dither = Xterm256Dither()
        let bark = Palette.earthTones[0]
        var tested = 0
        for shade in stride(from: 0.0, through: 0.25, by: 0.125) {
            for haze in [0.0, 0.1, 0.2] {
                let colour = Dusk.of(day: 7).hazed(bark.light.mixed(with: bark.dark, shade), haze)
                guard let cell = dither.treeShade(top: colour, bottom: colour, x: 0, y: 0) else { continue }
                let source = OKLab.lab(colour)
                guard Xterm256TreeTests.chroma(source) >= Xterm256Dither.earthChroma else { continue }
                tested += 1
                let seen = OKLab.lab(Self.mix(cell))
                let turn = Xterm256TreeTests.turn(seen, source) * 180 / Double.pi
                let yellower = atan2(seen.b, seen.a) > atan2(source.b, source.a)
                #expect(turn <= (yellower ? 6 : 15), "\(colour) is drawn \(cell), seen \(Int(turn))° off its hue")
                #expect(abs(seen.l - source.l) <= 0.07, "\(colour) is drawn \(cell), seen as \(seen): not its light")
            }
        }
        #expect(tested >= 4, "only \(tested) bark colours tested")
    }

    /// In whole forests at 80×24 and 120×40, the cells inside bark trees (both halves of the
    /// tree, not hazed grey) are seen nearer their 24-bit hue. Before: 16.3° off on average and
    /// 45 % of the cells more than 15° (17.3°, 53 % at 120×40); after 11.3° and 21 % (13.1°,
    /// 24 %). The cells left are half-cells of shading steeper than the sky's, one colour each,
    /// and barks darker than any earth colour of the cube.
    @Test(arguments: [(80, 24), (120, 40)])
    func barkCrownsKeepTheirHue(_ size: (Int, Int)) {
        let (scene, deep, few) = Xterm256CalmTests.forestBothWays(20, size)
        var turns: [Double] = []
        for y in stride(from: 0, to: min(scene.canvas.height, few.count, deep.count) - 1, by: 2) {
            for x in 0..<min(scene.canvas.width, few[y].count, deep[y].count) {
                guard scene.canvas.ink(x: x, y: y) != .none, scene.canvas.ink(x: x, y: y + 1) != .none,
                      let shown = few[y][x], let source = deep[y][x] else { continue }
                let lab = OKLab.lab(source)
                let hue = atan2(lab.b, lab.a)
                guard Xterm256TreeTests.chroma(lab) >= 0.04, hue > 0.8, hue < 1.08 else { continue }
                turns.append(Xterm256TreeTests.turn(OKLab.lab(shown), lab) * 180 / Double.pi)
            }
        }
        #expect(turns.count >= 20, "only \(turns.count) cells inside bark trees")
        let mean = turns.reduce(0, +) / Double(max(turns.count, 1))
        let far = turns.filter { $0 > 15 }.count
        #expect(mean <= 14.5, "bark crowns are seen \(mean)° off their hue on average (\(turns.count) cells)")
        #expect(far * 3 <= turns.count, "\(far) of \(turns.count) warm cells are seen more than 15° off their hue")
    }

    /// The colour a fine shade shows, its two colours mixed in linear light by its glyph's share.
    static func mix(_ cell: Xterm256Dither.Shade) -> RGB {
        let share = cell.glyph == "░" ? 0.25 : cell.glyph == "▒" ? 0.5 : cell.glyph == "▓" ? 0.75 : 0
        return Xterm256CalmTests.linearMix(cell.background, cell.foreground, share)
    }
}
