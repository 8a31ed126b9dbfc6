/// The bytes between two values in the one layout atrest writes (`, "id" : `), taken whole:
/// a reader of that layout compares each separator once, where `member` skipped spaces and
/// looked for the comma, the quotes and the colon one by one (130 instructions a member).
extension JSONCursor {
    /// Consumes exactly `text` when it comes next, no space skipped before or inside it.
    @inlinable
    package mutating func exactly(_ text: StaticString) -> Bool { literal(text) }
}
