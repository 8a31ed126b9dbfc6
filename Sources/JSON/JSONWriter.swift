import JSON

/// JSON text written as it goes, straight into bytes: for the long lists (`log --json`,
/// `export`), which as a tree of `JSONValue`s spent most of their time allocating and freeing
/// it. Objects keep their keys in the order written; `pretty` indents by two spaces, as
/// `JSONValue.rendered` does (which is written by this same writer).
package struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private let pretty: Bool
    private var depth = 0
    /// Whether the container being written has nothing in it yet.
    private var empty = true
    /// Whether a key was just written, so the next value is its value.
    private var afterKey = false

    package init(pretty: Bool = true, capacity: Int = 1024) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Containers

    package mutating func object(_ members: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        members(&self)
        close(UInt8(ascii: "}"))
    }

    package mutating func array(_ elements: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "["))
        elements(&self)
        close(UInt8(ascii: "]"))
    }

    /// An array with one element written by `element` for each of `items`.
    package mutating func array<Items: Sequence>(of items: Items, _ element: (inout JSONWriter, Items.Element) -> Void) {
        array { writer in
            for item in items { element(&writer, item) }
        }
    }

    /// The key of the next member; the value written next is its value. Keys in code need
    /// no escapes and are copied as they are.
    package mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        endKey()
    }

    /// A key from data, escaped as any string is.
    private mutating func key(text name: String) {
        separate()
        quote(name)
        endKey()
    }

    private mutating func endKey() {
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(0x20) }
        afterKey = true
    }

    // MARK: Values

    package mutating func string(_ value: String) {
        beginValue()
        quote(value)
    }

    /// A string whose text `write` appends as it is: for text that never needs an escape
    /// (instants, ids), so that no `String` is made of it first.
    package mutating func plainString(_ write: (inout [UInt8]) -> Void) {
        beginValue()
        bytes.append(UInt8(ascii: "\""))
        write(&bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    package mutating func int(_ value: Int) {
        beginValue()
        appendDigits(value)
    }

    /// A whole number without a fraction (`16`, not `16.0`), anything else as Swift spells it,
    /// and null for what JSON cannot hold.
    package mutating func double(_ value: Double) {
        beginValue()
        if !JSONEscape.number(value, into: &bytes) { bytes += "null".utf8 }
    }

    package mutating func bool(_ value: Bool) {
        beginValue()
        bytes += (value ? "true" : "false").utf8
    }

    package mutating func null() {
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

    private mutating func open(_ bracket: UInt8) {
        beginValue()
        bytes.append(bracket)
        depth += 1
        empty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !empty { newline() }
        bytes.append(bracket)
        // The container just closed is a value of its parent, which is therefore not empty.
        empty = false
    }

    /// Before a value: nothing after a key or at the top, else what comes between elements.
    private mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else if depth > 0 {
            separate()
        }
    }

    private mutating func separate() {
        if !empty { bytes.append(UInt8(ascii: ",")) }
        empty = false
        newline()
    }

    private mutating func newline() {
        guard pretty else { return }
        bytes.append(0x0A)
        var remaining = 2 * depth
        while remaining > 0 {
            let count = min(remaining, Self.spaces.utf8CodeUnitCount)
            bytes.append(contentsOf: UnsafeBufferPointer(start: Self.spaces.utf8Start, count: count))
            remaining -= count
        }
    }

    private static let spaces: StaticString = "                                "

    private mutating func appendDigits(_ value: Int) {
        JSONEscape.integer(value, into: &bytes)
    }

    private mutating func quote(_ string: String) {
        JSONEscape.quote(string, into: &bytes)
    }
}

extension JSONWriter {
    package mutating func member(_ name: StaticString, string value: String) {
        key(name)
        string(value)
    }

    package mutating func member(_ name: StaticString, int value: Int) {
        key(name)
        int(value)
    }

    package mutating func member(_ name: StaticString, double value: Double) {
        key(name)
        double(value)
    }

    package mutating func member(_ name: StaticString, bool value: Bool) {
        key(name)
        bool(value)
    }
}
