/// The first `<path>` element of an SVG document: its `d` and `fill-rule` attributes.
///
/// The tree files are our own and simple, so a full XML parser would be more than they need;
/// this reads attributes of one element carefully enough never to fail on odd input. It
/// works on the UTF-8 bytes: walking the text by `Character` made reading one tree a fifth
/// of the time of `atrest status`.
struct SVGPathElement: Sendable, Equatable {
    let data: String
    let fillRule: FillRule

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
        guard let d = attributes["d"] else { return nil }
        data = d
        fillRule = attributes["fill-rule"].flatMap(FillRule.init(rawValue:)) ?? .nonzero
    }

    /// `name="value"` (or single-quoted) pairs; anything malformed simply ends the scan.
    private static func attributes(in text: ArraySlice<UInt8>) -> [String: String] {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var result: [String: String] = [:]
        var rest = text
        while let equals = rest.firstIndex(of: UInt8(ascii: "=")) {
            let name = rest[..<equals].split(whereSeparator: { isSpace($0) || $0 == UInt8(ascii: "/") }).last
                .map { String(decoding: $0, as: UTF8.self) }
            var afterEquals = rest[(equals + 1)...].drop(while: isSpace)
            guard let quote = afterEquals.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { break }
            afterEquals = afterEquals.dropFirst()
            guard let close = afterEquals.firstIndex(of: quote) else { break }
            if let name { result[name] = String(decoding: afterEquals[..<close], as: UTF8.self) }
            rest = afterEquals[(close + 1)...]
        }
        return result
    }
}
