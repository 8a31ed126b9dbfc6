/// A plain inflater (RFC 1950/1951) for the tests, written apart from atrest's compressor and
/// as strict as zlib: stored, fixed and dynamic blocks; over-subscribed or incomplete codes
/// (but a lone distance code), bad back-references and a wrong Adler-32 are refused.
enum Inflate {
    struct Bits {
        let bytes: [UInt8]
        var position = 0, buffer = 0, count = 0

        mutating func take(_ n: Int) -> Int? {
            while count < n {
                guard position < bytes.count else { return nil }
                buffer |= Int(bytes[position]) << count
                position += 1
                count += 8
            }
            let value = buffer & ((1 << n) - 1)
            buffer >>= n
            count -= n
            return value
        }

        mutating func align() {
            buffer = 0
            count = 0
        }
    }

    /// A canonical code as counts per length and symbols in code order (as zlib's puff keeps it).
    struct Code {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init?(_ lengths: [Int], allowLone: Bool) {
            for l in lengths { counts[l] += 1 }
            let used = lengths.count - counts[0]
            var left = 1
            for l in 1...15 {
                left = left * 2 - counts[l]
                if left < 0 { return nil }
            }
            guard left == 0 || (allowLone && used == 1) else { return nil }
            var offsets = [Int](repeating: 0, count: 16)
            for l in 1..<15 { offsets[l + 1] = offsets[l] + counts[l] }
            symbols = [Int](repeating: 0, count: used)
            for (s, l) in lengths.enumerated() where l > 0 {
                symbols[offsets[l]] = s
                offsets[l] += 1
            }
        }

        func decode(_ bits: inout Bits) -> Int? {
            var code = 0, first = 0, index = 0
            for l in 1...15 {
                guard let bit = bits.take(1) else { return nil }
                code |= bit
                if code - first < counts[l] { return symbols[index + code - first] }
                index += counts[l]
                first = (first + counts[l]) << 1
                code <<= 1
            }
            return nil
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The bytes of a zlib stream, with the block types used (0 stored, 1 fixed, 2 dynamic).
    static func zlib(_ stream: [UInt8]) -> (bytes: [UInt8], blockTypes: Set<Int>)? {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0,
              stream[1] & 0x20 == 0 else { return nil }
        var bits = Bits(bytes: stream, position: 2)
        var out: [UInt8] = [], types: Set<Int> = []
        var last = 0
        while last == 0 {
            guard let final = bits.take(1), let type = bits.take(2) else { return nil }
            last = final
            types.insert(type)
            switch type {
            case 0:
                bits.align()
                guard bits.position + 4 <= stream.count else { return nil }
                let p = bits.position
                let length = Int(stream[p]) | Int(stream[p + 1]) << 8
                guard length ^ (Int(stream[p + 2]) | Int(stream[p + 3]) << 8) == 0xFFFF,
                      p + 4 + length <= stream.count else { return nil }
                out += stream[(p + 4)..<(p + 4 + length)]
                bits.position = p + 4 + length
            case 1:
                // The fixed codes are complete over 288 and 32 symbols, though 286 and 30 are used.
                let fixed = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
                guard let literal = Code(fixed, allowLone: false), let distance = Code([Int](repeating: 5, count: 32), allowLone: false),
                      codes(&bits, literal, distance, into: &out) else { return nil }
            case 2:
                guard let (literal, distance) = dynamicCodes(&bits), codes(&bits, literal, distance, into: &out) else { return nil }
            default:
                return nil
            }
        }
        bits.align()
        let p = bits.position
        guard p + 4 == stream.count else { return nil }
        let adler = stream[p..<(p + 4)].reduce(0) { $0 << 8 | UInt32($1) }
        return adler == adler32(out) ? (out, types) : nil
    }

    private static func dynamicCodes(_ bits: inout Bits) -> (Code, Code)? {
        guard let literals = bits.take(5).map({ $0 + 257 }), let distances = bits.take(5).map({ $0 + 1 }),
              let count = bits.take(4).map({ $0 + 4 }), literals <= 286, distances <= 30 else { return nil }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for k in 0..<count {
            guard let l = bits.take(3) else { return nil }
            codeLengths[order[k]] = l
        }
        guard let lengthCode = Code(codeLengths, allowLone: false) else { return nil }
        var lengths: [Int] = []
        while lengths.count < literals + distances {
            guard let symbol = lengthCode.decode(&bits) else { return nil }
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last, let r = bits.take(2) else { return nil }
                lengths += [Int](repeating: previous, count: 3 + r)
            case 17:
                guard let r = bits.take(3) else { return nil }
                lengths += [Int](repeating: 0, count: 3 + r)
            default:
                guard let r = bits.take(7) else { return nil }
                lengths += [Int](repeating: 0, count: 11 + r)
            }
        }
        guard lengths.count == literals + distances, lengths[256] > 0,
              let literal = Code(Array(lengths[..<literals]), allowLone: false),
              let distance = Code(Array(lengths[literals...]), allowLone: true) else { return nil }
        return (literal, distance)
    }

    private static func codes(_ bits: inout Bits, _ literal: Code, _ distance: Code, into out: inout [UInt8]) -> Bool {
        while true {
            guard let symbol = literal.decode(&bits) else { return false }
            if symbol < 256 {
                out.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return true }
            let l = symbol - 257
            guard l < 29, let extra = bits.take(lengthExtra[l]), let d = distance.decode(&bits), d < 30,
                  let dExtra = bits.take(distanceExtra[d]) else { return false }
            let length = lengthBase[l] + extra, back = distanceBase[d] + dExtra
            guard back <= out.count, back <= 32768 else { return false }
            for _ in 0..<length { out.append(out[out.count - back]) }
        }
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
