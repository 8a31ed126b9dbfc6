/// One deflate block from LZ77 tokens (RFC 1951, 3.2.3–3.2.7), in whichever of the three forms
/// is smallest: dynamic Huffman codes made for these tokens, the fixed codes, or the bytes
/// stored as they are (noise does not compress, and stored costs it 5 bytes in 65,535).
///
/// A token is a literal byte (below 256) or a match, `length << 16 | distance`.
enum DeflateBlock {
    static func write(_ tokens: [UInt32], raw: ArraySlice<UInt8>, last: Bool, to out: inout DeflateBitWriter) {
        var literalCount = [Int](repeating: 0, count: 286)
        var distanceCount = [Int](repeating: 0, count: 30)
        var extraBits = 0
        literalCount[256] = 1
        for t in tokens {
            if t < 256 {
                literalCount[Int(t)] += 1
            } else {
                let l = Int(lengthCode[Int(t >> 16)]), d = Int(distanceCode[Int(t & 0xFFFF)])
                literalCount[257 + l] += 1
                distanceCount[d] += 1
                extraBits += lengthExtra[l] + distanceExtra[d]
            }
        }
        let literalLengths = DeflateHuffman.lengths(literalCount, limit: 15)
        let distanceLengths = DeflateHuffman.lengths(distanceCount, limit: 15)
        let header = DynamicHeader(literalLengths, distanceLengths)
        func cost(_ literal: [Int], _ distance: [Int]) -> Int {
            var bits = extraBits
            for s in 0..<286 { bits += literalCount[s] * literal[s] }
            for s in 0..<30 { bits += distanceCount[s] * distance[s] }
            return bits
        }
        let dynamic = 3 + header.bits + cost(literalLengths, distanceLengths)
        let fixed = 3 + cost(DeflateHuffman.fixedLiteralLengths, DeflateHuffman.fixedDistanceLengths)
        let stored = raw.isEmpty ? Int.max : (raw.count + 5 * ((raw.count + 65534) / 65535)) * 8 + 10
        if stored < min(dynamic, fixed) {
            writeStored(raw, last: last, to: &out)
        } else if dynamic < fixed {
            out.write(last ? 1 : 0, 1)
            out.write(2, 2)
            header.write(to: &out)
            writeTokens(tokens, literalLengths, distanceLengths, to: &out)
        } else {
            out.write(last ? 1 : 0, 1)
            out.write(1, 2)
            writeTokens(tokens, DeflateHuffman.fixedLiteralLengths, DeflateHuffman.fixedDistanceLengths, to: &out)
        }
    }

    private static func writeStored(_ raw: ArraySlice<UInt8>, last: Bool, to out: inout DeflateBitWriter) {
        var start = raw.startIndex
        repeat {
            let length = min(65535, raw.endIndex - start)
            let final = last && start + length == raw.endIndex
            out.write(final ? 1 : 0, 1)
            out.write(0, 2)
            out.alignToByte()
            out.write(UInt32(length), 16)
            out.write(UInt32(~length & 0xFFFF), 16)
            out.bytes += raw[start..<(start + length)]
            start += length
        } while start < raw.endIndex
    }

    private static func writeTokens(_ tokens: [UInt32], _ literalLengths: [Int], _ distanceLengths: [Int], to out: inout DeflateBitWriter) {
        let literalCodes = DeflateHuffman.codes(literalLengths)
        let distanceCodes = DeflateHuffman.codes(distanceLengths)
        for t in tokens {
            if t < 256 {
                out.write(literalCodes[Int(t)], literalLengths[Int(t)])
                continue
            }
            let length = Int(t >> 16), distance = Int(t & 0xFFFF)
            let l = Int(lengthCode[length]), d = Int(distanceCode[distance])
            out.write(literalCodes[257 + l], literalLengths[257 + l])
            if lengthExtra[l] > 0 { out.write(UInt32(length - lengthBase[l]), lengthExtra[l]) }
            out.write(distanceCodes[d], distanceLengths[d])
            if distanceExtra[d] > 0 { out.write(UInt32(distance - distanceBase[d]), distanceExtra[d]) }
        }
        out.write(literalCodes[256], literalLengths[256])
    }

    // RFC 1951, 3.2.5: the length and distance codes' first values and extra bits.
    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The length code (0–28) of every length 3–258; 258 has its own code, though 227 with 5
    /// extra bits could reach it.
    static let lengthCode: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 259)
        for k in 0..<28 { for l in lengthBase[k]..<lengthBase[k + 1] { table[l] = UInt8(k) } }
        table[258] = 28
        return table
    }()

    /// The distance code (0–29) of every distance 1–32,768.
    static let distanceCode: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 32769)
        for k in 0..<30 {
            let end = k < 29 ? distanceBase[k + 1] : 32769
            for d in distanceBase[k]..<end { table[d] = UInt8(k) }
        }
        return table
    }()
}

/// A dynamic block's header (RFC 1951, 3.2.7): how many codes of each alphabet are sent, and
/// their lengths, run-length coded (16 repeats the previous length 3–6 times, 17 and 18 are
/// runs of zeros) in a third Huffman code whose own lengths come first, in a fixed order.
struct DynamicHeader {
    private var literals = 257, distances = 1, codeLengthCount = 4
    private var symbols: [(symbol: Int, extra: UInt32)] = []
    private var codeLengths: [Int] = []
    private(set) var bits = 0
    private static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    private static let extraBits = [16: 2, 17: 3, 18: 7]

    init(_ literalLengths: [Int], _ distanceLengths: [Int]) {
        literals = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        distances = max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let lengths = Array(literalLengths[..<literals]) + Array(distanceLengths[..<distances])
        var i = 0
        while i < lengths.count {
            let l = lengths[i]
            var run = 1
            while i + run < lengths.count, lengths[i + run] == l { run += 1 }
            i += run
            if l == 0 {
                while run >= 11 {
                    let k = min(run, 138)
                    symbols.append((18, UInt32(k - 11)))
                    run -= k
                }
                if run >= 3 {
                    symbols.append((17, UInt32(run - 3)))
                    run = 0
                }
            } else {
                symbols.append((l, 0))
                run -= 1
                while run >= 3 {
                    let k = min(run, 6)
                    symbols.append((16, UInt32(k - 3)))
                    run -= k
                }
            }
            for _ in 0..<run { symbols.append((l, 0)) }
        }
        var count = [Int](repeating: 0, count: 19)
        for s in symbols { count[s.symbol] += 1 }
        codeLengths = DeflateHuffman.lengths(count, limit: 7)
        codeLengthCount = max(4, (Self.order.lastIndex { codeLengths[$0] > 0 } ?? 0) + 1)
        bits = 14 + 3 * codeLengthCount
        for s in symbols { bits += codeLengths[s.symbol] + (Self.extraBits[s.symbol] ?? 0) }
    }

    func write(to out: inout DeflateBitWriter) {
        out.write(UInt32(literals - 257), 5)
        out.write(UInt32(distances - 1), 5)
        out.write(UInt32(codeLengthCount - 4), 4)
        for k in 0..<codeLengthCount { out.write(UInt32(codeLengths[Self.order[k]]), 3) }
        let codes = DeflateHuffman.codes(codeLengths)
        for s in symbols {
            out.write(codes[s.symbol], codeLengths[s.symbol])
            if let extra = Self.extraBits[s.symbol] { out.write(s.extra, extra) }
        }
    }
}
