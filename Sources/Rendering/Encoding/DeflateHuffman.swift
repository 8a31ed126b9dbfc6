/// The Huffman side of deflate (RFC 1951, 3.2): code lengths from symbol counts, limited to
/// a maximum length, canonical codes from lengths, and the fixed code of block type 1.
enum DeflateHuffman {
    /// Code lengths for `frequencies`, none longer than `limit`. At least two symbols always get
    /// a code (an unused one is added if need be), so every code is complete: a lone one-bit
    /// code is legal for distances only, and some readers refuse it elsewhere.
    static func lengths(_ frequencies: [Int], limit: Int) -> [Int] {
        var frequency = frequencies
        var used = frequency.indices.filter { frequency[$0] > 0 }
        for s in frequency.indices where used.count < 2 && frequency[s] == 0 {
            frequency[s] = 1
            used.append(s)
        }
        // Too deep: halve the counts (every used symbol keeps at least 1) and build again. The
        // tree flattens each time, and with every count 1 it is as shallow as it can be.
        while true {
            let lengths = unlimitedLengths(frequency, used: used)
            if lengths.max() ?? 0 <= limit { return lengths }
            for s in used { frequency[s] = (frequency[s] + 1) / 2 }
        }
    }

    /// A Huffman tree's depths by the two-queue method: leaves sorted by count, and the
    /// joined nodes, which are made in order of weight, so the lightest two are always at a
    /// queue's head.
    private static func unlimitedLengths(_ frequency: [Int], used: [Int]) -> [Int] {
        let leaves = used.sorted { (frequency[$0], $0) < (frequency[$1], $1) }
        let n = leaves.count
        var weight = [Int](repeating: 0, count: 2 * n - 1)
        var parent = [Int](repeating: 0, count: 2 * n - 1)
        for k in 0..<n { weight[k] = frequency[leaves[k]] }
        var nextLeaf = 0, nextNode = n, made = n
        func lightest() -> Int {
            if nextLeaf < n, nextNode >= made || weight[nextLeaf] <= weight[nextNode] {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextNode += 1
            return nextNode - 1
        }
        while made < 2 * n - 1 {
            let a = lightest(), b = lightest()
            weight[made] = weight[a] + weight[b]
            parent[a] = made
            parent[b] = made
            made += 1
        }
        // A parent is always made after its children, so one pass from the root down suffices.
        var depth = [Int](repeating: 0, count: 2 * n - 1)
        for node in stride(from: 2 * n - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        var lengths = [Int](repeating: 0, count: frequency.count)
        for k in 0..<n { lengths[leaves[k]] = depth[k] }
        return lengths
    }

    /// The canonical codes for `lengths` (RFC 1951, 3.2.2), bit-reversed, since deflate sends
    /// a code's first bit first and the bit writer fills bytes from their low end.
    static func codes(_ lengths: [Int]) -> [UInt32] {
        var count = [Int](repeating: 0, count: 16)
        for l in lengths where l > 0 { count[l] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1...15 {
            code = (code + count[bits - 1]) << 1
            next[bits] = code
        }
        return lengths.map { l in
            guard l > 0 else { return 0 }
            var c = next[l], reversed: UInt32 = 0
            next[l] += 1
            for _ in 0..<l {
                reversed = reversed << 1 | UInt32(c & 1)
                c >>= 1
            }
            return reversed
        }
    }

    /// Block type 1's fixed code lengths: literals and lengths, then distances.
    static let fixedLiteralLengths: [Int] = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
    static let fixedDistanceLengths = [Int](repeating: 5, count: 30)
}

/// Bits into bytes, the first bit in each byte's lowest place, as deflate packs them.
struct DeflateBitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count: UInt64 = 0

    /// The low `bits` bits of `value` (at most 32).
    @inline(__always) mutating func write(_ value: UInt32, _ bits: Int) {
        buffer |= UInt64(value) << count
        count += UInt64(bits)
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    mutating func alignToByte() {
        if count > 0 { write(0, Int(8 - count)) }
    }
}
