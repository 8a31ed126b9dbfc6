/// Turns a ``VectorPath`` into closed polygons, ready for the scanline fill.
extension VectorPath {
    /// The path as polygons in placed coordinates, curves split into straight pieces.
    ///
    /// Each curve is cut into as many pieces as Wang's formula asks for the given `tolerance`
    /// (the farthest a piece may stray from the true curve, in placed units), capped so that a
    /// hostile path cannot demand unbounded work. Points that are not finite after placement are
    /// dropped. Every subpath yields a polygon, closed or not, since filling closes subpaths.
    package func polygons(placement: Placement = .identity, tolerance: Double = 0.1) -> [[Point]] {
        let tol = max(tolerance, 1e-3)
        var result: [[Point]] = []
        result.reserveCapacity(subpaths.count)
        for subpath in subpaths {
            var polygon: [Point] = [placement.apply(subpath.start)]
            var from = placement.apply(subpath.start)
            for segment in subpath.segments {
                switch segment {
                case .line(let to):
                    polygon.append(placement.apply(to))
                case .quad(let c, let to):
                    let (p1, p2) = (placement.apply(c), placement.apply(to))
                    let n = Self.pieces(deviation: Self.length(from - p1 * 2 + p2), factor: 0.25, tolerance: tol)
                    for i in 1...n {
                        let t = Double(i) / Double(n), u = 1 - t
                        polygon.append(from * (u * u) + p1 * (2 * u * t) + p2 * (t * t))
                    }
                case .cubic(let c1, let c2, let to):
                    let (p1, p2, p3) = (placement.apply(c1), placement.apply(c2), placement.apply(to))
                    let deviation = max(Self.length(from - p1 * 2 + p2), Self.length(p1 - p2 * 2 + p3))
                    let n = Self.pieces(deviation: deviation, factor: 0.75, tolerance: tol)
                    for i in 1...n {
                        let t = Double(i) / Double(n), u = 1 - t
                        let a = from * (u * u * u) + p1 * (3 * u * u * t)
                        polygon.append(a + p2 * (3 * u * t * t) + p3 * (t * t * t))
                    }
                }
                from = polygon[polygon.count - 1]
            }
            let finite = polygon.filter(\.isFinite)
            if finite.count >= 3 { result.append(finite) }
        }
        return result
    }

    private static let maximumPieces = 256

    private static func pieces(deviation: Double, factor: Double, tolerance: Double) -> Int {
        let estimate = (factor * deviation / tolerance).squareRoot().rounded(.up)
        guard estimate.isFinite else { return maximumPieces }
        return Int(min(max(estimate, 1), Double(maximumPieces)))
    }

    private static func length(_ p: Point) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }
}
