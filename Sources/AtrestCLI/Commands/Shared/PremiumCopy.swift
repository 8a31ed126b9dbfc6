import Domain
/// The words about premium, from `Resources/copy/premium.txt`.
package enum PremiumCopy {
    static let book = CopyBook(resource: "premium")

    package static subscript(key: String) -> String { book[key] ?? "" }

    /// The transition moment, shown once after the tenth recorded fast: two choices with equal
    /// weight. `completed` is the trial's count, said as it is (ten, or more when the fasts
    /// past the tenth were added without an end).
    package static func transitionMoment(paint: Paint, width: Int, completed: Int) -> [String] {
        var lines = [""]
        let count = completed == EntitlementPolicy.trialLength ? "ten" : "\(completed)"
        for key in ["transition.1", "transition.2"] {
            lines += TextLayout.wrap(Self[key].replacing("{count}", with: count), width: width, indent: "  ")
        }
        lines.append("")
        lines.append("  " + Self["annual"])
        lines.append("  " + Self["lifetime"])
        lines.append("")
        let choices = [(Self["transition.continue"], Self["transition.continue.how"]), (Self["transition.later"], Self["transition.later.how"])]
        let column = (choices.map(\.0.count).max() ?? 0) + 4
        for (choice, how) in choices {
            lines.append("  " + choice.padded(to: column) + paint.dim(how))
        }
        return lines
    }
}
