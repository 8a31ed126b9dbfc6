/// A key pressed in a full-screen view, decoded from the bytes a terminal sends.
package enum Key: Sendable, Equatable {
    case character(Character)
    case enter
    case escape
    case backspace
    case up, down, left, right
    case pageUp, pageDown
    /// Ctrl and a letter (`control("c")` is Ctrl-C).
    case control(Character)

    /// Every key in `bytes`, in order. An escape sequence cut short is read as Escape and
    /// what follows it; bytes that are no key are skipped.
    package static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O") {
                    let (key, length) = sequence(bytes, from: index + 2)
                    if let key { keys.append(key) }
                    index += 2 + length
                } else {
                    keys.append(.escape)
                    index += 1
                }
                continue
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
            case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
            default: break
            }
            index += 1
        }
        return keys
    }

    /// The key of a CSI or SS3 sequence whose parameters start at `start`, and how many bytes it used.
    private static func sequence(_ bytes: [UInt8], from start: Int) -> (Key?, Int) {
        var end = start
        // Parameters and intermediates, then one final byte in 0x40...0x7E.
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return (nil, bytes.count - start) }
        let parameters = String(decoding: bytes[start..<end], as: UTF8.self)
        let key: Key? = switch (bytes[end], parameters) {
        case (UInt8(ascii: "A"), _): .up
        case (UInt8(ascii: "B"), _): .down
        case (UInt8(ascii: "C"), _): .right
        case (UInt8(ascii: "D"), _): .left
        case (UInt8(ascii: "~"), "5"): .pageUp
        case (UInt8(ascii: "~"), "6"): .pageDown
        default: nil
        }
        return (key, end - start + 1)
    }
}
