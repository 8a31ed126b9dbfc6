import Domain
import Foundation
import Testing
import TestRandom

/// The two readers every stored record goes through (an id, an instant), made branch-light
/// for speed: every byte in every place must still be taken or refused as before.
@Suite struct StoredTextReadingTests {
    /// What an id's text must be: 36 bytes, dashes at 8, 13, 18 and 23, hex digits elsewhere.
    private func reference(_ bytes: [UInt8]) -> UUID? {
        guard bytes.count == 36 else { return nil }
        var value = [UInt8]()
        var position = 0
        func digit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        while position < 36 {
            if [8, 13, 18, 23].contains(position) {
                guard bytes[position] == UInt8(ascii: "-") else { return nil }
                position += 1
                continue
            }
            guard let high = digit(bytes[position]), let low = digit(bytes[position + 1]) else { return nil }
            value.append(high << 4 | low)
            position += 2
        }
        return value.withUnsafeBytes { raw in UUID(uuid: raw.loadUnaligned(as: uuid_t.self)) }
    }

    private func parse(_ bytes: [UInt8]) -> UUID? {
        bytes.withUnsafeBytes { UUID.parse(bytes: $0) }
    }

    @Test func everyByteInEveryPlaceOfAnIdIsTakenOrRefusedAsItMustBe() {
        var random = SeededRandom()
        for _ in 0..<3 {
            let id = random.uuid()
            for text in [id.uuidString, id.uuidString.lowercased()] {
                let bytes = Array(text.utf8)
                #expect(parse(bytes) == id)
                for place in bytes.indices {
                    for byte in UInt8.min...UInt8.max {
                        var changed = bytes
                        changed[place] = byte
                        #expect(parse(changed) == reference(changed), "\(text) with \(byte) at \(place); \(random.reproduce)")
                    }
                }
            }
        }
    }

    @Test func aStoredInstantWithAnythingButADigitWhereOneGoesIsRefused() {
        let text = Array("2026-11-20T19:05:42Z".utf8)
        #expect(text.withUnsafeBytes { Timestamp.parse(utf8: $0) }.map(Timestamp.formatUTC) == "2026-11-20T19:05:42Z")
        for place in [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18] {
            for byte in UInt8.min...UInt8.max where !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                var changed = text
                changed[place] = byte
                #expect(changed.withUnsafeBytes { Timestamp.parse(utf8: $0) } == nil, "\(byte) at \(place)")
            }
        }
        // Where any digit makes a date, each is read as itself.
        for place in [2, 3, 15, 18] {
            for digit in UInt8(ascii: "0")...UInt8(ascii: "9") {
                var changed = text
                changed[place] = digit
                let read = changed.withUnsafeBytes { Timestamp.parse(utf8: $0) }
                #expect(read.map(Timestamp.formatUTC) == String(decoding: changed, as: UTF8.self))
            }
        }
    }
}
