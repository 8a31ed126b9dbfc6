import JSON

/// How the import reader names where it is in the document, and what it passes over.
extension ImportReader {
    /// Where a value stands in the document, as a message names it (`water[3].at`): written
    /// out only when there is something to say, since ten years of water hold 100,000 values.
    struct Place {
        /// The place of the object or list this value is in, as text (`water`), or empty.
        var base = ""
        var index: Int?
        var key: String?

        var text: String {
            var text = base
            if let index { text += "[\(index)]" }
            if let key { text += text.isEmpty ? key : ".\(key)" }
            return text
        }

        /// The member `key` of the object here.
        func member(_ key: String) -> Place {
            self.key == nil ? Place(base: base, index: index, key: key) : Place(base: text, key: key)
        }

        /// The item at `index` of the list here.
        func item(_ index: Int) -> Place {
            self.key == nil && self.index == nil ? Place(base: base, index: index) : Place(base: text, index: index)
        }
    }

    /// Unknown keys met while reading, each path once.
    final class IgnoredKeys {
        var keys: [String] = []

        func note(_ key: String, in path: String) {
            // `sessions[3]` and `sessions[4]` are one place for this purpose: `sessions[]`.
            var place = ""
            var inIndex = false
            for character in path {
                if character == "[" { inIndex = true; place.append("[") } else if character == "]" { inIndex = false; place.append("]") } else if !inIndex { place.append(character) }
            }
            let shown = place.isEmpty ? key : "\(place).\(key)"
            if !keys.contains(shown) { keys.append(shown) }
        }
    }

    /// An object's members (each key once: the parser refuses a repeated one), with the place
    /// that leads to it.
    struct Fields {
        let place: Place
        let members: [(String, JSONValue)]

        /// The value at `key`; nil when it is missing or null.
        func optional(_ key: String) -> (JSONValue, Place)? {
            guard let value = members.first(where: { $0.0 == key })?.1 else { return nil }
            if case .null = value { return nil }
            return (value, place.member(key))
        }

        func required(_ key: String, _ what: String) throws(ImportProblem) -> (JSONValue, Place) {
            guard let found = optional(key) else {
                throw ImportProblem(place.member(key).text, "missing; \(what) is needed here")
            }
            return found
        }
    }
}
