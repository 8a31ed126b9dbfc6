import Domain
import JSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An object from another app's JSON, read with the path that leads to it, so every problem
/// names its place in the file (`fast_data[3].StartDTM`).
struct ForeignJSON {
    let path: String
    let members: [String: JSONValue]

    init(_ value: JSONValue, _ path: String) throws(ImportProblem) {
        guard case .object(let pairs) = value else {
            throw ImportProblem(path, "expected an object, found \(ImportProblem.kind(of: value))")
        }
        var members: [String: JSONValue] = [:]
        for (key, member) in pairs where members[key] == nil { members[key] = member }
        self.path = path
        self.members = members
    }

    func place(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The value at `key`; nil when it is missing or null.
    func optional(_ key: String) -> JSONValue? {
        guard let value = members[key] else { return nil }
        if case .null = value { return nil }
        return value
    }

    func required(_ key: String, _ what: String) throws(ImportProblem) -> JSONValue {
        guard let value = optional(key) else { throw ImportProblem(place(key), "missing; \(what) is needed here") }
        return value
    }

    func string(_ key: String, _ what: String) throws(ImportProblem) -> String {
        try Self.string(required(key, what), place(key), what)
    }

    func optionalString(_ key: String, _ what: String) throws(ImportProblem) -> String? {
        guard let value = optional(key) else { return nil }
        return try Self.string(value, place(key), what)
    }

    func number(_ key: String, _ what: String) throws(ImportProblem) -> Double {
        try Self.number(required(key, what), place(key), what)
    }

    func optionalNumber(_ key: String, _ what: String) throws(ImportProblem) -> Double? {
        guard let value = optional(key) else { return nil }
        return try Self.number(value, place(key), what)
    }

    func uuid(_ key: String) throws(ImportProblem) -> UUID {
        let text = try string(key, "the fast's id")
        guard let id = UUID.parse(text) else {
            throw ImportProblem(place(key), "\(ImportProblem.quoted(text)) is not an id (a UUID such as 3F2504E0-4F89-11D3-9A0C-0305E82C3301)")
        }
        return id
    }

    /// An ISO 8601 instant; without an offset it is a local reading in `zone`.
    func instant(_ key: String, localZone zone: Zone) throws(ImportProblem) -> Date {
        let text = try string(key, "a date and time")
        guard let date = Timestamp.parse(text, localZone: zone) else {
            throw ImportProblem(place(key), "\(ImportProblem.quoted(text)) is not a date and time")
        }
        return date
    }

    /// `path` is written out only for the problem, when there is one.
    static func string(_ value: JSONValue, _ path: @autoclosure () -> String, _ what: String) throws(ImportProblem) -> String {
        guard case .string(let text) = value else {
            throw ImportProblem(path(), "expected \(what) in quotes, found \(ImportProblem.kind(of: value))")
        }
        return text
    }

    static func number(_ value: JSONValue, _ path: String, _ what: String) throws(ImportProblem) -> Double {
        switch value {
        case .int(let integer): return Double(integer)
        case .double(let real) where real.isFinite: return real
        default: throw ImportProblem(path, "expected \(what), found \(ImportProblem.shown(value))")
        }
    }

    static func array(_ value: JSONValue, _ path: String) throws(ImportProblem) -> [JSONValue] {
        guard case .array(let items) = value else {
            throw ImportProblem(path, "expected a list, found \(ImportProblem.kind(of: value))")
        }
        return items
    }
}
