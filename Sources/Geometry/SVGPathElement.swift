/// The first `<path>` element of an SVG document: its `d` and `fill-rule` attributes, and
/// `data-largest-size` (a drawing made for small sizes says up to which it is drawn).
///
/// The tree files are our own and simple, so a full XML parser would be more than they need;
/// this reads attributes of one element carefully enough never to fail on odd input. It
/// works on the UTF-8 bytes: walking the text by `Character` made reading one tree a fifth
/// of the time of `atrest status`.
struct SVGPathElement: Sendable, Equatable {
    let data: String
    let fillRule: FillRule
    let largestSize: Int?

    /// Finds the first `<path …>` in `document`; nil if there is none or it has no `d`.
    init?(document: String) {
        let bytes = Array(document.utf8)
        let opening = Array("<path".utf8)
        guard bytes.count >= opening.count,
              let open = (0...(bytes.count - opening.count)).first(where: { bytes[$0..<($0 + opening.count)].elementsEqual(opening) })
        else { return nil }
        let start = open + opening.count
        let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.endIndex
        let attributes = Self.attributes(in: bytes[start..<end])
        guard let d = attributes.d else { return nil }
        data = d
        fillRule = attributes.fillRule.flatMap(FillRule.init(rawValue:)) ?? .nonzero
        largestSize = attributes.largestSize.flatMap { Int($0) }
    }

    /// The values of `d`, `fill-rule` and `data-largest-size` among the `name="value"` (or single-quoted) pairs, the
    /// last where one is given twice; anything malformed simply ends the scan.
    ///
    /// Only these two are kept, and names are compared as bytes: a dictionary keyed by String
    /// and splitting into an array of slices had the runtime search every conformance in the
    /// binary and build types from their names, a tenth of `status --color always`.
    private static func attributes(in text: ArraySlice<UInt8>) -> (d: String?, fillRule: String?, largestSize: String?) {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func isSeparator(_ byte: UInt8) -> Bool { isSpace(byte) || byte == UInt8(ascii: "/") }
        var d: String?
        var fillRule: String?
        var largestSize: String?
        var rest = text
        while let equals = rest.firstIndex(of: UInt8(ascii: "=")) {
            // The name: the last run of bytes before `=` that holds no space or slash.
            var nameEnd = equals
            while nameEnd > rest.startIndex, isSeparator(rest[nameEnd - 1]) { nameEnd -= 1 }
            var nameStart = nameEnd
            while nameStart > rest.startIndex, !isSeparator(rest[nameStart - 1]) { nameStart -= 1 }
            let name = rest[nameStart..<nameEnd]
            var afterEquals = rest[(equals + 1)...].drop(while: isSpace)
            guard let quote = afterEquals.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { break }
            afterEquals = afterEquals.dropFirst()
            guard let close = afterEquals.firstIndex(of: quote) else { break }
            if name.elementsEqual("d".utf8) {
                d = String(decoding: afterEquals[..<close], as: UTF8.self)
            } else if name.elementsEqual("fill-rule".utf8) {
                fillRule = String(decoding: afterEquals[..<close], as: UTF8.self)
            } else if name.elementsEqual("data-largest-size".utf8) {
                largestSize = String(decoding: afterEquals[..<close], as: UTF8.self)
            }
            rest = afterEquals[(close + 1)...]
        }
        return (d, fillRule, largestSize)
    }
}
