/// A parsed path: subpaths of absolute line and Bézier segments.
///
/// Every relative, shorthand and smooth command of the source is already resolved, so
/// consumers (flattening, SVG output, tests) see only three kinds of segment.
package struct VectorPath: Sendable, Equatable {
    package var subpaths: [Subpath]

    package init(subpaths: [Subpath] = []) {
        self.subpaths = subpaths
    }

    /// One connected run of segments starting at a move-to.
    package struct Subpath: Sendable, Equatable {
        package var start: Point
        package var segments: [Segment]
        /// Whether the source closed it with `Z`; filling closes every subpath regardless.
        package var isClosed: Bool

        package init(start: Point, segments: [Segment] = [], isClosed: Bool = false) {
            self.start = start
            self.segments = segments
            self.isClosed = isClosed
        }
    }

    /// A segment from the previous point to its end point.
    package enum Segment: Sendable, Equatable {
        case line(to: Point)
        case quad(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)

        package var end: Point {
            switch self {
            case .line(let to), .quad(_, let to), .cubic(_, _, let to): to
            }
        }
    }
}
