#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the start of an id names: ids may be shortened in commands, as in git.
package enum IDLookup<Item> {
    /// One item has an id starting with the text.
    case found(Item)
    /// No item does.
    case none
    /// This many items with different ids do.
    case several(Int)
    /// The text cannot be the start of an id: fewer than 4 characters, or not hex and dashes.
    case notAnID

    /// The fewest characters of an id a person may give.
    package static var shortest: Int { 4 }

    /// The item of `items` whose id starts with `text`, in any case. One id kept twice (doctor
    /// names it) is one thing to name: the first copy answers.
    package static func find(_ text: String, in items: [Item], id: (Item) -> UUID) -> IDLookup {
        find(text, in: { items }, id: id)
    }

    /// As `find(_:in:id:)`, reading the items only once the text is known to be an id's start.
    package static func find(_ text: String, in items: () throws -> [Item], id: (Item) -> UUID) rethrows -> IDLookup {
        let needle = text.lowercased()
        guard needle.count >= shortest, needle.allSatisfy({ $0.isHexDigit || $0 == "-" }) else { return .notAnID }
        let matches = try items().filter { id($0).lowercaseText.hasPrefix(needle) }
        guard let first = matches.first else { return .none }
        let others = matches.filter { id($0) != id(first) }
        return others.isEmpty ? .found(first) : .several(matches.count)
    }
}
