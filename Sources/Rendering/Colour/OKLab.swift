#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Björn Ottosson's OKLab: colours as the eye sees them apart, for choosing among few.
enum OKLab {
    typealias Lab = (l: Double, a: Double, b: Double)

    /// OKLab from sRGB bytes.
    static func lab(_ c: RGB) -> Lab {
        lab(linear: (linear(c.r), linear(c.g), linear(c.b)))
    }

    /// An sRGB byte as linear light, 0...1.
    static func linear(_ v: UInt8) -> Double {
        let x = Double(v) / 255
        return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
    }

    /// OKLab from linear-light red, green and blue.
    static func lab(linear c: (Double, Double, Double)) -> Lab {
        let l = cubeRoot(0.4122214708 * c.0 + 0.5363325363 * c.1 + 0.0514459929 * c.2)
        let m = cubeRoot(0.2119034982 * c.0 + 0.6806995451 * c.1 + 0.1073969566 * c.2)
        let s = cubeRoot(0.0883024619 * c.0 + 0.2817188376 * c.1 + 0.6299787005 * c.2)
        return (
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }

    /// The cube root of light (0 or more), within 1e-12 of `cbrt`: a guess from the
    /// exponent's bits and three Newton steps. The static C library's `cbrt` was a third of
    /// what `status` spends choosing its 256 colours.
    static func cubeRoot(_ x: Double) -> Double {
        guard x > 0, x.isFinite else { return x.isFinite ? 0 : x }
        var y = Double(bitPattern: x.bitPattern / 3 &+ 0x2A9F_7893_782D_A1CE)
        for _ in 0..<3 { y = (2 * y + x / (y * y)) / 3 }
        return y
    }
}
