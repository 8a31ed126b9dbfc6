import Domain

/// What a command does to what atrest keeps, declared by each command once (`Command.effect`):
/// whether `atrest undo` takes it back, and what `help undo` and the manual page say it takes
/// back, follow from these declarations and nothing else.
package enum CommandEffect: Sendable, Equatable {
    /// Reads only: nothing atrest keeps is changed (a file the person names may be written,
    /// as `export --output` and `forest --svg` write one).
    case reads
    /// Changes the records, and `atrest undo` takes the change back.
    case changes
    /// Changes what atrest keeps where undo does not reach (a license, `remind`'s schedule,
    /// `doctor --repair`, undo itself).
    case changesBeyondUndo

    /// Whether `atrest undo` takes back what the command changed.
    package var isUndoable: Bool { self == .changes }
}

extension CommandTable {
    /// The commands whose changes `atrest undo` takes back, one at a time, newest first.
    package static var undoable: [String] {
        named.filter { $0.command.effect.isUndoable }.map(\.name)
    }

    /// The undoable commands as `help undo` lists them: `start, end and import`.
    package static var undoableInWords: String {
        ListText.joined(undoable)
    }
}
