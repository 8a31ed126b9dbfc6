#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// The scene's shapes filled at the raster's own resolution: tree silhouettes from their full
/// paths (never the small legible masks of the cells), the four-pointed star and round stars.
struct RasterShapes {
    /// The trees filled so far, searched in order: a dictionary's first use searched every
    /// protocol conformance in the static binary for its key's Hashable, a third of a million
    /// instructions of `status --color always`, which fills one tree (Sources/START-UP.md).
    private var trees: [FilledTree] = []

    private struct FilledTree {
        let variant: Int
        let width: Int
        let height: Int
        let drawing: Int?
        let mask: CoverageMask
    }

    /// Form `variant` filled into a box `width` × `height` pixels (a terminal's pixels are not
    /// always square, so the box may be too), each size filled once per picture; `cells`: the
    /// box's side in cells, for a raster cells are chosen from, which draws what cells draw the
    /// form with at that size (``TreeSilhouette/cells(_:size:)``).
    mutating func tree(variant: Int, width: Int, height: Int, cells: Int? = nil) -> CoverageMask {
        let drawing = cells.flatMap { TreeSilhouette.cellDrawing(variant, size: $0) }
        for filled in trees where filled.variant == variant && filled.width == width && filled.height == height && filled.drawing == drawing {
            return filled.mask
        }
        let form = drawing.map { TreeSilhouette.cells(variant, drawing: $0) } ?? TreeSilhouette.variant(variant)
        let sx = Double(width) / TreeSilhouette.boxSize, sy = Double(height) / TreeSilhouette.boxSize
        let polygons = form.path.polygons(tolerance: 0.3 / max(min(sx, sy), 1e-3)).map { polygon in
            polygon.map { Point($0.x * sx, $0.y * sy) }
        }
        let mask = Rasterizer.fill(polygons, width: width, height: height, rule: form.fillRule, samplesPerRow: height > 64 ? 4 : 8)
        trees.append(FilledTree(variant: variant, width: width, height: height, drawing: drawing, mask: mask))
        return mask
    }

    /// The star's outline (``SVGWriting/starPath``), parsed once.
    private static let star = (try? PathParser.parse(SVGWriting.starPath)) ?? VectorPath()

    /// A four-pointed star of `radius` pixels around (`cx`, `cy`), with a soft glow around it
    /// as the SVG's blur gives it, in `colour` at `light` (0...1).
    static func star(on raster: inout Raster, cx: Double, cy: Double, radius: Double, colour: RGB, light: Double) {
        guard light > 0, radius > 0 else { return }
        let reach = Int((radius * 2.2).rounded(.up)) + 1
        let left = Int(cx) - reach, top = Int(cy) - reach, side = 2 * reach + 1
        let polygons = star.polygons(tolerance: 0.05 / radius).map { polygon in
            polygon.map { Point($0.x * radius + cx - Double(left), $0.y * radius + cy - Double(top)) }
        }
        let mask = Rasterizer.fill(polygons, width: side, height: side, rule: .nonzero)
        let sigma = max(radius * 0.45, 0.8)
        let a = Float(min(max(light, 0), 1))
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(left + x) + 0.5 - cx, dy = Double(top + y) + 0.5 - cy
                let spread: Double = -(dx * dx + dy * dy) / (2 * sigma * sigma)
                let glow = Float(0.45 * pow(2.718_281_828_459_045, spread))
                let coverage = max(mask[x, y], glow)
                raster.blend(x: left + x, y: top + y, colour, alpha: coverage * a)
            }
        }
    }

    /// A round star of `radius` pixels, its edge anti-aliased.
    static func dot(on raster: inout Raster, cx: Double, cy: Double, radius: Double, colour: RGB, light: Double) {
        let r = max(radius, 0.5)
        let a = Float(min(max(light, 0), 1))
        let reach = Int(r.rounded(.up)) + 1
        for y in (Int(cy) - reach)...(Int(cy) + reach) {
            for x in (Int(cx) - reach)...(Int(cx) + reach) {
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                let coverage = Float(min(max(r + 0.5 - (dx * dx + dy * dy).squareRoot(), 0), 1))
                raster.blend(x: x, y: y, colour, alpha: coverage * a)
            }
        }
    }

    /// Paints `mask` with its top-left at (`left`, `top`), each mask row in `colour(fraction)`
    /// (0 at the box's top, 1 at its foot), and each pixel's coverage cut by `clip` (how much of
    /// the pixel lies above nearer land, per raster column; nil: nothing nearer).
    static func paint(
        _ mask: CoverageMask, on raster: inout Raster, left: Int, top: Int, opacity: Double = 1,
        clip: ((Int, Int) -> Float)? = nil, colour: (Double) -> RGB
    ) {
        let alpha = Float(min(max(opacity.isNaN ? 0 : opacity, 0), 1))
        let y0 = max(0, -top), y1 = min(mask.height, raster.height - top)
        let x0 = max(0, -left), x1 = min(mask.width, raster.width - left)
        guard y0 < y1, x0 < x1, alpha > 0 else { return }
        for my in y0..<y1 {
            let rowColour = colour((Double(my) + 0.5) / Double(max(mask.height, 1)))
            let base = my * mask.width
            for mx in x0..<x1 {
                var coverage = mask.values[base + mx]
                guard coverage > 0 else { continue }
                if let clip { coverage *= clip(left + mx, top + my) }
                raster.blend(x: left + mx, y: top + my, rowColour, alpha: coverage * alpha)
            }
        }
    }
}
