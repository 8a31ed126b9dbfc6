#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether bytes are JSON as RFC 8259 has it, and nothing looser (nor a lone surrogate,
/// which no text holds).
///
/// atrest's own files are read strictly: `JSONCursor` takes only strict JSON, but a file it
/// declines goes on to `JSONDecoder`, which also takes trailing commas, numbers such as `-01`,
/// raw control characters in strings and more. A file atrest wrote never holds them, so one
/// that does was changed by something else, and is refused as damaged before `JSONDecoder`
/// sees it. (A leading byte-order mark is let through, as RFC 8259 allows; `doctor` notes it.)
package enum StrictJSON {
    /// Where the bytes stop being JSON.
    package struct Problem: Equatable {
        package var reason: String
        package var line: Int
        package var column: Int
        /// The bytes end before the document does: the file was likely cut short.
        package var endsEarly: Bool

        package var description: String { "\(reason) at line \(line), column \(column)" }
    }

    /// Nil when `data` is one strict JSON document; otherwise the first place it is not.
    package static func problem(in data: Data) -> Problem? {
        data.withUnsafeBytes { raw in
            var checker = Checker(bytes: raw)
            return checker.document()
        }
    }

    private struct Checker {
        static let maximumDepth = 64

        let bytes: UnsafeRawBufferPointer
        var index = 0
        var depth = 0

        init(bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        mutating func document() -> Problem? {
            skipSpace()
            guard index < bytes.count else { return problem("there is nothing in it") }
            if let problem = value() { return problem }
            skipSpace()
            return index == bytes.count ? nil : problem("more text follows the end of the document")
        }

        private mutating func value() -> Problem? {
            guard index < bytes.count else { return endsEarly() }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object()
            case UInt8(ascii: "["): return array()
            case UInt8(ascii: "\""):
                var text: [UInt8] = []
                return string(&text)
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            case UInt8(ascii: "n"): return literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
            default: return problem("a value was expected")
            }
        }

        private mutating func object() -> Problem? {
            depth += 1
            guard depth <= Self.maximumDepth else { return problem("it is nested too deeply") }
            index += 1
            skipSpace()
            if take(UInt8(ascii: "}")) { depth -= 1; return nil }
            var keys = Set<[UInt8]>()
            while true {
                skipSpace()
                guard index < bytes.count else { return endsEarly() }
                guard bytes[index] == UInt8(ascii: "\"") else { return problem("a key in quotes was expected") }
                let keyStart = index
                var key: [UInt8] = []
                if let problem = string(&key) { return problem }
                guard keys.insert(key).inserted else {
                    index = keyStart
                    return problem("a key appears twice in one object")
                }
                skipSpace()
                guard index < bytes.count else { return endsEarly() }
                guard take(UInt8(ascii: ":")) else { return problem("a colon was expected after the key") }
                skipSpace()
                if let problem = value() { return problem }
                skipSpace()
                guard index < bytes.count else { return endsEarly() }
                if take(UInt8(ascii: ",")) { continue }
                if take(UInt8(ascii: "}")) { break }
                return problem("a comma or } was expected")
            }
            depth -= 1
            return nil
        }

        private mutating func array() -> Problem? {
            depth += 1
            guard depth <= Self.maximumDepth else { return problem("it is nested too deeply") }
            index += 1
            skipSpace()
            if take(UInt8(ascii: "]")) { depth -= 1; return nil }
            while true {
                skipSpace()
                if let problem = value() { return problem }
                skipSpace()
                guard index < bytes.count else { return endsEarly() }
                if take(UInt8(ascii: ",")) { continue }
                if take(UInt8(ascii: "]")) { break }
                return problem("a comma or ] was expected")
            }
            depth -= 1
            return nil
        }

        /// A string; its contents go to `text` as written, escapes and all, to tell keys apart
        /// (atrest writes no escapes in keys, so two spellings of one key need not meet).
        private mutating func string(_ text: inout [UInt8]) -> Problem? {
            index += 1
            let start = index
            var hasHighBytes = false
            while true {
                guard index < bytes.count else { return endsEarly() }
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    if hasHighBytes {
                        // Valid UTF-8 decodes and encodes back to the same bytes.
                        let slice = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
                        guard String(decoding: slice, as: UTF8.self).utf8.elementsEqual(slice) else {
                            return problem("a string holds bytes that are not UTF-8 text")
                        }
                    }
                    index += 1
                    return nil
                case UInt8(ascii: "\\"):
                    index += 1
                    guard index < bytes.count else { return endsEarly() }
                    let escaped = bytes[index]
                    index += 1
                    if escaped == UInt8(ascii: "u") {
                        guard index + 4 <= bytes.count else { return endsEarly() }
                        for digit in bytes[index..<index + 4] where !Self.isHex(digit) {
                            return problem("a \\u escape needs four hexadecimal digits")
                        }
                        let unit = bytes[index..<index + 4].reduce(0) { $0 << 4 | Self.hexValue($1) }
                        text.append(contentsOf: bytes[(index - 2)..<(index + 4)])
                        index += 4
                        // UTF-16 halves come in pairs: a lone one is no character at all.
                        if (0xDC00..<0xE000).contains(unit) {
                            index -= 6
                            return problem("a string holds half of a character (a lone \\u surrogate)")
                        }
                        if (0xD800..<0xDC00).contains(unit) {
                            let next = index + 6 <= bytes.count ? Array(bytes[index..<index + 6]) : []
                            let low = next.count == 6 && next[0] == UInt8(ascii: "\\") && next[1] == UInt8(ascii: "u")
                                && next[2...].allSatisfy(Self.isHex) && (0xDC00..<0xE000).contains(next[2...].reduce(0) { $0 << 4 | Self.hexValue($1) })
                            guard low else {
                                index -= 6
                                return problem("a string holds half of a character (a lone \\u surrogate)")
                            }
                            text.append(contentsOf: next)
                            index += 6
                        }
                    } else if Self.simpleEscapes.contains(escaped) {
                        text.append(contentsOf: [UInt8(ascii: "\\"), escaped])
                    } else {
                        index -= 2
                        return problem("a string holds an escape JSON does not have")
                    }
                case 0..<0x20:
                    return problem("a string holds a control character that is not escaped")
                default:
                    if byte >= 0x80 { hasHighBytes = true }
                    text.append(byte)
                    index += 1
                }
            }
        }

        private static let simpleEscapes: Set<UInt8> = Set("\"\\/bfnrt".utf8)

        private static func hexValue(_ byte: UInt8) -> Int {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x41...0x46: Int(byte - 0x41 + 10)
        default: Int(byte - 0x61 + 10)
        }
    }

    private static func isHex(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
        }

        private mutating func number() -> Problem? {
            let start = index
            _ = take(UInt8(ascii: "-"))
            let integerStart = index
            let integerDigits = digits()
            guard integerDigits > 0 else { return index < bytes.count ? problem("a number was expected") : endsEarly() }
            if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
                index = start
                return problem("a number may not begin with 0")
            }
            if take(UInt8(ascii: ".")), digits() == 0 {
                return index < bytes.count ? problem("a number needs digits after its point") : endsEarly()
            }
            if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
                _ = take(UInt8(ascii: "+")) || take(UInt8(ascii: "-"))
                if digits() == 0 { return index < bytes.count ? problem("a number needs digits in its exponent") : endsEarly() }
            }
            return nil
        }

        private mutating func digits() -> Int {
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index - start
        }

        private mutating func literal(_ word: StaticString) -> Problem? {
            let count = word.utf8CodeUnitCount
            let available = min(count, bytes.count - index)
            for offset in 0..<available where bytes[index + offset] != word.utf8Start[offset] {
                return problem("a value was expected")
            }
            guard available == count else { return endsEarly() }
            index += count
            return nil
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        private mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        private func endsEarly() -> Problem {
            var found = problem("it ends early")
            found.endsEarly = true
            return found
        }

        /// The problem at the current position, in lines and characters counted from 1.
        private func problem(_ reason: String) -> Problem {
            let end = min(index, bytes.count)
            var line = 1
            var lineStart = 0
            for position in 0..<end where bytes[position] == 0x0A {
                line += 1
                lineStart = position + 1
            }
            // Characters, not bytes: continuation bytes of UTF-8 do not start a column.
            let column = bytes[lineStart..<end].filter { $0 & 0xC0 != 0x80 }.count + 1
            return Problem(reason: reason, line: line, column: column, endsEarly: false)
        }
    }
}
