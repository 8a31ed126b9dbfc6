import Foundation
import Testing
@testable import Rendering

@Suite struct ColourTests {
    @Test func hexParsesWithOrWithoutHash() {
        #expect(RGB(hex: "#0D0D1A") == RGB(0x0D, 0x0D, 0x1A))
        #expect(RGB(hex: "f0ede6") == Palette.starLight)
        #expect(Palette.duskBase.hex == "#1a1225")
    }

    @Test(arguments: ["", "#", "#12345", "#1234567", "#GG0000", "12 345", "#+12345", "#-12345"])
    func malformedHexIsNil(_ text: String) {
        #expect(RGB(hex: text) == nil)
    }

    @Test func seedPaletteValues() {
        #expect(Palette.treeGrey == RGB(140, 140, 153))
        #expect(Palette.earthTones.count == 5)
        #expect(Palette.earthTone(1).light == RGB(hex: "#E8A94E"))
        #expect(Palette.earthTone(-1) == Palette.earthTone(4))
        #expect(Palette.muted == RGB(115, 107, 128))
    }

    @Test func mixingIsLinearAndClamped() {
        let black = RGB(0, 0, 0), white = RGB(255, 255, 255)
        #expect(black.mixed(with: white, 0.5) == RGB(128, 128, 128))
        #expect(black.mixed(with: white, -3) == black)
        #expect(black.mixed(with: white, 7) == white)
        #expect(black.mixed(with: white, .nan) == black)
        #expect(white.over(black, opacity: 0.25) == RGB(64, 64, 64))
    }

    /// Relative luminance, 0 (black) to 1 (white).
    static func luminance(_ c: RGB) -> Double {
        func linear(_ v: UInt8) -> Double {
            let x = Double(v) / 255
            return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    @Test(arguments: 0..<Dusk.driftCycleDays)
    func theLightSitsAtTheHorizon(_ day: Int) {
        let dusk = Dusk.of(day: day)
        let l = Self.luminance
        #expect(dusk.sky(at: 0) == dusk.glow)
        // Brightest at the glow, darkening upward to the night.
        var previous = l(dusk.sky(at: 0))
        for step in 1...10 {
            let next = l(dusk.sky(at: Double(step) / 10))
            #expect(next <= previous + 1e-9, "day \(day), height \(step)")
            previous = next
        }
        #expect(l(dusk.glow) > 2 * l(dusk.sky(at: 1)))
        // The land is darker than the sky just above it, and darkest nearest.
        #expect(l(dusk.land(at: 0)) < l(dusk.glow))
        #expect(l(dusk.land(at: 1)) < l(dusk.land(at: 0.5)) && l(dusk.land(at: 0.5)) < l(dusk.land(at: 0)))
        // Clearly apart from a dark terminal (#1c1c1c) where the eye rests.
        #expect(l(dusk.sky(at: 0.2)) > 1.5 * l(RGB(0x1C, 0x1C, 0x1C)))
    }

    @Test func theHorizonDriftsBetweenWarmAndCool() {
        #expect(Dusk.of(day: 0).horizon == Palette.horizonWarm)
        #expect(Dusk.of(day: 0).coolness == 0)
        #expect(Dusk.of(day: 29) == Dusk.of(day: 0))
        let coolest = Dusk.of(day: 14)
        #expect(coolest.coolness > 0.95)
        #expect(coolest.glow.b > coolest.glow.r && Dusk.of(day: 0).glow.r > Dusk.of(day: 0).glow.b)
        #expect(Palette.sky(at: 0.3) == Dusk().sky(at: 0.3))
    }

    @Test(arguments: [
        (RGB(0, 0, 0), 16), (RGB(255, 255, 255), 231), (RGB(255, 0, 0), 196), (RGB(128, 128, 128), 244),
        (RGB(0x0D, 0x0D, 0x1A), 233), (RGB(0xF0, 0xED, 0xE6), 255), (RGB(95, 135, 175), 67),
    ])
    func nearestXtermColour(_ colour: RGB, _ index: Int) {
        #expect(XtermPalette.nearestIndex(to: colour) == index)
    }

    @Test func everyXtermColourIsItsOwnNearest() {
        for index in 16...255 {
            let colour = XtermPalette.colour(at: index)
            #expect(XtermPalette.colour(at: XtermPalette.nearestIndex(to: colour)) == colour)
        }
    }

    @Test func terminalStyleAtEachDepth() {
        let amber = RGB(0xE8, 0xA9, 0x4E)
        #expect(TerminalStyle(depth: .trueColour).paint("rest", amber) == "\u{1B}[38;2;232;169;78mrest\u{1B}[0m")
        #expect(TerminalStyle(depth: .trueColour).paint("rest", amber, dim: true) == "\u{1B}[2;38;2;232;169;78mrest\u{1B}[0m")
        #expect(TerminalStyle(depth: .ansi256).paint("rest", amber) == "\u{1B}[38;5;179mrest\u{1B}[0m")
        #expect(TerminalStyle(depth: .ansi256).background(RGB(0, 0, 0)) == "\u{1B}[48;5;16m")
        #expect(TerminalStyle(depth: .trueColour).dim("quiet") == "\u{1B}[2mquiet\u{1B}[0m")
    }

    @Test func terminalStyleWithoutColourLeavesTextAlone() {
        let style = TerminalStyle(depth: .none)
        #expect(style.paint("rest", Palette.accent, dim: true) == "rest")
        #expect(style.dim("quiet") == "quiet")
        #expect(style.foreground(Palette.accent).isEmpty)
        #expect(style.background(Palette.accent).isEmpty)
        #expect(style.reset.isEmpty)
    }

    /// Words stay readable whatever the hour does to the sky: ink as light as the sky behind
    /// it is moved away from it; ink that already stands apart is left as it is.
    @Test func inkTooCloseToItsBackgroundIsMovedAwayFromIt() {
        let muted = RGB(red: 0.45, green: 0.42, blue: 0.50)
        for sky in [RGB(0x6E, 0x6A, 0x70), RGB(0x20, 0x1C, 0x2C), RGB(0xC8, 0xB0, 0x90), muted] {
            let ink = muted.readable(on: sky, least: 0.15)
            #expect(abs(ink.luminance - sky.luminance) >= 0.15, "\(ink) on \(sky)")
        }
        let night = RGB(0x10, 0x10, 0x18)
        #expect(muted.readable(on: night, least: 0.15) == muted)
        #expect(muted.readable(on: muted, least: 0.15).luminance > muted.luminance, "lighter on a dark sky")
    }
}
