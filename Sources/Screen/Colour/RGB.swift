/// A colour as 8-bit red, green and blue, the form both terminals and SVG speak.
package struct RGB: Sendable, Hashable, CustomStringConvertible {
    package var r: UInt8
    package var g: UInt8
    package var b: UInt8

    package init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// A colour from components in 0...1, as the seeds write some of theirs; out-of-range values clamp.
    package init(red: Double, green: Double, blue: Double) {
        self.init(Self.byte(red * 255), Self.byte(green * 255), Self.byte(blue * 255))
    }

    /// A colour from `#RRGGBB` or `RRGGBB`; nil for anything else.
    package init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        self.init(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }

    /// `#rrggbb`, lower case, as SVG attributes want it.
    package var hex: String {
        let digits = Array("0123456789abcdef")
        return "#" + String([r >> 4, r & 15, g >> 4, g & 15, b >> 4, b & 15].map { digits[Int($0)] })
    }

    package var description: String { hex }

    /// The colour `t` of the way from `self` to `other` (t clamped to 0...1).
    package func mixed(with other: RGB, _ t: Double) -> RGB {
        let k = t.isNaN ? 0 : min(max(t, 0), 1)
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 { Self.byte(Double(a) + (Double(b) - Double(a)) * k) }
        return RGB(channel(r, other.r), channel(g, other.g), channel(b, other.b))
    }

    /// How light the colour looks, 0 (black) to 1 (white): the channels weighted as the eye
    /// weighs them (Rec. 709), without gamma, which is close enough to compare two colours.
    package var luminance: Double {
        (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255
    }

    /// `self`, moved away from `background` until their lightness differs by `least`: lighter on
    /// a dark background, darker on a light one; as it is where they already differ enough.
    package func readable(on background: RGB, least: Double) -> RGB {
        let away = background.luminance < 0.5 ? RGB(255, 255, 255) : RGB(0, 0, 0)
        var push = 0.0
        var moved = self
        while abs(moved.luminance - background.luminance) < least, push < 1 {
            push += 0.1
            moved = mixed(with: away, push)
        }
        return moved
    }

    /// `self` painted over `background` at `opacity`: how transparency looks on a terminal.
    package func over(_ background: RGB, opacity: Double) -> RGB {
        background.mixed(with: self, opacity)
    }

    private static func byte(_ v: Double) -> UInt8 {
        guard v.isFinite else { return 0 }
        return UInt8(min(max(v.rounded(), 0), 255))
    }
}
