import Foundation
@testable import Interchange
import Testing

/// An import file that is JSON in plain UTF-8 is read as its own bytes (`plainJSON`), and
/// only when decoding it into text and back would give the same bytes.
@Suite struct PlainJSONTests {
    /// Well-formed and ill-formed sequences at every edge of table 3-7.
    static let edges: [[UInt8]] = [
        [0x41], [0x7F], [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xC2],
        [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xE0, 0xA0, 0x80], [0xE1, 0x80, 0x80], [0xEC, 0xBF, 0xBF],
        [0xED, 0x80, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF],
        [0xE1, 0x80], [0xE1, 0xC0, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF3, 0xBF, 0xBF, 0xBF],
        [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF0, 0x90, 0x80], [0xFF], [0xFE],
    ]

    static func agrees(_ bytes: [UInt8]) -> Bool {
        let valid = bytes.withUnsafeBytes { UTF8Validity.isValid($0) }
        return valid == (String(validating: bytes, as: UTF8.self) != nil)
    }

    @Test func validityAgreesWithTheStandardLibrary() {
        for edge in Self.edges {
            // Alone, after ASCII long enough for the eight-byte steps, and before more text.
            for bytes in [edge, Array("0123456789abcdef".utf8) + edge, edge + Array("0123456789abcdef".utf8), Array("abc".utf8) + edge + edge] {
                #expect(Self.agrees(bytes), "\(bytes.map { String($0, radix: 16) })")
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...24, using: &generator)
            // Mostly text, with bytes of every kind among it.
            let bytes = (0..<count).map { _ in Bool.random(using: &generator) ? UInt8.random(in: 0x20...0x7E, using: &generator) : UInt8.random(in: 0...255, using: &generator) }
            #expect(Self.agrees(bytes), "\(bytes.map { String($0, radix: 16) })")
        }
    }

    static let document = Data(#"{"format": "atrest-export", "version": 1, "sessions": [], "water": [], "note": "café — ✓ 𝄞"}"#.utf8)

    @Test func plainJSONIsItsOwnBytes() throws {
        for raw in [Self.document, Data(" \n\t".utf8) + Self.document, Data("[1, 2]".utf8)] {
            #expect(ImportFormat.Content.plainJSON(raw) == raw)
            let content = try ImportFormat.Content(raw)
            #expect(content.kind == .json)
            #expect(content.utf8 == raw)
            #expect(content.text == String(decoding: raw, as: UTF8.self))
        }
    }

    /// Whatever decoding could change goes the general way, and reads as it did.
    @Test func anythingElseIsDecoded() throws {
        var invalid = Self.document
        invalid.insert(0xFF, at: invalid.count - 3)
        let others: [Data] = [
            Data([0xEF, 0xBB, 0xBF]) + Self.document,
            Data("\r\n".utf8) + Self.document,
            Data("{\u{301}}".utf8),
            invalid,
            Data(String(decoding: Self.document, as: UTF8.self).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            Data("{".utf8),
        ]
        for raw in others {
            #expect(ImportFormat.Content.plainJSON(raw) == nil, "\(Array(raw.prefix(8)))")
            let content = try ImportFormat.Content(raw)
            #expect(content.utf8 == Data(ImportFormat.Content.decoded([UInt8](raw)).utf8))
        }
    }
}
