import Domain

/// A declared member (`RecordField`) as atrest's files store it: the one mapping of each kind
/// to its stored form, so a member declared on a record is read, written and checked by the
/// store with nothing more to write.
extension StoredField {
    package static func declared(_ field: RecordField<Record>) -> Self {
        switch field.value {
        case .id(let get, let set): .uuid(field.name, get, set)
        case .instant(let get, let set): .instant(field.name, get, set)
        case .hours(let get, let set): .number(field.name, get, set)
        case .milliliters(let get, let set): .int(field.name, get, set)
        case .zone(let get, let set): .zone(field.name, get, set)
        case .note(let get, let set): .optionalText(field.name, get, set)
        }
    }
}

extension StoredRecord where Self: DeclaredRecord {
    /// The declared members as stored, in the order files write them (by key).
    static var declaredFields: [StoredField<Self>] { StoredField.sorted(declared.map { StoredField.declared($0) }) }
}
