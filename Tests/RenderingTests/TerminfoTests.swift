import Testing
@testable import Rendering

/// Compiled terminfo entries read without `tput`: made with `tic -x` (ncurses 6.4) from
///
///     atrest-tc|test with Tc,
///         am, Tc, colors#256, cols#80, bold=\E[1m, setaf=\E[38;5;%p1%dm, kbs=^H,
///     atrest-rgb|test with RGB and direct colours,
///         am, RGB, colors#0x1000000, bold=\E[1m, setrgbf=\E[38;2;%p1%d;%p2%d;%p3%dm,
///     atrest-plain|test without,
///         am, colors#256, bold=\E[1m, XT, kmous=\E[M,
///
/// (the second in the 32-bit number format, since its `colors` does not fit 16 bits).
@Suite struct TerminfoTests {
    static func bytes(_ hex: String) -> [UInt8] {
        let digits = Array(hex.filter(\.isHexDigit))
        return stride(from: 0, to: digits.count - 1, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16) ?? 0 }
    }

    static let tc = bytes(
        """
        1a01170002000e00680115006174726573742d74637c746573742077697468205463000001005000ffffffffffffffff
        ffffffffffffffffffffffffffffffff0001ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0500ffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffff07001b5b316d0008001b5b33383b353b25703125646d00000100000000000100
        030001000000546300
        """)
    static let rgb = bytes(
        """
        1e022c0002000e001c0005006174726573742d7267627c7465737420776974682052474220616e642064697265637420
        636f6c6f757273000001ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffff00000001ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffff00001b5b316d000001000000010003002600010000000000
        04001b5b33383b323b25703125643b25703225643b25703325646d00524742007365747267626600
        """)
    static let plain = bytes(
        """
        1a011a0002000e00640109006174726573742d706c61696e7c7465737420776974686f7574000001ffffffffffffffff
        ffffffffffffffffffffffffffffffffffff0001ffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
        ffffffffffffffffffff05001b5b316d001b5b4d00000100000000000100030001000000585400
        """)

    @Test func tmuxsTcSaysTwentyFourBit() {
        let entry = Terminfo(bytes: Self.tc)
        #expect(entry?.trueColour == true)
        #expect(entry?.colours == 256)
    }

    @Test func ncursesRGBAndDirectColoursSayTwentyFourBit() {
        let entry = Terminfo(bytes: Self.rgb)
        #expect(entry?.trueColour == true)
        #expect(entry?.colours == 1 << 24)
    }

    @Test func anEntryWithOtherExtendedCapabilitiesDoesNot() {
        let entry = Terminfo(bytes: Self.plain)
        #expect(entry?.trueColour == false)
        #expect(entry?.colours == 256)
    }

    /// Cut anywhere or with any byte changed, an entry is read or refused, never a trap.
    @Test func damagedEntriesNeverTrap() {
        for source in [Self.tc, Self.rgb, Self.plain] {
            for length in 0..<source.count { _ = Terminfo(bytes: Array(source.prefix(length))) }
            for index in stride(from: 0, to: source.count, by: 3) {
                for value: UInt8 in [0, 0x7F, 0x80, 0xFF] {
                    var bytes = source
                    bytes[index] = value
                    _ = Terminfo(bytes: bytes)
                }
            }
        }
        #expect(Terminfo(bytes: []) == nil)
        #expect(Terminfo(bytes: Array("not terminfo".utf8)) == nil)
    }

    @Test func pathsFollowNcursesOrderAndRefuseNamesThatLeadElsewhere() {
        let paths = Terminfo.paths(term: "xterm-kitty", terminfo: "/opt/ti", home: "/home/a", terminfoDirs: "/x::/y")
        #expect(paths.prefix(4) == ["/opt/ti/x/xterm-kitty", "/opt/ti/78/xterm-kitty", "/home/a/.terminfo/x/xterm-kitty", "/home/a/.terminfo/78/xterm-kitty"])
        #expect(paths.contains("/usr/share/terminfo/x/xterm-kitty") && paths.contains("/y/78/xterm-kitty"))
        #expect(Set(paths).count == paths.count)
        for name in ["", "../../etc/passwd", "a/b", "..", "x\u{1B}y", "with space"] {
            #expect(Terminfo.paths(term: name, terminfo: nil, home: "/h", terminfoDirs: nil).isEmpty, "\(name)")
        }
    }
}
