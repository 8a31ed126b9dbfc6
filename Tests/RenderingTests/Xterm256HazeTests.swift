import Foundation
import Testing
@testable import Rendering

/// Far trees in 256 colours stand out of the dusk behind them. Until 2026-11-28 a tree hazed
/// toward the dusk, as muted as the land, was drawn in greys as light as the 256 sky's (which
/// rests on greys): in 24 bits it stands out by its warmth, and in 256 its silhouette was gone.
@Suite struct Xterm256HazeTests {
    /// A tree hazed from an earth tone, as muted as the land, keeps its warmth: seen from a
    /// little way off its pattern is warm (never a grey), of about its light, and it is a
    /// grain of a grey and a warm colour that is no rose. The far tree of the README's forest,
    /// (117, 99, 90), was drawn in greys as light as the dusk behind it.
    @Test func aHazedEarthTreeStaysWarm() {
        var dither = Xterm256Dither()
        var hazed: [RGB] = [RGB(117, 99, 90)]
        for day in [0, 7, 13] {
            let dusk = Dusk.of(day: day)
            for tone in Palette.earthTones {
                for haze in stride(from: 0.3, through: 0.8, by: 0.1) { hazed.append(dusk.hazed(tone.light, haze)) }
            }
        }
        var tested = 0
        for colour in hazed {
            let source = OKLab.lab(colour)
            let chroma = Xterm256TreeTests.chroma(source)
            // The muted ones: those the cube keeps no hue of (grey until 2026-11-28), of an earth hue.
            let hue = atan2(source.b, source.a)
            guard chroma >= 0.015, chroma <= (source.l > 0.5 ? 0.02 : 0.03), hue > 0.2, hue < 2.2 else { continue }
            tested += 1
            let pair = dither.pair(for: colour, shape: true)
            let seen = Xterm256TreeTests.seen(pair)
            #expect(Xterm256TreeTests.chroma(seen) >= max(chroma, 0.025) && seen.b > 0, "\(colour) is drawn \(pair), seen as \(seen): grey")
            #expect(abs(seen.l - source.l) <= Xterm256Dither.hueLight, "\(colour) is drawn \(pair), seen as \(seen): not its light")
            #expect(Xterm256TreeTests.turn(seen, source) < 1.0, "\(colour) is drawn \(pair), seen as \(seen): another hue")
            for index in [pair.low, pair.high] {
                #expect(!Xterm256TreeTests.isRose(Xterm256Dither.shown(index)), "\(colour) is drawn with \(index), a rose")
            }
        }
        #expect(tested >= 10, "only \(tested) hazed earth tones are muted")
    }
}
