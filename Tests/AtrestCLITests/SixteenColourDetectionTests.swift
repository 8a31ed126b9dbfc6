import AtrestCLI
import Rendering
import Store
import Testing

/// Terminals with 16 colours get the 16 (the Linux console, plain `xterm`, `screen`): the
/// terminfo entry's `colors` says so, or without an entry the `TERM` known for it. `--color`,
/// `NO_COLOR` and `TERM=dumb` keep their meaning, and 24 bits still come first.
@Suite struct SixteenColourDetectionTests {
    typealias Files = TrueColourDetectionTests.Files

    /// A legacy terminfo entry named "a" with only `colors` (standard number 13) set.
    static func entry(colours: Int) -> [UInt8] {
        [0x1A, 0x01, 2, 0, 0, 0, 14, 0, 0, 0, 0, 0, 0x61, 0] + Array(repeating: 0xFF, count: 26) + [UInt8(colours & 0xFF), UInt8(colours >> 8)]
    }

    func depth(_ environment: Environment, choice: ColourChoice = .auto, files: Files = Files()) -> ColourDepth {
        ColourDepth.resolve(choice: choice, environment: environment, isTerminal: true, read: files.read)
    }

    @Test func terminfoColoursDecide() {
        for (colours, expected) in [(8, ColourDepth.ansi16), (16, .ansi16), (88, .ansi16), (256, .ansi256)] {
            let files = Files(["/usr/share/terminfo/m/my-term": Self.entry(colours: colours)])
            #expect(depth(["TERM": "my-term"], files: files) == expected, "colors#\(colours)")
        }
        // The console's own entry beats the name: a `linux` entry with 256 colours is taken at its word.
        let wide = Files(["/usr/share/terminfo/l/linux": Self.entry(colours: 256)])
        #expect(depth(["TERM": "linux"], files: wide) == .ansi256)
    }

    @Test(arguments: ["linux", "xterm", "screen", "xterm-color", "vt220"])
    func knownSixteenColourTermsWithoutAnEntry(_ term: String) {
        #expect(depth(["TERM": term]) == .ansi16)
    }

    @Test func theRestIsAsBefore() {
        #expect(depth(["TERM": "xterm-256color"]) == .ansi256)
        #expect(depth(["TERM": "screen-256color"]) == .ansi256)
        #expect(depth([:]) == .ansi256)
        #expect(depth(["TERM": "linux", "COLORTERM": "truecolor"]) == .trueColour)
        #expect(depth(["TERM": "linux", "NO_COLOR": "1"]) == ColourDepth.none)
        #expect(depth(["TERM": "linux"], choice: .never) == ColourDepth.none)
        #expect(depth(["TERM": "linux"], choice: .always) == .ansi16)
    }
}
