/// Whether a cursor has read every byte it was given: a value read from a slice (one line of
/// a record file) must be the whole slice.
extension JSONCursor {
    @inlinable
    package var isAtEnd: Bool { index == bytes.count }
}
