/// How a fast's note is shown.
enum NoteText {
    /// `Note: felt calm.` after a change, or that the note was taken away.
    static func changed(_ note: String?) -> String {
        note.map { "Note: \($0)" } ?? "The note is taken away."
    }
}
