#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
        var writer = JSONWriter(pretty: pretty)
        writer.value(self)
        return writer.text
    }
}
