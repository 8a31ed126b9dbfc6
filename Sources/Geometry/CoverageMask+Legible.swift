extension CoverageMask {
    /// Masks up to this width are made legible; larger ones keep their soft edges.
    package static let legibleSizes = 40

    /// The shape made legible at the few pixels a terminal gives it (a tree form, above all).
    ///
    /// A form filled at 10 to 24 pixels keeps the partial coverage of its edges and of its thin
    /// parts: half-covered pixels blend the tree with the sky into speckles inside the crown and a
    /// ragged fringe, and a trunk thinner than a pixel fades until the crown floats like a cap. So
    /// each pixel becomes either shape or not (solid, with a clean edge); holes a pixel or two
    /// across inside it close; and a trunk or branch thinner than a pixel keeps one whole pixel
    /// per row, so the tree still stands on its ground. The tree forms are baked this way at
    /// build time (`SilhouetteBaker`), so `status` pays nothing for it.
    ///
    /// - Parameter closingNotches: whether an open pixel under the shape with shape on both
    ///   sides closes too (a dent under a crown); a form drawn for cells keeps its notches, which
    ///   are its open sky between hanging sides and a trunk.
    package func legible(closingNotches: Bool = true) -> CoverageMask {
        let mask = self
        let (w, h) = (mask.width, mask.height)
        guard w > 0, h > 0, w <= Self.legibleSizes else { return mask }
        var solid = [Bool](repeating: false, count: w * h)
        for i in solid.indices { solid[i] = mask.values[i] >= 0.42 }
        // Thin parts: a row whose strongest pixel is faint keeps that pixel.
        for y in 0..<h {
            var best = (x: -1, value: Float(0))
            var any = false
            for x in 0..<w {
                if solid[y * w + x] { any = true; break }
                if mask.values[y * w + x] > best.value { best = (x, mask.values[y * w + x]) }
            }
            if !any, best.value >= 0.12, best.x >= 0 { solid[y * w + best.x] = true }
        }
        // Small holes: an empty pixel with tree on both sides within two pixels, closed all
        // round or a notch under the crown; again while any closes, for wider holes.
        for _ in 0..<4 {
            let before = solid
            for y in 0..<h {
                for x in 0..<w where !before[y * w + x] {
                    func filled(_ dx: Int, _ dy: Int) -> Bool {
                        let (px, py) = (x + dx, y + dy)
                        return px >= 0 && py >= 0 && px < w && py < h && before[py * w + px]
                    }
                    let across = (filled(-1, 0) || filled(-2, 0)) && (filled(1, 0) || filled(2, 0))
                    let down = (filled(0, -1) || filled(0, -2)) && (filled(0, 1) || filled(0, 2))
                    if across && (down || closingNotches && filled(0, -1)) { solid[y * w + x] = true }
                }
            }
            if solid == before { break }
        }
        return CoverageMask(width: w, height: h, values: solid.map { $0 ? 1 : 0 })
    }
}
