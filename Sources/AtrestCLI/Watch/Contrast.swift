#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Rendering

/// Contrast as the WCAG measures it, so words on the sky stay readable at every hour.
enum Contrast {
    /// The least contrast between words and the sky behind them (WCAG AA for text).
    static let least = 4.5

    /// The relative luminance of `colour` (sRGB, linearised).
    static func luminance(_ colour: RGB) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b)
    }

    /// The contrast ratio of two colours, from 1 (the same) to 21 (black on white).
    static func ratio(_ a: RGB, _ b: RGB) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// `ink`, moved toward white (or, on a sky too light for that, toward black) just far
    /// enough to stand at `least` against `ground`; as it is where it already does.
    /// `shown` maps a colour to what the terminal will show (a 256-colour palette entry).
    static func readable(_ ink: RGB, on ground: RGB, least: Double = least, shown: (RGB) -> RGB = { $0 }) -> RGB {
        let sky = shown(ground)
        guard ratio(shown(ink), sky) < least else { return ink }
        let white = RGB(255, 255, 255), black = RGB(0, 0, 0)
        let away = ratio(white, sky) >= ratio(black, sky) ? white : black
        var push = 0.05
        while push < 1 {
            let moved = ink.mixed(with: away, push)
            if ratio(shown(moved), sky) >= least { return moved }
            push += 0.05
        }
        return away
    }
}
