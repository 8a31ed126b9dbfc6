import Foundation

/// A JSON value that keeps its keys in the order they were written, for stable output.
package indirect enum JSONValue: Sendable, Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered(pretty: false) == rhs.rendered(pretty: false)
    }

    /// The value as JSON text: indented by two spaces when `pretty`, else on one line.
    package func rendered(pretty: Bool = true) -> String {
        var text = ""
        write(into: &text, pretty: pretty, depth: 0)
        return text
    }

    private func write(into text: inout String, pretty: Bool, depth: Int) {
        let newline = pretty ? "\n" : ""
        let indent = pretty ? String(repeating: "  ", count: depth + 1) : ""
        let closing = pretty ? String(repeating: "  ", count: depth) : ""
        switch self {
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            text += "{" + newline
            for (index, (key, value)) in members.enumerated() {
                text += indent + JSONValue.quoted(key) + (pretty ? ": " : ":")
                value.write(into: &text, pretty: pretty, depth: depth + 1)
                text += (index < members.count - 1 ? "," : "") + newline
            }
            text += closing + "}"
        case .array(let values):
            guard !values.isEmpty else { text += "[]"; return }
            text += "[" + newline
            for (index, value) in values.enumerated() {
                text += indent
                value.write(into: &text, pretty: pretty, depth: depth + 1)
                text += (index < values.count - 1 ? "," : "") + newline
            }
            text += closing + "]"
        case .string(let value):
            text += JSONValue.quoted(value)
        case .int(let value):
            text += String(value)
        case .double(let value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
                text += String(Int(value))
            } else if value.isFinite {
                text += String(value)
            } else {
                text += "null"
            }
        case .bool(let value):
            text += value ? "true" : "false"
        case .null:
            text += "null"
        }
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result += String(format: "\\u%04x", scalar.value)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
