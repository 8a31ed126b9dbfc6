import JSON

/// The first thing in an import that atrest cannot take, and where in the document it is.
package struct ImportProblem: Error, Equatable, Sendable {
    /// Where, the way a person points at it: `sessions[3].end`; empty for the whole document.
    package var path: String
    package var reason: String
    /// 2 for a document that is wrong; 1 for one atrest cannot take as things stand
    /// (from a newer atrest, or at odds with what is already recorded here).
    package var exitCode: Int32
    /// What the person can do, beyond "nothing was changed".
    package var hint: String?

    package init(_ path: String, _ reason: String, exitCode: Int32 = 2, hint: String? = nil) {
        self.path = path
        self.reason = reason
        self.exitCode = exitCode
        self.hint = hint
    }

    /// `sessions[3].end: "yesterday" is not a date and time`
    package var text: String { path.isEmpty ? reason : "\(path): \(reason)" }

    /// A value from the document, quoted and cut short so a hostile file cannot flood the terminal.
    package static func quoted(_ text: String) -> String {
        let printable = String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
        return printable.count > 40 ? "\"\(printable.prefix(40))…\"" : "\"\(printable)\""
    }

    /// A number from the document as it was written, or a word for what else it is.
    static func shown(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): quoted(text)
        case .int, .double, .bool, .null: value.rendered(pretty: false)
        case .object, .array: kind(of: value)
        }
    }

    /// `a number`, `a list` …: what a value is, for "expected a date, found a number".
    static func kind(of value: JSONValue) -> String {
        switch value {
        case .object: "an object"
        case .array: "a list"
        case .string: "a string"
        case .int, .double: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}
