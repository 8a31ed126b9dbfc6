import JSON
/// Sets a Scripture fragment apart from the companion text: spaced, indented, dim and
/// italic, so it never speaks louder than the time itself.
package enum Inscription {
    package static let indent = "      "

    /// The lines of `fragment`, led by a blank line; the citation follows only when asked for.
    package static func lines(_ fragment: ScriptureFragment, cite: Bool, paint: Paint) -> [String] {
        var lines = ["", indent + paint.dim(paint.italic(fragment.text))]
        if cite { lines.append(indent + paint.dim("— " + fragment.citation)) }
        return lines
    }

    /// The fragment as `--json` gives it: the citation only when asked for.
    package static func json(_ fragment: ScriptureFragment, cite: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [("fragment", .string(fragment.text))]
        if cite { members.append(("citation", .string(fragment.citation))) }
        return .object(members)
    }
}
