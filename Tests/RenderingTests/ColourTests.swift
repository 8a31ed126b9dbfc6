import Testing
import Rendering

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

    @Test func skyRunsFromWarmHorizonToDeepNight() {
        #expect(Palette.sky(at: 0) == Palette.horizonWarm)
        #expect(Palette.sky(at: 0.5) == Palette.duskBase)
        #expect(Palette.sky(at: 1) == Palette.deepNight)
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
        #expect(TerminalStyle(depth: .trueColor).paint("rest", amber) == "\u{1B}[38;2;232;169;78mrest\u{1B}[0m")
        #expect(TerminalStyle(depth: .trueColor).paint("rest", amber, dim: true) == "\u{1B}[2;38;2;232;169;78mrest\u{1B}[0m")
        #expect(TerminalStyle(depth: .ansi256).paint("rest", amber) == "\u{1B}[38;5;179mrest\u{1B}[0m")
        #expect(TerminalStyle(depth: .ansi256).background(RGB(0, 0, 0)) == "\u{1B}[48;5;16m")
        #expect(TerminalStyle(depth: .trueColor).dim("quiet") == "\u{1B}[2mquiet\u{1B}[0m")
    }

    @Test func terminalStyleWithoutColourLeavesTextAlone() {
        let style = TerminalStyle(depth: .none)
        #expect(style.paint("rest", Palette.accent, dim: true) == "rest")
        #expect(style.dim("quiet") == "quiet")
        #expect(style.foreground(Palette.accent).isEmpty)
        #expect(style.background(Palette.accent).isEmpty)
        #expect(style.reset.isEmpty)
    }
}
