#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Domain

/// The land of the forest: ridge behind ridge from the horizon down to the viewer's feet.
///
/// Each ridge is a gentle wave whose crest trees stand on. Its land is darkest just under the
/// crest and fades toward the haze below it, so that ridges read one behind the other, as hills
/// do at dusk, and a tree always has ground under it. Farther ridges are lighter (nearer the
/// glow), the nearest the darkest.
struct ForestLand: Sendable {
    let width: Double
    let height: Double
    /// The baseline of each ridge, far (top) to near (bottom), in pixels.
    let baselines: [Double]
    let amplitude: Double

    init(geometry: ForestGeometry) {
        width = Double(geometry.columns)
        height = Double(geometry.pixelHeight)
        let s = Double(geometry.treeSize)
        amplitude = s * 0.2
        let top = geometry.horizon + amplitude
        let bottom = height - s * 0.12 - amplitude - Double(geometry.footRows * 2)
        let count = max(1, Int(((bottom - top) / geometry.ridgeSpacing).rounded()) + 1)
        baselines = count == 1 ? [bottom] : (0..<count).map { top + (bottom - top) * Double($0) / Double(count - 1) }
    }

    var count: Int { baselines.count }

    /// 0 for the farthest ridge, 1 for the nearest; with `farthest`, counting from that ridge
    /// (a window that shows only the nearer ridges holds its own depth, from haze to dark).
    func nearness(_ ridge: Int, from farthest: Int = 0) -> Double {
        count - 1 > farthest ? Double(ridge - farthest) / Double(count - 1 - farthest) : 1
    }

    /// The crest of `ridge` at `x`: two slow waves with phases of its own, the same every run.
    func crest(_ ridge: Int, x: Double) -> Double { crest(ridge).at(x) }

    /// The crest line of `ridge`, its phases worked out once for the many places a tree weighs.
    func crest(_ ridge: Int) -> Crest {
        let bits = StableHash.splitMix64(UInt64(truncatingIfNeeded: ridge) &+ 0x5EED)
        return Crest(p1: Double(bits & 0xFFFF) / 65536 * 2 * .pi, p2: Double(bits >> 16 & 0xFFFF) / 65536 * 2 * .pi,
                     f1: 0.6 + Double(bits >> 32 & 0xFF) / 255 * 0.8, width: width, baseline: baselines[ridge], amplitude: amplitude)
    }

    struct Crest {
        let p1, p2, f1, width, baseline, amplitude: Double

        func at(_ x: Double) -> Double {
            let u = width > 0 ? x / width : 0
            let first: Double = sin(2 * Double.pi * f1 * u + p1)
            let second: Double = sin(2 * Double.pi * (f1 * 2.3 + 0.4) * u + p2)
            let wave = 0.65 * first + 0.35 * second
            return baseline + amplitude * wave
        }
    }

    /// Ridges whose land may show between pixel rows `top` and `bottom`.
    func ridges(from top: Double, to bottom: Double) -> Range<Int> {
        // Baselines rise evenly, so both ends can be found by search.
        func first(where predicate: (Double) -> Bool) -> Int {
            var (lo, hi) = (0, baselines.count)
            while lo < hi {
                let mid = (lo + hi) / 2
                if predicate(baselines[mid]) { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
        let below = first { $0 - amplitude > bottom }
        // The ridge covering the window's top row starts above it.
        let start = max(0, first { $0 + amplitude >= top } - 1)
        return start..<max(start, below)
    }

    /// The land of `ridge` at `depth` below its crest (0 at the crest, 1 a ridge's spacing
    /// below): darkest at the crest, misting over toward the haze lower down, less so near.
    func colour(_ ridge: Int, depth: Double, dusk: Dusk) -> RGB {
        colour(ridge, base: dusk.land(at: nearness(ridge)), depth: depth, nearness: nearness(ridge), dusk: dusk)
    }

    func colour(_ ridge: Int, base: RGB, depth: Double, nearness: Double, dusk: Dusk) -> RGB {
        dusk.hazed(base, depth * 0.3 * (1 - nearness * 0.5))
    }

    /// Paints the land seen in pixel rows `top ..< top + canvas.height` of the whole canvas,
    /// from ridge `farthest` on: the ridges behind it are left out, to the sky.
    func paint(on canvas: inout PixelCanvas, top: Int, left: Int, farthest: Int = 0, dusk: Dusk) {
        let all = ridges(from: Double(top), to: Double(top + canvas.height))
        let range = max(all.lowerBound, farthest)..<max(all.upperBound, farthest)
        guard !range.isEmpty else { return }
        let spacing = baselines.count > 1 ? baselines[1] - baselines[0] : amplitude * 6
        let nearness = range.map { self.nearness($0, from: farthest) }
        let colours = nearness.map { dusk.land(at: $0) }
        for column in 0..<canvas.width {
            let x = Double(column + left) + 0.5
            let crests = range.map { crest($0, x: x) }
            var k = -1
            for y in 0..<canvas.height {
                let py = Double(y + top) + 0.5
                while k + 1 < crests.count, crests[k + 1] <= py { k += 1 }
                guard k >= 0 else { continue }
                let depth = min(1, (py - crests[k]) / max(spacing, 1))
                canvas.set(x: column, y: y, colour: colour(range.lowerBound + k, base: colours[k], depth: depth, nearness: nearness[k], dusk: dusk), ink: nil)
                canvas.markLand(x: column, y: y)
            }
        }
    }
}
