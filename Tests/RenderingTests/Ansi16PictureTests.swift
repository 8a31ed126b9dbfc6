import Foundation
import Testing
@testable import Rendering

/// Pictures in the terminal's 16 ANSI colours: only the 16 codes (no `38;5`, no `38;2`, which
/// the Linux console cannot show), the dusk still dusk-coloured, and a small golden to read.
@Suite struct Ansi16PictureTests {
    /// Every SGR parameter list in `text`.
    static func parameters(_ text: String) -> [[Int]] {
        var found: [[Int]] = []
        var rest = Substring(text)
        while let start = rest.firstRange(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "m") else { break }
            found.append(rest[..<end].split(separator: ";").compactMap { Int($0) })
            rest = rest[rest.index(after: end)...]
        }
        return found
    }

    @Test func theSixteenCodes() {
        var bytes: [UInt8] = []
        #expect(ColourDepth.ansi16.appendParameters(RGB(205, 0, 0), background: false, to: &bytes))
        #expect(String(decoding: bytes, as: UTF8.self) == "31")
        bytes = []
        _ = ColourDepth.ansi16.appendParameters(RGB(250, 250, 250), background: true, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "107")
        bytes = []
        _ = ColourDepth.ansi16.appendParameters(RGB(120, 125, 130), background: false, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "90")
        #expect(ColourDepth.ansi16.shown(RGB(10, 5, 12)) == RGB(0, 0, 0))
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func theForestUsesOnlyTheSixteen(_ size: (Int, Int)) {
        let forest = Forest(entries: ForestFixtures.generated(9))
        let text = forest.render(PictureStyle(width: size.0, depth: .ansi16), height: size.1)
        let codes = Set(Self.parameters(text).flatMap { $0 })
        let allowed = Set([0] + Array(30...37) + Array(40...47) + Array(90...97) + Array(100...107))
        #expect(codes.isSubset(of: allowed), "codes beyond the 16: \(codes.subtracting(allowed).sorted())")
        // More than black and one grey: the dusk and the trees have colours.
        #expect(codes.intersection(Set(Array(31...36) + Array(41...46) + Array(91...96) + Array(101...106))).count >= 2)
    }

    /// A dusk sky alone, six cells wide and eight high, night at the top, in fine shades:
    /// each cell its glyph, the colour of its grain and of its ground. The 16 have no dark
    /// violet or dim amber, so the dusk is drawn by eye in a few inks over black (night and
    /// dusk blue, the glow yellow, grey between), never in red, and never more than a quarter
    /// of ink (the dusk's magenta, and half or more of an ink, were bands across the sky).
    /// Before, it was black and grey dots. Read it.
    @Test func aSmallSkyGolden() {
        let dusk = Dusk()
        var dither = Xterm256Dither(depth: .ansi16)
        var lines: [String] = []
        for y in 0..<8 {
            let colour = dusk.sky(at: 1 - Double(y) / 7)
            lines.append((0..<6).map { x -> String in
                guard let shade = dither.shade(top: colour, bottom: colour, x: x, y: y, sky: true) else { return "???" }
                return "\(Character(shade.glyph))\(Self.letter(shade.foreground))\(Self.letter(shade.background))"
            }.joined(separator: " "))
        }
        #expect(lines.joined(separator: "\n") == Self.skyGolden, "\(lines)")
    }

    /// One letter per colour: k black, r red, g green, y yellow, b blue, m magenta, c cyan,
    /// w light grey, K grey, and capitals for the rest of the bright ones, W white.
    static func letter(_ colour: RGB) -> Character {
        Array("krgybmcwKRGYBMCW")[Ansi16Palette.nearestIndex(to: colour)]
    }

    static let skyGolden = """
        ░bk ░bk ░bk ░bk ░bk ░bk
        ░bk ░bk ░bk ░bk ░bk ░bk
        ░bk ░bk ░bk ░bk ░bk ░bk
        ░bk ░bk ░bk ░bk ░bk ░bk
        ░bk ░bk ░bk ░bk ░bk ░bk
        ░Kk ░Kk ░Kk ░Kk ░Kk ░Kk
        ░yk ░yk ░yk ░yk ░yk ░yk
        ░yk ░yk ░yk ░yk ░yk ░yk
        """
}
