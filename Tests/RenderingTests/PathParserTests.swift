import Testing
import TestRandom
import Geometry
import Rendering

@Suite struct PathParserTests {
    typealias Segment = VectorPath.Segment

    private func parse(_ d: String) throws -> VectorPath { try PathParser.parse(d) }

    private func only(_ d: String) throws -> VectorPath.Subpath {
        let path = try parse(d)
        return try #require(path.subpaths.count == 1 ? path.subpaths.first : nil)
    }

    @Test func absoluteLinesAndClose() throws {
        let subpath = try only("M10 20 L30 40 H50 V60 Z")
        #expect(subpath.start == Point(10, 20))
        #expect(subpath.segments == [.line(to: Point(30, 40)), .line(to: Point(50, 40)), .line(to: Point(50, 60))])
        #expect(subpath.isClosed)
    }

    @Test func relativeLinesMoveFromTheCurrentPoint() throws {
        let subpath = try only("m10 20 l5 5 h-10 v-20 z")
        #expect(subpath.start == Point(10, 20))
        #expect(subpath.segments == [.line(to: Point(15, 25)), .line(to: Point(5, 25)), .line(to: Point(5, 5))])
    }

    @Test func cubicAbsoluteAndRelative() throws {
        let absolute = try only("M0 0 C10 0 20 10 20 20")
        #expect(absolute.segments == [.cubic(control1: Point(10, 0), control2: Point(20, 10), to: Point(20, 20))])
        let relative = try only("M5 5 c10 0 20 10 20 20")
        #expect(relative.segments == [.cubic(control1: Point(15, 5), control2: Point(25, 15), to: Point(25, 25))])
    }

    @Test func smoothCubicReflectsThePreviousControlPoint() throws {
        let subpath = try only("M0 0 C0 10 10 10 10 0 S20 -10 20 0")
        #expect(subpath.segments.last == .cubic(control1: Point(10, -10), control2: Point(20, -10), to: Point(20, 0)))
        // After a non-cubic, the first control point is the current point.
        let alone = try only("M0 0 L10 0 s10 10 10 0")
        #expect(alone.segments.last == .cubic(control1: Point(10, 0), control2: Point(20, 10), to: Point(20, 0)))
    }

