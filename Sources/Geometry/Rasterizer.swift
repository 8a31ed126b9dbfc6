/// Fills polygons into a ``CoverageMask`` with a scanline sweep.
///
/// Each pixel row is sampled on `samplesPerRow` horizontal lines; on each line the edge
/// crossings are sorted and walked with the fill rule, and the inside spans add their exact
/// horizontal extent to the row. The result is anti-aliased in both directions, which keeps
/// shapes only a dozen pixels wide recognisable.
package enum Rasterizer {
    package static func fill(
        _ polygons: [[Point]], width: Int, height: Int, rule: FillRule, samplesPerRow: Int = 8
    ) -> CoverageMask {
        var mask = CoverageMask(width: width, height: height)
        guard mask.width > 0, mask.height > 0 else { return mask }
        let samples = min(max(samplesPerRow, 1), 64)
        let edges = Edge.edges(of: polygons, height: Double(mask.height))
        guard !edges.isEmpty else { return mask }

        var next = 0
        var active: [Edge] = []
        var crossings: [(x: Double, winding: Int)] = []
        var row = [Float](repeating: 0, count: mask.width)
        let weight = 1 / Double(samples)
        let w = Double(mask.width)

        for y in 0..<mask.height {
            for i in 0..<mask.width { row[i] = 0 }
            for s in 0..<samples {
                let sy = Double(y) + (Double(s) + 0.5) * weight
                while next < edges.count, edges[next].top <= sy {
                    active.append(edges[next])
                    next += 1
                }
                active.removeAll { $0.bottom <= sy }
                crossings.removeAll(keepingCapacity: true)
                for edge in active {
                    // Absurd coordinates can overflow to NaN; such a crossing sorts to the left edge.
                    let x = edge.x(at: sy)
                    crossings.append((x.isNaN ? 0 : x, edge.winding))
                }
                guard crossings.count >= 2 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for i in 0..<(crossings.count - 1) {
                    winding += crossings[i].winding
                    guard rule.isInside(winding: winding) else { continue }
                    let a = min(max(crossings[i].x, 0), w)
                    let b = min(max(crossings[i + 1].x, 0), w)
                    if b > a { addSpan(from: a, to: b, weight: weight, into: &row) }
                }
            }
            mask.set(row, at: y)
        }
        return mask
    }

    /// Adds the covered part of each pixel between `a` and `b` (0 ≤ a < b ≤ width).
    private static func addSpan(from a: Double, to b: Double, weight: Double, into row: inout [Float]) {
        let first = Int(a), last = Int(b)
        if first == last {
            if first < row.count { row[first] += Float((b - a) * weight) }
            return
        }
        row[first] += Float((Double(first + 1) - a) * weight)
        if first + 1 < last {
            let full = Float(weight)
            for i in (first + 1)..<last { row[i] += full }
        }
        if last < row.count { row[last] += Float((b - Double(last)) * weight) }
    }
}

/// A non-horizontal polygon edge, oriented top to bottom, remembering which way it ran.
private struct Edge {
    let top: Double
    let bottom: Double
    let xAtTop: Double
    let slope: Double
    let winding: Int

    func x(at y: Double) -> Double { xAtTop + (y - top) * slope }

    /// Every edge that can cross a sample line inside `0..<height`, sorted by top.
    static func edges(of polygons: [[Point]], height: Double) -> [Edge] {
        var edges: [Edge] = []
        for polygon in polygons where polygon.count >= 2 {
            for i in 0..<polygon.count {
                let p = polygon[i], q = polygon[(i + 1) % polygon.count]
                guard p.y != q.y, p.isFinite, q.isFinite else { continue }
                let (upper, lower, winding) = p.y < q.y ? (p, q, 1) : (q, p, -1)
                guard lower.y > 0, upper.y < height else { continue }
                let slope = (lower.x - upper.x) / (lower.y - upper.y)
                guard slope.isFinite else { continue }
                edges.append(Edge(top: upper.y, bottom: lower.y, xAtTop: upper.x, slope: slope, winding: winding))
            }
        }
        edges.sort { $0.top < $1.top }
        return edges
    }
}
