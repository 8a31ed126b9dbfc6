/// The first `<path>` element of an SVG document: its `d` and `fill-rule` attributes.
///
/// The tree files are our own and simple, so a full XML parser would be more than they need;
/// this reads attributes of one element carefully enough never to fail on odd input.
struct SVGPathElement: Sendable, Equatable {
    let data: String
    let fillRule: FillRule

    /// Finds the first `<path …>` in `document`; nil if there is none or it has no `d`.
    init?(document: String) {
        guard let open = document.range(of: "<path") else { return nil }
        let rest = document[open.upperBound...]
        let end = rest.firstIndex(of: ">") ?? rest.endIndex
        let attributes = Self.attributes(in: rest[..<end])
        guard let d = attributes["d"] else { return nil }
        data = d
        fillRule = attributes["fill-rule"].flatMap(FillRule.init(rawValue:)) ?? .nonzero
    }

    /// `name="value"` (or single-quoted) pairs; anything malformed simply ends the scan.
    private static func attributes(in text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = text[...]
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: { $0.isWhitespace || $0 == "/" }).last.map(String.init)
            var afterEquals = rest[rest.index(after: equals)...].drop(while: \.isWhitespace)
            guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { break }
            afterEquals = afterEquals.dropFirst()
            guard let close = afterEquals.firstIndex(of: quote) else { break }
            if let name { result[name] = String(afterEquals[..<close]) }
            rest = afterEquals[afterEquals.index(after: close)...]
        }
        return result
    }
}
