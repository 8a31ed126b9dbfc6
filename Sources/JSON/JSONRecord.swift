/// One object of a long list (a fast, a glass of water) written into a single buffer and
/// appended to the writer once, in exactly the bytes `JSONWriter.object` writes for it.
///
/// Member by member, `JSONWriter` appended to its array a dozen times or more per record
/// (each append checks uniqueness and capacity), which with the key and value writers was
/// most of writing a record for `log --json` and `export` (2026-11-28). Here each member is
/// copied into memory already in hand; nothing is appended until the record is whole.
///
/// Every write checks the room left: a record that does not fit, or a value a writer cannot
/// give in its plain form, leaves the writer as it was and `JSONWriter.record` says so, for
/// the caller to write that record the member-by-member way instead.
public struct JSONRecord {
    @usableFromInline let base: UnsafeMutablePointer<UInt8>
    @usableFromInline let capacity: Int
    @usableFromInline var at: Int
    /// Set when something did not fit or could not be written: the record is dropped.
    @usableFromInline var failed = false
    /// The line break and indent before each member (none when the writer is compact).
    @usableFromInline let memberBreak: Int
    @usableFromInline let pretty: Bool
    @usableFromInline var empty = true

    @inlinable
    init(base: UnsafeMutablePointer<UInt8>, capacity: Int, at: Int, memberBreak: Int, pretty: Bool) {
        self.base = base
        self.capacity = capacity
        self.at = at
        self.memberBreak = memberBreak
        self.pretty = pretty
    }

    /// Whether `count` more bytes fit; false marks the record as failed.
    @inlinable
    mutating func room(_ count: Int) -> Bool {
        if failed || count > capacity - at {
            failed = true
            return false
        }
        return true
    }

    @inlinable
    mutating func put(_ byte: UInt8) {
        base[at] = byte
        at += 1
    }

    @inlinable
    mutating func put(_ text: StaticString) {
        put(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// `count` bytes from `source`, copied here rather than by `memcpy`: a key and its indent
    /// are a few bytes each, and the call was half of writing a key. Whole words where it can,
    /// the last one overlapping the one before rather than reading beyond the source.
    @inlinable @inline(__always)
    mutating func put(_ source: UnsafePointer<UInt8>, count: Int) {
        let to = UnsafeMutableRawPointer(base + at), from = UnsafeRawPointer(source)
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self), toByteOffset: count - 4, as: UInt32.self)
        } else {
            for offset in 0..<count { to.storeBytes(of: from.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self) }
        }
        at += count
    }

    /// The key of the next member, with what comes before it, as `JSONWriter.key` writes it.
    @inlinable
    public mutating func key(_ name: StaticString) {
        let count = name.utf8CodeUnitCount
        guard room(count + memberBreak + 5) else { return }
        if !empty { put(UInt8(ascii: ",")) }
        empty = false
        if memberBreak > 0 { put(JSONWriter.lineBreaks.utf8Start, count: memberBreak) }
        put(UInt8(ascii: "\""))
        put(name.utf8Start, count: count)
        put(UInt8(ascii: "\""))
        put(UInt8(ascii: ":"))
        if pretty { put(0x20) }
    }

    @inlinable
    public mutating func null() {
        guard room(4) else { return }
        put("null")
    }

    /// `value` in decimal, as `JSONEscape.integer` writes it.
    @inlinable
    public mutating func int(_ value: Int) {
        guard room(20) else { return }
        if value < 0 { put(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        repeat {
            put(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// As `JSONWriter.double` writes it: a whole number without a fraction, null for what
    /// JSON cannot hold, and anything else as Swift spells it.
    @inlinable
    public mutating func double(_ value: Double) {
        guard value.isFinite else { return null() }
        if value == value.rounded(), abs(value) < 1e15 {
            int(value == 0 ? 0 : Int(value))
        } else {
            copy(String(value))
        }
    }

    /// `"text"` with JSON's escapes, as `JSONEscape.quote` writes it.
    @inlinable
    public mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            // Six bytes is the longest any byte becomes (`\u00XX`).
            guard room(utf8.count * 6 + 2) else { return }
            put(UInt8(ascii: "\""))
            for byte in utf8 {
                if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                    put(byte)
                } else {
                    escape(byte)
                }
            }
            put(UInt8(ascii: "\""))
        }
    }

    @usableFromInline
    mutating func escape(_ byte: UInt8) {
        put(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): put(byte)
        case 0x0A: put(UInt8(ascii: "n"))
        case 0x0D: put(UInt8(ascii: "r"))
        case 0x09: put(UInt8(ascii: "t"))
        case 0x08: put(UInt8(ascii: "b"))
        case 0x0C: put(UInt8(ascii: "f"))
        default:
            let hex: StaticString = "0123456789abcdef"
            put("u00")
            put(hex.utf8Start[Int(byte >> 4)])
            put(hex.utf8Start[Int(byte & 0x0F)])
        }
    }

    /// Text that never needs an escape (an instant, an id) quoted: `write` puts at most
    /// `limit` bytes at the pointer and says how many, or nil where it has no plain form,
    /// which drops the record.
    @inlinable
    public mutating func plainString(limit: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int?) {
        guard room(limit + 2) else { return }
        put(UInt8(ascii: "\""))
        guard let count = write(base + at), count >= 0, count <= limit else {
            failed = true
            return
        }
        at += count
        put(UInt8(ascii: "\""))
    }

    @usableFromInline
    mutating func copy(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            guard room(utf8.count), let source = utf8.baseAddress else { return }
            (base + at).initialize(from: source, count: utf8.count)
            at += utf8.count
        }
    }
}

extension JSONWriter {
    /// An object whose members `members` writes into one buffer of `capacity` bytes, appended
    /// once: the same bytes as `object` with the same members. False, with nothing written,
    /// where the record did not fit (or a value had no plain form, or the depth is beyond the
    /// indents kept): the caller then writes it with `object`.
    @inlinable
    public mutating func record(capacity: Int, _ members: (inout JSONRecord) -> Void) -> Bool {
        let separated = !afterKey && depth > 0
        let outerBreak = pretty ? 1 + 2 * depth : 0
        let memberBreak = pretty ? outerBreak + 2 : 0
        guard memberBreak <= Self.lineBreaks.utf8CodeUnitCount else { return false }
        // What comes before the `{` and after the last member, besides the members.
        let frame = 1 + outerBreak + 1 + outerBreak + 1
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity + frame) { buffer in
            guard let base = buffer.baseAddress else { return false }
            var record = JSONRecord(base: base, capacity: buffer.count, at: 0, memberBreak: memberBreak, pretty: pretty)
            if separated {
                if !empty { record.put(UInt8(ascii: ",")) }
                if outerBreak > 0 { record.put(Self.lineBreaks.utf8Start, count: outerBreak) }
            }
            record.put(UInt8(ascii: "{"))
            members(&record)
            guard record.room(outerBreak + 1) else { return false }
            if !record.empty, outerBreak > 0 { record.put(Self.lineBreaks.utf8Start, count: outerBreak) }
            record.put(UInt8(ascii: "}"))
            bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: record.at))
            afterKey = false
            empty = false
            return true
        }
    }
}
