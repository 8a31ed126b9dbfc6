@testable import Domain
import Foundation
import Testing

/// `UUID.parse` looks digits up in a table: every byte is read as Foundation reads it.
@Suite struct UUIDHexDigitsTests {
    @Test func theTableHoldsEveryByte() {
        #expect(UUID.hexDigits.utf8CodeUnitCount == 256)
    }

    @Test func eachByteInEachPlaceIsADigitExactlyWhenFoundationSaysSo() {
        let id = "3f9a2c1e-0b4d-4e8f-9a7b-c6d5e4f3a2b1"
        for place in [0, 7, 9, 35] {
            for byte in UInt8(0)...UInt8(255) {
                var bytes = Array(id.utf8)
                bytes[place] = byte
                let parsed = bytes.withUnsafeBytes { UUID.parse(bytes: $0) }
                let isDigit = (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
                #expect((parsed != nil) == isDigit, "byte \(byte) at \(place)")
                if isDigit, let text = String(bytes: bytes, encoding: .utf8) {
                    #expect(parsed == UUID(uuidString: text))
                }
            }
        }
    }
}
