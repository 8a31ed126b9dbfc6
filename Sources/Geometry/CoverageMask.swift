/// How much of each pixel a shape covers, from 0 (none) to 1 (all), row by row.
package struct CoverageMask: Sendable, Equatable {
    package let width: Int
    package let height: Int
    package private(set) var values: [Float]

    package init(width: Int, height: Int, values: [Float]? = nil) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        if let values, values.count == count {
            self.values = values
        } else {
            self.values = Array(repeating: 0, count: count)
        }
    }

    /// Coverage at (x, y); 0 outside the mask, so callers may read past the edges.
    package subscript(x: Int, y: Int) -> Float {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return values[y * width + x]
    }

    /// The sum of all coverage: the shape's area in pixels.
    package var area: Double { values.reduce(0) { $0 + Double($1) } }

    /// The smallest rectangle holding every pixel covered at least `threshold`, or nil if none is.
    package func bounds(threshold: Float = 0.5) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<height {
            for x in 0..<width where values[y * width + x] >= threshold {
                if let b = box {
                    box = (min(b.minX, x), b.minY, max(b.maxX, x), y)
                } else {
                    box = (x, y, x, y)
                }
            }
        }
        return box
    }

    /// The mask drawn with one character per pixel: `#` for at least `threshold`, `.` otherwise.
    ///
    /// Meant for tests and debugging, where a grid is easier to read than numbers.
    package func sketch(threshold: Float = 0.5) -> String {
        (0..<height).map { y in
            String((0..<width).map { x in self[x, y] >= threshold ? "#" : "." })
        }.joined(separator: "\n")
    }

    mutating func set(_ row: [Float], at y: Int) {
        let base = y * width
        for x in 0..<width { values[base + x] = min(1, max(0, row[x])) }
    }
}