    @Test func quadraticAndSmoothQuadratic() throws {
        let subpath = try only("M0 0 Q10 10 20 0 T40 0 t20 0")
        #expect(subpath.segments == [
            .quad(control: Point(10, 10), to: Point(20, 0)),
            .quad(control: Point(30, -10), to: Point(40, 0)),
            .quad(control: Point(50, 10), to: Point(60, 0)),
        ])
        let relative = try only("M10 10 q10 10 20 0")
        #expect(relative.segments == [.quad(control: Point(20, 20), to: Point(30, 10))])
    }

    @Test func implicitRepeatsFollowTheCommand() throws {
        // Extra pairs after a move-to are line-tos; after other commands they repeat the command.
        let subpath = try only("M0 0 10 0 10 10 h5 5 c1 1 2 2 3 3 1 1 2 2 3 3")
        #expect(subpath.segments.count == 6)
        #expect(subpath.segments[0] == .line(to: Point(10, 0)))
        #expect(subpath.segments[1] == .line(to: Point(10, 10)))
        #expect(subpath.segments[3] == .line(to: Point(20, 10)))
        #expect(subpath.segments[5] == .cubic(control1: Point(24, 14), control2: Point(25, 15), to: Point(26, 16)))
        let relative = try only("m1 1 2 2 3 3")
        #expect(relative.segments == [.line(to: Point(3, 3)), .line(to: Point(6, 6))])
    }

    @Test(arguments: [
        ("M-1.5e2,.5.5.5", Point(-150, 0.5), Point(0.5, 0.5)),
        ("M1E1-2L+3-4", Point(10, -2), Point(3, -4)),
        ("M 1 , 2\tL\n3.25\r-.75", Point(1, 2), Point(3.25, -0.75)),
        ("M0.5.5L1e-1 2.e0", Point(0.5, 0.5), Point(0.1, 2)),
    ])
    func numbersInEveryForm(_ d: String, _ start: Point, _ end: Point) throws {
        let path = try parse(d)
        let first = try #require(path.subpaths.first)
        #expect(first.start == start)
        #expect((first.segments.last?.end ?? first.start) == end)
    }

    @Test func aSecondDecimalPointStartsTheNextNumber() throws {
        let path = try parse("M.5.5.5.5")
        #expect(path.subpaths.first?.start == Point(0.5, 0.5))
        #expect(path.subpaths.first?.segments == [.line(to: Point(0.5, 0.5))])
        // "-1.5e2,.5.5" is three numbers: the move-to takes two, and the third lacks a partner.
        #expect(throws: PathParseError.missingNumber(command: "L", offset: 12)) { try parse("M-1.5e2,.5.5") }
    }

    @Test func closeReturnsToTheSubpathStartAndDrawingContinuesFromThere() throws {
        let path = try parse("M10 10 L20 10 Z l0 10")
        #expect(path.subpaths.count == 2)
        #expect(path.subpaths[1].start == Point(10, 10))
        #expect(path.subpaths[1].segments == [.line(to: Point(10, 20))])
    }

    @Test func compoundPathsKeepEverySubpath() throws {
        let path = try parse("M0 0h10v10h-10z M20 20h5v5h-5z m10 0 h1 v1 z")
        #expect(path.subpaths.count == 3)
        #expect(path.subpaths[2].start == Point(30, 20))
    }

    @Test func emptyAndBlankDataAreAnEmptyPath() throws {
        #expect(try parse("").subpaths.isEmpty)
        #expect(try parse("  \n\t").subpaths.isEmpty)
    }

    @Test(arguments: [
        ("L10 10", PathParseError.expectedMoveTo(offset: 0)),
        ("10 10", PathParseError.expectedMoveTo(offset: 0)),
        ("M10", PathParseError.missingNumber(command: "M", offset: 3)),
        ("M10 10 L", PathParseError.missingNumber(command: "L", offset: 8)),
        ("M10 10 A5 5 0 0 1 10 10", PathParseError.unsupportedCommand("A", offset: 7)),
        ("M10 10 Z 5", PathParseError.unexpectedCharacter(offset: 9)),
        ("M10 10 #", PathParseError.unexpectedCharacter(offset: 7)),
        ("M10,,10", PathParseError.missingNumber(command: "M", offset: 4)),
        ("M10 10, L5 5", PathParseError.unexpectedCharacter(offset: 8)),
        ("M1e999 0", PathParseError.numberOutOfRange(offset: 1)),
        ("M- 1 2", PathParseError.missingNumber(command: "M", offset: 1)),
        ("M1 2 L3 4e", PathParseError.unsupportedCommand("e", offset: 9)),
    ])
    func malformedDataIsAnError(_ d: String, _ expected: PathParseError) {
        #expect(throws: expected) { try PathParser.parse(d) }
    }

    /// Numbers of up to 15 digits without an exponent are read by an exact path of the
    /// scanner's own (PathScanner.readNumber); each must be the very Double the standard
    /// library reads from the same text, as must the rest (more digits, exponents).
    @Test func numbersReadAsTheStandardLibraryReadsThem() throws {
        var random = SeededRandom()
        var texts = ["0", "-0", "+0", "0.5", ".5", "-.5", "5.", "1024", "967.999999999999", "0.1", "0.2", "0.3",
                     "123456789012345", "1234567890123456", "0.000000000000000000001", "9007199254740993", "1e3", "2.5E-3", "-7e+2"]
        for _ in 0..<2000 {
            let whole = String(Int.random(in: 0...99_999, using: &random))
            let fraction = String(UInt64.random(in: 0...999_999_999_999, using: &random)).prefix(Int.random(in: 0...12, using: &random))
            let sign = ["", "-", "+"].randomElement(using: &random) ?? ""
            texts.append(sign + whole + (fraction.isEmpty ? "" : "." + fraction))
        }
        for text in texts {
            let start = try only("M\(text) 0").start.x
            let expected = try #require(Double(text))
            // An absolute move adds its numbers to (0, 0), which makes -0 into 0.
            #expect(start.bitPattern == (0.0 + expected).bitPattern, "\(text): \(start) where \(expected)")
        }
    }

    @Test func arbitraryInputNeverTraps() {
        // A small fuzz: every string either parses or throws, and parsed paths flatten and
        // fill without trouble.
        let alphabet = Array("MmLlHhVvCcSsQqTtZzAa0123456789.-+eE, \n#é")
        var random = SeededRandom()
        var parsed = 0, refused = 0
        for _ in 0..<3000 {
            let text = String((0..<Int.random(in: 0..<40, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? " " })
            if let path = try? PathParser.parse(text) {
                parsed += 1
                let polygons = path.polygons(placement: Placement(scale: 0.5), tolerance: 0.1)
                _ = Rasterizer.fill(polygons, width: 8, height: 8, rule: .evenodd)
            } else {
                refused += 1
            }
        }
        // Both ways are taken, or the texts tried nothing.
        #expect(parsed > 0 && refused > 0, "\(parsed) parsed, \(refused) refused; \(random.reproduce)")
    }

    @Test func hugeCoordinatesStayBounded() throws {
        let path = try parse("M-1e300 -1e300 C1e300 0 0 1e300 1e300 1e300 L0 1e-300 Z")
        let polygons = path.polygons(placement: Placement(scale: 1e10), tolerance: 0.001)
        #expect(polygons.allSatisfy { $0.count <= 1 + 256 + 1 })
        let mask = Rasterizer.fill(polygons, width: 4, height: 4, rule: .nonzero)
        #expect(mask.values.allSatisfy { $0 >= 0 && $0 <= 1 })
    }
}
