#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// The members of a license payload, `{"name":"text",…}`: every command that decides the
/// tier reads the terms from the stored token.
///
/// Nil for anything but strict JSON holding one object of distinct members whose values are
/// all strings (a member named with escapes counts as not one of them).
enum PayloadFields {
    static func read(_ json: Data) -> [(name: String, value: String)]? {
        JSONCursor.read(json) { cursor -> [(name: String, value: String)]? in
            var fields: [(name: String, value: String)] = []
            let whole = cursor.object { cursor, key in
                guard let value = cursor.string() else { return false }
                fields.append((key.text, value))
                return true
            }
            return whole ? fields : nil
        }
    }
}
