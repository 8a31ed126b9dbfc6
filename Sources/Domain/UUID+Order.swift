import Foundation

extension UUID {
    /// Whether `a` sorts before `b` in the order of their `uuidString`s, without making them.
    ///
    /// Records are ordered by time and then by id, so that equal times still sort the same
    /// everywhere. Comparing `uuidString`s cost two formatted strings per comparison (on Linux,
    /// each through `sprintf`), which made sorting ten years of history a visible share of
    /// every command; the bytes compare the same way, since the text is their hex in order.
    package static func precedes(_ a: UUID, _ b: UUID) -> Bool {
        withUnsafeBytes(of: a.uuid) { left in
            withUnsafeBytes(of: b.uuid) { right in
                for index in 0..<16 where left[index] != right[index] {
                    return left[index] < right[index]
                }
                return false
            }
        }
    }

    /// The id in lower case (`3f9a2c1e-…`), as atrest shows ids, without `sprintf`.
    package var lowercaseText: String {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(36)
        withUnsafeBytes(of: uuid) { bytes in
            for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { text.append(UInt8(ascii: "-")) }
                text.append(digits[Int(byte >> 4)])
                text.append(digits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
