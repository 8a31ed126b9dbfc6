/// How a fast's note is shown.
enum NoteText {
    /// `Note: felt calm.` after a change, or that the note was taken away.
    static func changed(_ note: String?) -> String {
        note.map { "Note: \(shown($0))" } ?? "The note is taken away."
    }

    /// A note as printed: marks that reorder the text around them (RLO, LRI …) shown as
    /// escapes, so a note can never make a line read other than it is. (Notes hold no
    /// control characters: `FastNote.check`.) JSON keeps the note as written.
    static func shown(_ note: String) -> String {
        SafeText.visible(note)
    }
}
