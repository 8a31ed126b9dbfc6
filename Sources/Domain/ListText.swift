/// Lists and counts in plain English: `a, b and c`, `a, b or c`, `1 fast`, `3 fasts`.
package enum ListText {
    package static func joined(_ items: [String], conjunction: String = "and") -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " \(conjunction) " + (items.last ?? "")
        }
    }

    /// `1 fast`, `2 fasts`; `plural` defaults to the singular with an `s`.
    package static func count(_ number: Int, _ singular: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }
}
