/// A small deflate compressor (RFC 1951) in a zlib wrapper (RFC 1950), since atrest links no
/// compression library. LZ77 finds repeats through a hash of the next 3 bytes with a bounded
/// chain of earlier places in the 32 KB window; `DeflateBlock` codes each run of tokens.
enum Deflate {
    /// How many earlier places with the same hash are tried: filtered picture rows repeat
    /// close by, so a short chain finds nearly all a long one would, at a fraction of the time.
    static let maxChain = 16
    /// Tokens per block: enough for the codes' header to cost little, few enough that a block's
    /// codes follow the picture as it changes from sky to trees.
    static let blockTokens = 32768
    /// Matches shorter than this are checked against the next place's (lazy matching).
    static let lazyLimit = 32
    private static let window = 32768
    private static let hashBits = 15

    /// `data` as a zlib stream.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var out = DeflateBitWriter()
        out.bytes.reserveCapacity(data.count / 4 + 64)
        out.bytes += [0x78, 0x5E]  // deflate, 32 KB window, "fast" level; 0x785E is a multiple of 31
        compress(data, to: &out)
        out.alignToByte()
        PNGEncoder.appendBigEndian(PNGEncoder.adler32(data), to: &out.bytes)
        return out.bytes
    }

    /// `data` as raw deflate blocks, the last one marked final.
    static func compress(_ data: [UInt8], to out: inout DeflateBitWriter) {
        let n = data.count
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        var previous = [Int32](repeating: -1, count: window)
        var tokens: [UInt32] = []
        tokens.reserveCapacity(blockTokens)
        var blockStart = 0, i = 0
        data.withUnsafeBufferPointer { d in
            head.withUnsafeMutableBufferPointer { head in
                previous.withUnsafeMutableBufferPointer { previous in
                    /// Records place `p` (which has 3 bytes ahead) and gives the last place with its hash.
                    @inline(__always) func insert(_ p: Int) -> Int {
                        let key = (UInt32(d[p]) << 16 | UInt32(d[p + 1]) << 8 | UInt32(d[p + 2])) &* 2_654_435_761
                        let h = Int(key >> UInt32(32 - hashBits))
                        let last = head[h]
                        previous[p & (window - 1)] = last
                        head[h] = Int32(p)
                        return Int(last)
                    }
                    /// The longest match for place `p` (after recording it), 0 when there is none.
                    func longest(_ p: Int) -> (length: Int, distance: Int) {
                        guard p + 2 < n else { return (0, 0) }
                        var bestLength = 0, bestDistance = 0
                        var candidate = insert(p)
                        let maxLength = min(258, n - p)
                        var chain = maxChain
                        while candidate >= 0, p - candidate <= window, chain > 0 {
                            // The byte that would make this match the longest yet is checked first.
                            if d[candidate + bestLength] == d[p + bestLength] {
                                var l = 0
                                while l < maxLength, d[candidate + l] == d[p + l] { l += 1 }
                                if l > bestLength {
                                    bestLength = l
                                    bestDistance = p - candidate
                                    if l == maxLength { break }
                                }
                            }
                            // A slot overwritten by a newer place ends the chain: places only go back.
                            let next = Int(previous[candidate & (window - 1)])
                            if next >= candidate { break }
                            candidate = next
                            chain -= 1
                        }
                        return (bestLength, bestDistance)
                    }
                    func flushIfFull() {
                        guard tokens.count >= blockTokens, i < n else { return }
                        DeflateBlock.write(tokens, raw: data[blockStart..<i], last: false, to: &out)
                        tokens.removeAll(keepingCapacity: true)
                        blockStart = i
                    }
                    var match = longest(0)
                    while i < n {
                        var recorded = i + 1
                        // Lazy matching, as zlib does: a longer match one place on is worth a literal.
                        if match.length >= 3, match.length < lazyLimit, i + 1 < n {
                            let later = longest(i + 1)
                            recorded = i + 2
                            if later.length > match.length {
                                tokens.append(UInt32(d[i]))
                                i += 1
                                match = later
                                flushIfFull()
                                continue
                            }
                        }
                        if match.length >= 3 {
                            tokens.append(UInt32(match.length) << 16 | UInt32(match.distance))
                            for p in recorded..<(i + match.length) where p + 2 < n { _ = insert(p) }
                            i += match.length
                        } else {
                            tokens.append(UInt32(d[i]))
                            i += 1
                        }
                        flushIfFull()
                        if i < n { match = longest(i) }
                    }
                }
            }
        }
        DeflateBlock.write(tokens, raw: data[blockStart..<n], last: true, to: &out)
    }
}
