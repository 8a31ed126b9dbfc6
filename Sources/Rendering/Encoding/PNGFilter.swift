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
        // Each filter is tried in a scratch row; the best so far is kept in the other.
        var trial = [UInt8](repeating: 0, count: stride), best = trial
        rgb.withUnsafeBufferPointer { rgb in
            for y in 0..<height {
                let row = UnsafeBufferPointer(rebasing: rgb[(y * stride)..<((y + 1) * stride)])
                var bestKind = 0, bestSum = Int.max
                zeros.withUnsafeBufferPointer { zeros in
                    let above = y == 0 ? zeros : UnsafeBufferPointer(rebasing: rgb[((y - 1) * stride)..<(y * stride)])
                    for kind in 0..<5 {
                        let sum = trial.withUnsafeMutableBufferPointer { apply(kind, row, above, into: $0) }
                        if sum < bestSum {
                            bestKind = kind
                            bestSum = sum
                            swap(&trial, &best)
                        }
                    }
                }
                let start = y * (stride + 1)
                out[start] = UInt8(bestKind)
                out.replaceSubrange((start + 1)..<(start + 1 + stride), with: best)
            }
        }
        return out
    }

    /// `row` under filter `kind` into `out`, and the sum of the result taken as signed bytes.
    /// Each filter has its own loop, so the compiler can make each one tight.
    private static func apply(_ kind: Int, _ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>,
                              into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let n = row.count
        guard let r = row.baseAddress, let b = above.baseAddress, let o = out.baseAddress else { return 0 }
        // The left neighbour is the same channel 3 bytes back; the first pixel has none (0).
        let first = min(3, n)
        switch kind {
        case 0:
            for x in 0..<n { o[x] = r[x] }
        case 1:
            for x in 0..<first { o[x] = r[x] }
            for x in first..<n { o[x] = r[x] &- r[x - 3] }
        case 2:
            for x in 0..<n { o[x] = r[x] &- b[x] }
        case 3:
            for x in 0..<first { o[x] = r[x] &- b[x] >> 1 }
            for x in first..<n { o[x] = r[x] &- UInt8((UInt16(r[x - 3]) + UInt16(b[x])) >> 1) }
        default:
            for x in 0..<first { o[x] = r[x] &- b[x] }
            for x in first..<n { o[x] = r[x] &- paeth(r[x - 3], b[x], b[x - 3]) }
        }
        var sum = 0
        for x in 0..<n { sum &+= Int(Int8(bitPattern: o[x]).magnitude) }  // at most 128 a byte: no overflow
        return sum
    }

    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb, pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
