/// A coverage mask written as text for a Swift string literal, and read back bit for bit.
///
/// Masks filled at build time are compiled into the binary this way (see `SilhouetteBaker`):
/// `0` is an empty pixel, `1` a full one, and any other value is its `Float` bit pattern in
/// eight letters `a`…`p` (hex with the sixteen digits spelt `a` to `p`). Exact bits, not
/// rounded numbers, keep a baked picture identical to one filled at run time; most pixels of
/// a tree are empty or full, so the text stays small.
extension CoverageMask {
    package var bakedText: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 2)
        for value in values {
            if value == 0, value.sign == .plus {
                bytes.append(UInt8(ascii: "0"))
            } else if value == 1 {
                bytes.append(UInt8(ascii: "1"))
            } else {
                let bits = value.bitPattern
                for shift in stride(from: 28, through: 0, by: -4) {
                    bytes.append(UInt8(ascii: "a") + UInt8((bits >> UInt32(shift)) & 0xF))
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads `text` as written by ``bakedText``; nil unless it holds exactly `width` × `height`
    /// values and nothing else.
    package init?(bakedText text: UnsafeBufferPointer<UInt8>, width: Int, height: Int) {
        guard width >= 0, height >= 0 else { return nil }
        let count = width * height
        var values: [Float] = []
        values.reserveCapacity(count)
        var index = 0
        while index < text.count, values.count < count {
            switch text[index] {
            case UInt8(ascii: "0"):
                values.append(0)
                index += 1
            case UInt8(ascii: "1"):
                values.append(1)
                index += 1
            default:
                guard text.count - index >= 8 else { return nil }
                var bits: UInt32 = 0
                for offset in 0..<8 {
                    let digit = text[index + offset] &- UInt8(ascii: "a")
                    guard digit < 16 else { return nil }
                    bits = bits << 4 | UInt32(digit)
                }
                values.append(Float(bitPattern: bits))
                index += 8
            }
        }
        guard index == text.count, values.count == count else { return nil }
        self.init(width: width, height: height, values: values)
    }
}
