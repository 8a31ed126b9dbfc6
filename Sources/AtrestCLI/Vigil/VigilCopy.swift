import Domain

/// A Scripture fragment (a paraphrase, no named translation) and its book and chapter.
package struct ScriptureFragment: Equatable, Sendable {
    package var text: String
    package var citation: String
}

/// Vigil's final copy, from `Resources/copy/vigil.txt`, chosen for each touchpoint.
///
/// Vigil changes what atrest says, never what it does; nothing here reads or writes data.
package enum VigilCopy {
    static let book = CopyBook(resource: "vigil")

    /// What `atrest vigil` says the layer adds.
    package static var explanation: String { book["section.explanation"] ?? "" }

    /// Said once by `start`.
    package static var fastStart: String { book["fastStart"] ?? "" }

    /// Read after the phase's companion text, which stays whole.
    package static func addition(for phase: FastingPhase) -> String {
        book["milestone.\(phase.rawValue).companion"] ?? ""
    }

    package static func fragment(for phase: FastingPhase) -> ScriptureFragment {
        fragment("milestone.\(phase.rawValue).fragment", citation: "milestone.\(phase.rawValue).citation")
    }

    /// The arrival fragment after an established fast, rotating through five by completed count.
    package static func arrival(completedCount: Int) -> ScriptureFragment {
        let index = abs(completedCount) % 5
        return fragment("arrival.\(index)", citation: "arrival.\(index).citation")
    }

    /// The idle fragment of `day`: one of ten by day of the year, the same all day.
    package static func daily(on day: LocalDay) -> ScriptureFragment {
        let dayOfYear = day.ordinal - LocalDay(year: day.year, month: 1, day: 1).ordinal + 1
        let index = (dayOfYear - 1) % 10
        return fragment("idle.\(index)", citation: "idle.\(index).citation")
    }

    package static var forestInscription: ScriptureFragment {
        fragment("forest.inscription", citation: "forest.inscription.citation")
    }

    private static func fragment(_ key: String, citation: String) -> ScriptureFragment {
        ScriptureFragment(text: book[key] ?? "", citation: book[citation] ?? "")
    }
}
