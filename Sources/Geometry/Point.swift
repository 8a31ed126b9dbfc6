/// A point in a plane, in whatever units the caller is working in.
package struct Point: Sendable, Hashable {
    package var x: Double
    package var y: Double

    package init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }

    /// The point mirrored through `centre`; smooth curve commands reflect control points this way.
    func reflected(through centre: Point) -> Point { Point(2 * centre.x - x, 2 * centre.y - y) }

    var isFinite: Bool { x.isFinite && y.isFinite }
}

/// Scale then translate: the only transform the pictures need (no rotation or skew).
package struct Placement: Sendable, Hashable {
    package var scale: Double
    package var offset: Point

    package init(scale: Double, offset: Point = Point(0, 0)) {
        self.scale = scale
        self.offset = offset
    }

    package static let identity = Placement(scale: 1)

    func apply(_ p: Point) -> Point { Point(p.x * scale + offset.x, p.y * scale + offset.y) }
}
