/// PNG's per-row filters (PNG spec, 9): each row is sent as its difference from a neighbour —
/// the pixel to the left (Sub), above (Up), their mean (Average) or Paeth's guess — chosen row
/// by row by the smallest sum of the differences taken as signed bytes, the spec's own
/// suggestion. A gradient's rows then become runs of one small number, which deflate codes in
/// almost nothing.
enum PNGFilter {
    /// RGB rows, 3 bytes a pixel, each preceded by its filter's number.
    static func filter(_ rgb: [UInt8], width: Int, height: Int) -> [UInt8] {
        let stride = width * 3
        var out = [UInt8](repeating: 0, count: height * (stride + 1))
        let zeros = [UInt8](repeating: 0, count: stride)
        rgb.withUnsafeBufferPointer { rgb in
            zeros.withUnsafeBufferPointer { zeros in
                out.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let row = UnsafeBufferPointer(rebasing: rgb[(y * stride)..<((y + 1) * stride)])
                        let above = y == 0 ? zeros : UnsafeBufferPointer(rebasing: rgb[((y - 1) * stride)..<(y * stride)])
                        var best = 0, bestSum = Int.max
                        for kind in 0..<5 {
                            var sum = 0
                            for x in 0..<stride {
                                let v = filtered(kind, row, above, x)
                                sum += v < 128 ? Int(v) : 256 - Int(v)
                            }
                            if sum < bestSum {
                                best = kind
                                bestSum = sum
                            }
                        }
                        let start = y * (stride + 1)
                        out[start] = UInt8(best)
                        for x in 0..<stride { out[start + 1 + x] = filtered(best, row, above, x) }
                    }
                }
            }
        }
        return out
    }

    /// Byte `x` of `row` under filter `kind`; the left neighbour is the same channel 3 bytes back.
    @inline(__always)
    private static func filtered(_ kind: Int, _ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>, _ x: Int) -> UInt8 {
        let value = row[x]
        let a = x >= 3 ? row[x - 3] : 0, b = above[x], c = x >= 3 ? above[x - 3] : 0
        switch kind {
        case 1: return value &- a
        case 2: return value &- b
        case 3: return value &- UInt8((Int(a) + Int(b)) / 2)
        case 4: return value &- paeth(a, b, c)
        default: return value
        }
    }

    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb, pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
