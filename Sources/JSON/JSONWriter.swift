/// JSON text written as it goes, straight into bytes: for the long lists (`log --json`,
/// `export`), which as a tree of `JSONValue`s spent most of their time allocating and freeing
/// it. Objects keep their keys in the order written; `pretty` indents by two spaces, as
/// `JSONValue.rendered` does (which is written by this same writer).
///
/// Public and inlinable, as it was when it lived beside its callers in one module: `log --json`
/// and `export` call it for every member of every record from other modules, and the compiler
/// (Swift 6.3) neither inlines nor specialises an `@inlinable package` function across them.
public struct JSONWriter {
    @usableFromInline var bytes: [UInt8] = []
    @usableFromInline let pretty: Bool
    @usableFromInline var depth = 0
    /// Whether the container being written has nothing in it yet.
    @usableFromInline var empty = true
    /// Whether a key was just written, so the next value is its value.
    @usableFromInline var afterKey = false

    @inlinable
    public init(pretty: Bool = true, capacity: Int = 1024) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    @inlinable
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// How many bytes have been written (and not yet taken).
    @inlinable
    public var count: Int { bytes.count }

    /// The bytes written so far, given up by the writer, which goes on from where it was: a
    /// long document goes out in pieces, each written to stdout as it is made, rather than
    /// whole at the end (`log --json` at ten years made a megabyte of fresh pages for it).
    @inlinable
    public mutating func takeBytes() -> [UInt8] {
        let taken = bytes
        bytes = []
        bytes.reserveCapacity(taken.capacity)
        return taken
    }

    /// The text as a line of UTF-8 bytes (a line break after it), given up by the writer: a
    /// megabyte of `log --json` goes out as it is, not copied into a `String` and back.
    @inlinable
    public mutating func takeLine() -> [UInt8] {
        bytes.append(0x0A)
        defer { bytes = [] }
        return bytes
    }

    // MARK: Containers

    @inlinable
    public mutating func object(_ members: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        members(&self)
        close(UInt8(ascii: "}"))
    }

