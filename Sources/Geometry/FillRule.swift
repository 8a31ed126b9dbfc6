/// How overlapping subpaths decide what is inside, as SVG's `fill-rule` does.
package enum FillRule: String, Sendable, Hashable, CaseIterable {
    /// Inside where the subpaths wind around a point a non-zero number of times: overlaps unite.
    case nonzero
    /// Inside where a ray from the point crosses an odd number of edges: overlaps cut holes.
    case evenodd

    func isInside(winding: Int) -> Bool {
        switch self {
        case .nonzero: winding != 0
        case .evenodd: winding & 1 != 0
        }
    }
}
