#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why some bytes are not JSON, and where: a person can open the file at that line.
package struct JSONSyntaxError: Error, Equatable, Sendable {
    package var reason: String
    package var line: Int
    package var column: Int
    /// The bytes end before the document does: the file was likely cut short.
    package var endsEarly = false

    /// `not JSON at line 3, column 14: a comma or } was expected`
    package var description: String {
        "not JSON at line \(line), column \(column): \(reason)"
    }
}

extension JSONValue {
    /// Reads a JSON document (RFC 8259) strictly, keeping object keys in their order.
    ///
    /// Written for files from elsewhere rather than for speed: numbers are kept exact (an
    /// integer as `Int`, anything else as a finite `Double`), a key repeated within one
    /// object is refused instead of silently dropped, nesting is limited so a hostile file
    /// cannot exhaust the stack, and every refusal says where it happened. A leading UTF-8
    /// byte-order mark is skipped.
    package static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: [UInt8](data))
        return try reader.document()
    }
}

private struct JSONReader {
    static let maximumDepth = JSONCursor.maximumDepth

    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func document() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw problem("there is nothing in it") }
        let value = try self.value()
        skipWhitespace()
        guard index == bytes.count else { throw problem("more text follows the end of the document") }
        return value
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw problem("it ends early; it may be cut short", endsEarly: true) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw problem("a value was expected")
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        var members: [(String, JSONValue)] = []
        // The keys so far, to refuse one given twice: looked for along `members` while the
        // object is small (as nearly every one is; cheaper than hashing each key), in a set
        // once it is large, so a hostile file with a million keys takes no quadratic time.
        var keys: Set<String>?
        skipWhitespace()
        if take(UInt8(ascii: "}")) { depth -= 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw (index < bytes.count ? problem("a key in quotes was expected") : problem("it ends early; it may be cut short", endsEarly: true))
            }
            let keyStart = index
            let key = try string()
            if members.count == 16 { keys = Set(members.map(\.0)) }
            guard keys?.insert(key).inserted ?? !members.contains(where: { $0.0 == key }) else {
                index = keyStart
                throw problem("the key \"\(key.prefix(40))\" appears twice in one object")
            }
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { throw problem("a colon was expected after the key") }
            skipWhitespace()
            members.append((key, try value()))
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            if take(UInt8(ascii: "}")) { break }
            throw (index < bytes.count ? problem("a comma or } was expected") : problem("it ends early; it may be cut short", endsEarly: true))
        }
        depth -= 1
        return .object(members)
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if take(UInt8(ascii: "]")) { depth -= 1; return .array(values) }
        while true {
            skipWhitespace()
            values.append(try value())
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            if take(UInt8(ascii: "]")) { break }
            throw (index < bytes.count ? problem("a comma or ] was expected") : problem("it ends early; it may be cut short", endsEarly: true))
        }
        depth -= 1
        return .array(values)
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw problem("it is nested too deeply") }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1  // the opening quote
        // Most strings hold no escape: such a one is taken whole from the bytes it spans.
        let start = index
        var highBits: UInt8 = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            highBits |= bytes[index]
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return try decoded(bytes[start..<index - 1], ascii: highBits < 0x80)
        }
        // An escape, a control character or the end: on byte by byte.
        var text = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw problem("a string does not end; the file may be cut short", endsEarly: true) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return try decoded(text[...], ascii: false)
            case UInt8(ascii: "\\"):
                index += 1
                try escape(into: &text)
            case 0..<0x20:
                throw problem("a string holds a control character; it needs to be escaped")
            default:
                text.append(byte)
                index += 1
            }
        }
    }

    /// The text of a string's bytes, refused when they are not UTF-8.
    private func decoded(_ text: ArraySlice<UInt8>, ascii: Bool) throws(JSONSyntaxError) -> String {
        let decoded = String(decoding: text, as: UTF8.self)
        // Valid UTF-8 decodes and encodes back to the same bytes; anything else is replaced.
        // ASCII is always valid.
        guard ascii || decoded.utf8.elementsEqual(text) else {
            throw problem("a string holds bytes that are not UTF-8 text")
        }
        return decoded
    }

    private mutating func escape(into text: inout [UInt8]) throws(JSONSyntaxError) {
        guard index < bytes.count else { throw problem("a string does not end; the file may be cut short", endsEarly: true) }
        let byte = bytes[index]
        index += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
            UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let plain = simple[byte] {
            text.append(plain)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw problem("a string holds an escape JSON does not have") }
        var scalar = try hex4()
        if (0xD800...0xDBFF).contains(scalar) {
            // A high surrogate must be followed by its low half: \uD83C\uDF32 is one character.
            guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else { throw problem("a string holds half a character") }
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw problem("a string holds half a character") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalar) {
            throw problem("a string holds half a character")
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw problem("a string holds an escape JSON does not have") }
        text.append(contentsOf: Array(String(Character(unicode)).utf8))
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw problem("a string does not end; the file may be cut short", endsEarly: true) }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw problem("a \\u escape needs four hexadecimal digits")
            }
            value = value * 16 + UInt32(digit)
        }
        index += 4
        return value
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        _ = take(UInt8(ascii: "-"))
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw problem("a number was expected") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            index = start
            throw problem("a number may not begin with 0")
        }
        var isInteger = true
        if take(UInt8(ascii: ".")) {
            isInteger = false
            guard digits() > 0 else { throw problem("a number needs digits after its point") }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            isInteger = false
            _ = take(UInt8(ascii: "+")) || take(UInt8(ascii: "-"))
            guard digits() > 0 else { throw problem("a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .int(integer) }
        guard let value = Double(text), value.isFinite else {
            index = start
            throw problem("the number \(text.prefix(40)) is too large to read")
        }
        return .double(value)
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw problem("a value was expected")
        }
        index += expected.count
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The problem at the current position, counted in lines and characters from 1.
    private func problem(_ reason: String, endsEarly: Bool = false) -> JSONSyntaxError {
        let end = min(index, bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<end where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        // Count characters, not bytes: continuation bytes of UTF-8 do not start a column.
        let column = bytes[lineStart..<end].filter { $0 & 0xC0 != 0x80 }.count + 1
        return JSONSyntaxError(reason: reason, line: line, column: column, endsEarly: endsEarly)
    }
}
