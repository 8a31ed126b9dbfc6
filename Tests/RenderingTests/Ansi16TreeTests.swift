import Foundation
import Testing
@testable import Rendering

/// Trees among the terminal's 16 colours, each as its kind as well as 16 can: until
/// 2026-11-28 a brown was red dots (matched by distance, red is the 16's nearest hue to it)
/// and a far tree, hazed, black with grey dots.
@Suite struct Ansi16TreeTests {
    static func lab(_ index: Int) -> OKLab.Lab { OKLab.lab(Xterm256Dither.shown(index)) }

    /// Only an amber, vivid and orange, mixes red (with yellow); a brown, a gold, a moss or a
    /// stone never shows a red dot.
    @Test func onlyAnAmberIsRed() {
        var dither = Xterm256Dither(depth: .ansi16)
        for colour in Xterm256TreeTests.treeColours {
            let pair = dither.pair(for: colour, shape: true)
            let source = OKLab.lab(colour)
            let chroma = (source.a * source.a + source.b * source.b).squareRoot()
            guard chroma < 0.1 else { continue }
            for index in pair.level > 0 ? [pair.low, pair.high] : [pair.low] {
                #expect(index != 1 && index != 9, "\(colour) drawn with red: \(pair)")
            }
        }
    }

    /// No tree is mostly black: a far tree is a grey silhouette, a near one its inks.
    @Test func noTreeIsMostlyBlack() {
        var dither = Xterm256Dither(depth: .ansi16)
        for colour in Xterm256TreeTests.treeColours {
            let pair = dither.pair(for: colour, shape: true)
            let mostly = pair.level > 32 ? pair.high : pair.low
            #expect(mostly != 0, "\(colour) is mostly black: \(pair)")
        }
    }
}