    @inlinable
    public mutating func array(_ elements: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "["))
        elements(&self)
        close(UInt8(ascii: "]"))
    }

    /// An array with one element written by `element` for each of `items`.
    @inlinable
    public mutating func array<Items: Sequence>(of items: Items, _ element: (inout JSONWriter, Items.Element) -> Void) {
        array { writer in
            for item in items { element(&writer, item) }
        }
    }

    /// The key of the next member; the value written next is its value. Keys in code need
    /// no escapes and are copied as they are.
    @inlinable
    public mutating func key(_ name: StaticString) {
        let count = name.utf8CodeUnitCount
        let lineBreak = pretty ? 1 + 2 * depth : 0
        guard lineBreak <= Self.lineBreaks.utf8CodeUnitCount, count <= 64 else {
            separate()
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: count))
            bytes.append(UInt8(ascii: "\""))
            endKey()
            return
        }
        // What `separate`, the quoted name and `endKey` write, made on the stack and appended
        // once: a key byte by byte was a third of writing a fast for `log --json` (2026-11-28).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 + lineBreak + count + 4) { out in
            guard let start = out.baseAddress else { return }
            var at = 0
            if !empty {
                start[at] = UInt8(ascii: ",")
                at += 1
            }
            if lineBreak > 0 {
                (start + at).initialize(from: Self.lineBreaks.utf8Start, count: lineBreak)
                at += lineBreak
            }
            start[at] = UInt8(ascii: "\"")
            (start + at + 1).initialize(from: name.utf8Start, count: count)
            at += count + 1
            start[at] = UInt8(ascii: "\"")
            start[at + 1] = UInt8(ascii: ":")
            at += 2
            if pretty {
                start[at] = 0x20
                at += 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: at))
        }
        empty = false
        afterKey = true
    }

    /// A key from data, escaped as any string is.
    private mutating func key(text name: String) {
        separate()
        quote(name)
        endKey()
    }

    @inlinable
    mutating func endKey() {
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(0x20) }
        afterKey = true
    }

    // MARK: Values

    @inlinable
    public mutating func string(_ value: String) {
        beginValue()
        quote(value)
    }

    /// A string whose text `write` appends as it is: for text that never needs an escape
    /// (instants, ids), so that no `String` is made of it first.
    @inlinable
    public mutating func plainString(_ write: (inout [UInt8]) -> Void) {
        beginValue()
        bytes.append(UInt8(ascii: "\""))
        write(&bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    @inlinable
    public mutating func int(_ value: Int) {
        beginValue()
        appendDigits(value)
    }

    /// A whole number without a fraction (`16`, not `16.0`), anything else as Swift spells it,
    /// and null for what JSON cannot hold.
    @inlinable
    public mutating func double(_ value: Double) {
        beginValue()
        appendNumber(value)
    }

    @inlinable
    public mutating func bool(_ value: Bool) {
        beginValue()
        bytes += (value ? "true" : "false").utf8
    }

    @inlinable
    public mutating func null() {
        beginValue()
        bytes += "null".utf8
    }

    package mutating func value(_ value: JSONValue) {
        switch value {
        case .object(let members):
            object { writer in
                for (name, member) in members {
                    writer.key(text: name)
                    writer.value(member)
                }
            }
        case .array(let values):
            array(of: values) { writer, element in writer.value(element) }
        case .string(let text): string(text)
        case .int(let number): int(number)
        case .double(let number): double(number)
        case .bool(let flag): bool(flag)
        case .null: null()
        }
    }

    // MARK: Layout

    @inlinable
    mutating func open(_ bracket: UInt8) {
        beginValue()
        bytes.append(bracket)
        depth += 1
        empty = true
    }

    @inlinable
    mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !empty { newline() }
        bytes.append(bracket)
        // The container just closed is a value of its parent, which is therefore not empty.
        empty = false
    }

    /// Before a value: nothing after a key or at the top, else what comes between elements.
    @inlinable
    mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else if depth > 0 {
            separate()
        }
    }

    @inlinable
    mutating func separate() {
        if !empty { bytes.append(UInt8(ascii: ",")) }
        empty = false
        newline()
    }

    @inlinable
    mutating func newline() {
        guard pretty else { return }
        // The line break and its indent in one append, for the depths the writers reach.
        if 1 + 2 * depth <= Self.lineBreaks.utf8CodeUnitCount {
            bytes.append(contentsOf: UnsafeBufferPointer(start: Self.lineBreaks.utf8Start, count: 1 + 2 * depth))
            return
        }
        bytes.append(0x0A)
        var remaining = 2 * depth
        while remaining > 0 {
            let count = min(remaining, Self.spaces.utf8CodeUnitCount)
            bytes.append(contentsOf: UnsafeBufferPointer(start: Self.spaces.utf8Start, count: count))
            remaining -= count
        }
    }

    /// The first `count` bytes of `text` into `out` from `at`.
    @inlinable
    public static func copy(_ text: StaticString, count: Int, into out: UnsafeMutableBufferPointer<UInt8>, at: Int) {
        UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(out)[at..<(at + count)])
            .copyMemory(from: UnsafeRawBufferPointer(start: text.utf8Start, count: count))
    }

    @usableFromInline static let spaces: StaticString = "                                "
    @usableFromInline static let lineBreaks: StaticString = "\n                                "

    @usableFromInline
    mutating func appendDigits(_ value: Int) {
        JSONEscape.integer(value, into: &bytes)
    }

    @usableFromInline
    mutating func quote(_ string: String) {
        JSONEscape.quote(string, into: &bytes)
    }

    @usableFromInline
    mutating func appendNumber(_ value: Double) {
        if !JSONEscape.number(value, into: &bytes) { bytes += "null".utf8 }
    }
}

extension JSONWriter {
    @inlinable
    public mutating func member(_ name: StaticString, string value: String) {
        key(name)
        string(value)
    }

    @inlinable
    public mutating func member(_ name: StaticString, int value: Int) {
        key(name)
        int(value)
    }

    @inlinable
    public mutating func member(_ name: StaticString, double value: Double) {
        key(name)
        double(value)
    }

    @inlinable
    public mutating func member(_ name: StaticString, bool value: Bool) {
        key(name)
        bool(value)
    }
}
