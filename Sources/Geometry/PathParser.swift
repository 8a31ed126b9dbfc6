/// Reads SVG path data (`d`) into a ``VectorPath``.
///
/// Supports `M L H V C S Q T Z` in absolute and relative forms, implicit repeated argument
/// groups (after `M` they are line-tos), numbers such as `-1.5e2` and `.5.5`, and commas or
/// whitespace between numbers. Arcs are refused with an error. Any input either parses or
/// throws a ``PathParseError``; nothing traps, so the parser is safe to fuzz.
package enum PathParser {
    package static func parse(_ data: String) throws(PathParseError) -> VectorPath {
        var reader = Reader(scanner: PathScanner(data))
        return try reader.run()
    }
}

/// The parser's running state: the current point, the open subpath and the last control point.
private struct Reader {
    var scanner: PathScanner
    var subpaths: [VectorPath.Subpath] = []
    var open: VectorPath.Subpath?
    var point = Point(0, 0)
    var subpathStart = Point(0, 0)
    /// The second control point of the previous cubic, for `S`; nil after any other command.
    var lastCubicControl: Point?
    /// The control point of the previous quadratic, for `T`; nil after any other command.
    var lastQuadControl: Point?

    mutating func run() throws(PathParseError) -> VectorPath {
        var command: UInt8?
        scanner.skipWhitespace()
        while !scanner.isAtEnd {
            let offset = scanner.position
            if let letter = scanner.peekLetter() {
                guard Self.argumentCount(letter) != nil else {
                    throw .unsupportedCommand(String(decoding: [letter], as: UTF8.self), offset: offset)
                }
                if command == nil, letter | 0x20 != UInt8(ascii: "m") {
                    throw .expectedMoveTo(offset: offset)
                }
                scanner.advance()
                command = letter
            } else if scanner.isAtNumber(), let previous = command {
                // An implicit repeat of the previous command; after a move-to it draws lines.
                switch previous {
                case UInt8(ascii: "Z"), UInt8(ascii: "z"): throw .unexpectedCharacter(offset: offset)
                case UInt8(ascii: "M"): command = UInt8(ascii: "L")
                case UInt8(ascii: "m"): command = UInt8(ascii: "l")
                default: break
                }
            } else if command == nil {
                throw .expectedMoveTo(offset: offset)
            } else {
                throw .unexpectedCharacter(offset: offset)
            }
            guard let current = command else { throw .expectedMoveTo(offset: offset) }
            try perform(current)
            if scanner.skipSeparator(), !scanner.isAtNumber() {
                throw .unexpectedCharacter(offset: scanner.position)
            }
        }
        if let open { subpaths.append(open) }
        return VectorPath(subpaths: subpaths)
    }

    /// How many numbers each command takes; nil for a letter that is no command atrest reads.
    /// A switch, not a dictionary keyed by UInt8, whose first use searched every conformance in
    /// the binary (a quarter of a million instructions of `status --color always`).
    private static func argumentCount(_ letter: UInt8) -> Int? {
        switch letter | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "t"): 2
        case UInt8(ascii: "h"), UInt8(ascii: "v"): 1
        case UInt8(ascii: "c"): 6
        case UInt8(ascii: "s"), UInt8(ascii: "q"): 4
        case UInt8(ascii: "z"): 0
        default: nil
        }
    }

    /// Reads one argument group for `command` and applies it.
    private mutating func perform(_ command: UInt8) throws(PathParseError) {
        let count = Self.argumentCount(command) ?? 0
        var n: [Double] = []
        n.reserveCapacity(count)
        for index in 0..<count {
            if index == 0 { scanner.skipWhitespace() } else { scanner.skipSeparator() }
            guard let value = try scanner.readNumber() else {
                throw .missingNumber(command: String(decoding: [command], as: UTF8.self), offset: scanner.position)
            }
            n.append(value)
        }
        let relative = command >= UInt8(ascii: "a")
        let base = relative ? point : Point(0, 0)
        func at(_ i: Int) -> Point { Point(base.x + n[i], base.y + n[i + 1]) }

        var cubicControl: Point?
        var quadControl: Point?
        switch command | 0x20 {
        case UInt8(ascii: "m"):
            if let open { subpaths.append(open) }
            point = at(0)
            subpathStart = point
            open = VectorPath.Subpath(start: point)
        case UInt8(ascii: "l"):
            draw(.line(to: at(0)))
        case UInt8(ascii: "h"):
            draw(.line(to: Point(relative ? point.x + n[0] : n[0], point.y)))
        case UInt8(ascii: "v"):
            draw(.line(to: Point(point.x, relative ? point.y + n[0] : n[0])))
        case UInt8(ascii: "c"):
            cubicControl = at(2)
            draw(.cubic(control1: at(0), control2: at(2), to: at(4)))
        case UInt8(ascii: "s"):
            let first = lastCubicControl?.reflected(through: point) ?? point
            cubicControl = at(0)
            draw(.cubic(control1: first, control2: at(0), to: at(2)))
        case UInt8(ascii: "q"):
            quadControl = at(0)
            draw(.quad(control: at(0), to: at(2)))
        case UInt8(ascii: "t"):
            let control = lastQuadControl?.reflected(through: point) ?? point
            quadControl = control
            draw(.quad(control: control, to: at(0)))
        default:  // z
            if var closing = open {
                closing.isClosed = true
                subpaths.append(closing)
                open = nil
            }
            point = subpathStart
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// Appends a segment, starting a new subpath at the current point after a close.
    private mutating func draw(_ segment: VectorPath.Segment) {
        if open == nil { open = VectorPath.Subpath(start: point) }
        open?.segments.append(segment)
        point = segment.end
    }
}
