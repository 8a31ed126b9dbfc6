/// Why a path's `d` text could not be read; `offset` is the byte offset where reading stopped.
package enum PathParseError: Error, Sendable, Equatable {
    /// Path data must begin with a move-to (`M` or `m`).
    case expectedMoveTo(offset: Int)
    /// A character that is neither a command, a number nor a separator.
    case unexpectedCharacter(offset: Int)
    /// A command letter outside the supported set (arcs `A`/`a` are not supported).
    case unsupportedCommand(String, offset: Int)
    /// A command without a complete set of numbers after it.
    case missingNumber(command: String, offset: Int)
    /// A number too large to represent.
    case numberOutOfRange(offset: Int)
}
