import Store

/// `atrest premium`: the values surface, the one place premium is described.
struct PremiumCommand: Command {
    static let effect = CommandEffect.reads
    static let spec = CommandSpec(
        "premium",
        summary: "what premium keeps, what it costs, and how to activate a license",
        examples: ["atrest premium", "atrest premium activate ~/Downloads/atrest-license.txt", "atrest premium status --json"],
        group: .settings
    )

    init(_ arguments: ParsedArguments) throws {}

    func run(in run: CommandRun) throws {
        let width = TextLayout.proseWidth(columns: run.columns)
        // Someone with a license sees their license, not the page that describes one.
        let store = try run.store
        if let terms = Entitlements.verifiedTerms(try store.loadAccount(), in: run) {
            var lines = ["", "  Premium. " + PremiumState.describe(terms, in: run), ""]
            // Renewal concerns an annual license alone: a lifetime one does not end.
            var keys = ["license.restore"]
            if case .annual = terms.kind { keys.append("renewal") }
            for key in keys {
                lines += TextLayout.wrap(PremiumCopy[key], width: width, indent: "  ").map(run.paint.dim)
            }
            lines += termsAndPrivacy(store: store, width: width, run: run)
            run.out(lines.joined(separator: "\n"))
            return
        }
        var lines = [""]
        lines += TextLayout.wrap(PremiumCopy["values"], width: width, indent: "  ")
        lines.append("")
        lines.append("  " + run.paint.strong(PremiumCopy["keeps"]))
        lines += TextLayout.wrap(PremiumCopy["keeps.detail"], width: width, indent: "  ")
        lines.append("")
        lines.append("  " + PremiumCopy["annual"])
        lines.append("  " + PremiumCopy["lifetime"])
        lines.append("")
        for key in ["howto", "restore", "renewal"] {
            lines += TextLayout.wrap(PremiumCopy[key], width: width, indent: "  ")
        }
        lines += termsAndPrivacy(store: store, width: width, run: run)
        run.out(lines.joined(separator: "\n"))
    }

    /// The terms and the privacy, each in a line that says where it is written in full; the
    /// privacy names where the data is, a chosen sync folder included.
    private func termsAndPrivacy(store: AtrestStore, width: Int, run: CommandRun) -> [String] {
        let place = DataPlace.sentence(syncFolder: (try? store.loadSyncFolder()) ?? nil)
        let privacy = [PremiumCopy["privacy"], place, PremiumCopy["privacy.more"]].joined(separator: " ")
        return [""] + [PremiumCopy["terms"], privacy].flatMap { TextLayout.wrap($0, width: width, indent: "  ").map(run.paint.dim) }
    }
}
