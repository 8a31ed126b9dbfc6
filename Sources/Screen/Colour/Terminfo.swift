/// What a compiled terminfo entry says about colour, read from its bytes without `tput` or
/// `infocmp`: many terminals reached over ssh or through tmux say 24-bit colour only there
/// (`Tc`, tmux's; `RGB`, ncurses'; or `colors` of 2²⁴), because `COLORTERM` is not forwarded.
package struct Terminfo: Sendable, Hashable {
    /// The `colors` number, when the entry has one.
    package var colours: Int?
    /// Whether the entry says the terminal takes 24-bit colour.
    package var trueColour: Bool

    /// The capabilities in `bytes`, a compiled entry in the legacy (magic 0432) or the
    /// 32-bit number (magic 01036) format; nil for anything else. Never traps on bad bytes.
    package init?(bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        guard let magic = reader.short(), magic == 0o432 || magic == 0o1036 else { return nil }
        let numberSize = magic == 0o1036 ? 4 : 2
        guard let namesSize = reader.short(), let booleanCount = reader.short(), let numberCount = reader.short(),
              let stringCount = reader.short(), let tableSize = reader.short()
        else { return nil }
        reader.skip(namesSize + booleanCount)
        reader.alignEven()
        var numbers: [Int] = []
        for _ in 0..<numberCount {
            guard let value = reader.number(size: numberSize) else { return nil }
            numbers.append(value)
        }
        // `colors` is the standard number at index 13.
        colours = numbers.count > 13 && numbers[13] >= 0 ? numbers[13] : nil
        reader.skip(2 * stringCount + tableSize)
        reader.alignEven()
        trueColour = (colours ?? 0) >= 1 << 24 || Self.extendedSaysTrueColour(&reader, numberSize: numberSize)
    }

    /// Whether the extended section (user-defined capabilities, after the standard ones)
    /// names `Tc`, `RGB`, `setrgbf` or `setrgbb` as present.
    private static func extendedSaysTrueColour(_ reader: inout Reader, numberSize: Int) -> Bool {
        guard let booleans = reader.short(), let numbers = reader.short(), let strings = reader.short(),
              let offsets = reader.short(), let tableSize = reader.short()
        else { return false }
        guard let booleanValues = reader.take(booleans) else { return false }
        reader.alignEven()
        var numberValues: [Int] = []
        for _ in 0..<numbers {
            guard let value = reader.number(size: numberSize) else { return false }
            numberValues.append(value)
        }
        var stringOffsets: [Int] = []
        for _ in 0..<strings {
            guard let value = reader.signedShort() else { return false }
            stringOffsets.append(value)
        }
        let nameCount = offsets - strings
        var nameOffsets: [Int] = []
        for _ in 0..<max(nameCount, 0) {
            guard let value = reader.signedShort() else { return false }
            nameOffsets.append(value)
        }
        guard let table = reader.take(tableSize).map(Array.init) else { return false }
        // The table holds the string values, then the names; names' offsets count from the
        // end of the last value.
        var namesStart = 0
        for offset in stringOffsets where offset >= 0 && offset < table.count {
            var end = offset
            while end < table.count, table[end] != 0 { end += 1 }
            namesStart = max(namesStart, end + 1)
        }
        func name(_ index: Int) -> String? {
            guard index < nameOffsets.count else { return nil }
            let start = namesStart + nameOffsets[index]
            guard nameOffsets[index] >= 0, start < table.count else { return nil }
            var end = start
            while end < table.count, table[end] != 0 { end += 1 }
            return String(decoding: table[start..<end], as: UTF8.self)
        }
        for (i, value) in booleanValues.enumerated() where value == 1 {
            if let name = name(i), name == "Tc" || name == "RGB" { return true }
        }
        for (i, value) in numberValues.enumerated() where value >= 0 {
            if name(booleans + i) == "RGB" { return true }
        }
        for (i, offset) in stringOffsets.enumerated() where offset >= 0 {
            if let name = name(booleans + numbers + i), ["RGB", "setrgbf", "setrgbb"].contains(name) { return true }
        }
        return false
    }

    /// Where the compiled entry for `term` may be, in the order ncurses looks: `$TERMINFO`,
    /// `~/.terminfo`, each of `$TERMINFO_DIRS` (an empty one meaning the system's), then the
    /// system's directories; each as `x/name` (Linux) and `78/name` (macOS, hexadecimal).
    /// Empty for a name that could lead anywhere else (a `/`, `..`, a control character).
    package static func paths(term: String, terminfo: String?, home: String?, terminfoDirs: String?) -> [String] {
        guard let first = term.utf8.first, !term.contains("/"), term != "..", term != ".",
              term.utf8.allSatisfy({ $0 > 0x20 && $0 != 0x7F }), term.utf8.count < 256
        else { return [] }
        let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo", "/usr/share/lib/terminfo"]
        var directories: [String] = []
        if let terminfo, !terminfo.isEmpty { directories.append(terminfo) }
        if let home, !home.isEmpty { directories.append(home + "/.terminfo") }
        if let terminfoDirs, !terminfoDirs.isEmpty {
            for part in terminfoDirs.split(separator: ":", omittingEmptySubsequences: false) {
                if part.isEmpty { directories += system } else { directories.append(String(part)) }
            }
        }
        directories += system
        let letter = String(decoding: [first], as: UTF8.self)
        let hex = String(first, radix: 16)
        var seen: Set<String> = []
        var paths: [String] = []
        for directory in directories where seen.insert(directory).inserted {
            paths.append("\(directory)/\(letter)/\(term)")
            paths.append("\(directory)/\(hex)/\(term)")
        }
        return paths
    }
}

/// Little-endian reads from a compiled entry, each nil past the end.
private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    mutating func short() -> Int? {
        guard let value = signedShort(), value >= 0 else { return nil }
        return value
    }

    mutating func signedShort() -> Int? {
        guard offset + 2 <= bytes.count else { return nil }
        defer { offset += 2 }
        return Int(Int16(bitPattern: UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8))
    }

    mutating func number(size: Int) -> Int? {
        guard size == 4 else { return signedShort() }
        guard offset + 4 <= bytes.count else { return nil }
        defer { offset += 4 }
        let raw = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
        return Int(Int32(bitPattern: raw))
    }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, offset + count <= bytes.count else { return nil }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    mutating func skip(_ count: Int) { offset += max(count, 0) }

    mutating func alignEven() { if offset % 2 == 1 { offset += 1 } }
}
