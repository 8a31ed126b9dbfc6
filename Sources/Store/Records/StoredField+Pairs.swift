import JSON

extension StoredField {
    /// Texts by name kept as a list of `name value` lines (`["a b"]`), split at the first
    /// space: a list holds any number, where an object of atrest's holds at most 32 members
    /// (`JSONCursor.mostKeys`). Names must hold no space. An object of texts by name, the
    /// shape earlier atrests wrote, is still read.
    package static func namedTexts(
        _ key: StaticString, _ get: @escaping (Record) -> [String: String], _ set: @escaping (inout Record, [String: String]) -> Void
    ) -> Self {
        Self(key: key, isRequired: true, kind: "a list of texts in quotes", read: { cursor, record, _ in
            var texts: [String: String] = [:]
            let list = cursor.attempt { cursor -> Bool? in
                cursor.array { cursor in
                    guard let line = cursor.string(), let space = line.firstIndex(of: " ") else { return false }
                    texts[String(line[..<space])] = String(line[line.index(after: space)...])
                    return true
                } ? true : nil
            }
            if list == nil {
                texts = [:]
                guard cursor.object({ cursor, name in
                    guard let text = cursor.string() else { return false }
                    texts[name.text] = text
                    return true
                }) else { return false }
            }
            set(&record, texts)
            return true
        }, write: { record, members in
            members.member(key, strings: get(record).sorted { $0.key < $1.key }.map { $0.key + " " + $0.value })
        })
    }
}
