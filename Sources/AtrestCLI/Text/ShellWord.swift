/// A word as a person would type it back into a shell.
enum ShellWord {
    /// `text` in single quotes, safe in bash, zsh and fish.
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// `text` as it is when the shell would read it back unchanged, otherwise quoted:
    /// `--note 'first note'`, not `--note first note`.
    static func asTyped(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", ",", "/", ":", "+", "=", "@", "%": true
            default: scalar.value > 0x7F
            }
        }
        return plain ? text : quoted(text)
    }
}
