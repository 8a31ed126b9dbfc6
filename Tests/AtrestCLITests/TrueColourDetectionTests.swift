import AtrestCLI
import Rendering
import Store
import Testing

/// 24-bit colour is used wherever the terminal says it takes it, not only where `COLORTERM`
/// was forwarded; and nothing is read to find out when no colour is written.
@Suite struct TrueColourDetectionTests {
    /// A compiled terminfo entry with ncurses' `RGB` (`tic -x` of "atrest-rgb|test with RGB
    /// and direct colours, am, RGB, colors#0x1000000, bold=\\E[1m, setrgbf=…"; the Rendering
    /// tests read it and others in detail).
    static let tcEntry: [UInt8] = {
        let digits = Array((
        """
        1e022c0002000e001c0005006174726573742d7267627c7465737420776974682052474220616e642064697265637420
        636f6c6f757273000001ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffff00000001ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffff00001b5b316d000001000000010003002600010000000000
        04001b5b33383b323b25703125643b25703225643b25703325646d00524742007365747267626600
        """
        ).filter(\.isHexDigit))
        return stride(from: 0, to: digits.count - 1, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16) ?? 0 }
    }()
    /// The smallest legacy entry: a name and no capabilities at all.
    static let plainEntry: [UInt8] = [0x1A, 0x01, 0x02, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x61, 0]

    /// A reader over `files`, noting every path asked for.
    final class Files: @unchecked Sendable {
        var files: [String: [UInt8]]
        var asked: [String] = []
        init(_ files: [String: [UInt8]] = [:]) { self.files = files }
        func read(_ path: String) -> [UInt8]? {
            asked.append(path)
            return files[path]
        }
    }

    func depth(_ environment: Environment, choice: ColourChoice = .auto, terminal: Bool = true, files: Files = Files()) -> ColourDepth {
        ColourDepth.resolve(choice: choice, environment: environment, isTerminal: terminal, read: files.read)
    }

    @Test func colortermStillDecidesFirst() {
        #expect(depth(["COLORTERM": "truecolor", "TERM": "xterm-256color"]) == .trueColour)
        #expect(depth(["COLORTERM": "24bit"]) == .trueColour)
        #expect(depth(["TERM": "xterm-256color"]) == .ansi256)
    }

    @Test(arguments: [
        ["TERM": "xterm-kitty"], ["TERM": "xterm-ghostty"], ["TERM": "wezterm"], ["TERM": "alacritty"], ["TERM": "foot"],
        ["TERM": "xterm-direct"], ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"],
        ["TERM": "xterm-256color", "TERM_PROGRAM": "vscode"], ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"],
        ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], ["TERM": "xterm-256color", "VTE_VERSION": "7600"],
        ["TERM": "xterm-256color", "KONSOLE_VERSION": "230805"], ["TERM": "xterm-256color", "WT_SESSION": "abc"],
    ] as [Environment])
    func knownTerminalsTakeTwentyFourBit(_ environment: Environment) {
        #expect(depth(environment) == .trueColour)
    }

    /// Inside tmux or screen, the variables of the terminal the server started in say nothing
    /// of the terminal attached now; only the multiplexer's own terminfo or COLORTERM count.
    @Test func insideTmuxTheOuterTerminalsVariablesDoNotCount() {
        #expect(depth(["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1", "TERM_PROGRAM": "tmux"]) == .ansi256)
        #expect(depth(["TERM": "screen-256color", "VTE_VERSION": "7600"]) == .ansi256)
        #expect(depth(["TERM": "tmux-256color", "TMUX": "x", "COLORTERM": "truecolor"]) == .trueColour)
        let files = Files(["/usr/share/terminfo/t/tmux-direct": Self.tcEntry])
        #expect(depth(["TERM": "tmux-direct", "TMUX": "x"], files: files) == .trueColour)
    }

    @Test func terminfoTcOrRGBSaysTwentyFourBitOverSsh() {
        let files = Files(["/home/a/.terminfo/m/my-term": Self.tcEntry])
        #expect(depth(["TERM": "my-term", "HOME": "/home/a"], files: files) == .trueColour)
        // The first entry found is the one that counts, as for ncurses.
        let shadowed = Files(["/home/a/.terminfo/m/my-term": Self.plainEntry, "/usr/share/terminfo/m/my-term": Self.tcEntry])
        #expect(depth(["TERM": "my-term", "HOME": "/home/a"], files: shadowed) == .ansi256)
        // macOS spells the directory in hexadecimal.
        let mac = Files(["/usr/share/terminfo/6d/my-term": Self.tcEntry])
        #expect(depth(["TERM": "my-term"], files: mac) == .trueColour)
        #expect(depth(["TERM": "my-term"], files: Files(["/usr/share/terminfo/m/my-term": Array("junk".utf8)])) == .ansi256)
    }

    /// `status` piped, NO_COLOR, --color never, TERM=dumb: no file is read for colour at all.
    @Test func nothingIsReadWhenNoColourIsWritten() {
        let files = Files()
        #expect(depth(["TERM": "my-term"], terminal: false, files: files) == ColourDepth.none)
        #expect(depth(["TERM": "my-term", "NO_COLOR": "1"], files: files) == ColourDepth.none)
        #expect(depth(["TERM": "my-term"], choice: .never, files: files) == ColourDepth.none)
        #expect(depth(["TERM": "dumb"], files: files) == ColourDepth.none)
        #expect(files.asked.isEmpty)
        #expect(depth(["TERM": "my-term"], files: files) == .ansi256)
        #expect(!files.asked.isEmpty)
    }
}
