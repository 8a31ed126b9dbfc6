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
                } else if let end = stringEnd(bytes, from: index) {
                    // A terminal's answer (kitty's graphics reply, a DCS or OSC report) is no key.
                    index = end
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

    /// Where the control string (APC `ESC _`, DCS `ESC P`, OSC `ESC ]`) starting at `start`
    /// ends, past its terminator (ST or BEL); nil when it is none, or not ended in `bytes` (then
    /// it is Escape and a key, as typed).
    private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start + 1 < bytes.count, [UInt8(ascii: "_"), UInt8(ascii: "P"), UInt8(ascii: "]")].contains(bytes[start + 1]) else { return nil }
        var index = start + 2
        while index < bytes.count {
            if bytes[index] == 0x07 { return index + 1 }
            if bytes[index] == 0x1B { return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\\") ? index + 2 : nil }
            index += 1
        }
        return nil
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
