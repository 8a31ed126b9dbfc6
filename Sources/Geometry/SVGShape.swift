/// The first path of an SVG document, parsed and ready to be filled at any size.
///
/// `atrest` fills tree forms with it at run time and the `SilhouetteBaker` build tool fills
/// the same forms at build time, so a baked mask and one filled at run time are the same
/// numbers, not merely alike.
package struct SVGShape: Sendable {
    /// The `d` text as stored, for embedding in SVG output.
    package let pathData: String
    package let fillRule: FillRule
    package let path: VectorPath
    /// The largest box, in cells, a drawing made for small sizes is drawn for (its path's
    /// `data-largest-size`); nil for any size.
    package let largestSize: Int?

    /// A document that is missing, has no path or whose path does not parse yields an empty
    /// shape: it is simply not drawn, which is better than stopping a whole picture.
    package init(document: String?) {
        let element = document.flatMap(SVGPathElement.init(document:))
        pathData = element?.data ?? ""
        fillRule = element?.fillRule ?? .nonzero
        path = (try? PathParser.parse(pathData)) ?? VectorPath()
        largestSize = element?.largestSize
    }

    /// The `data-largest-size` of `document`'s path, without parsing the path.
    package static func largestSize(document: String) -> Int? {
        SVGPathElement(document: document)?.largestSize
    }

    /// The shape, drawn in a square `box` units wide, filled into a `size` × `size` mask.
    package func mask(size: Int, box: Double) -> CoverageMask {
        let side = max(size, 0)
        let placement = Placement(scale: Double(side) / box)
        let polygons = path.polygons(placement: placement, tolerance: 0.05)
        return Rasterizer.fill(polygons, width: side, height: side, rule: fillRule)
    }
}
