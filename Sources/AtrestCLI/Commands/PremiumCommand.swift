/// `atrest premium`: the values surface, the one place premium is described.
struct PremiumCommand: Command {
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
        if let terms = Entitlements.verifiedTerms(try run.store.loadAccount(), in: run) {
            var lines = ["", "  Premium. " + PremiumState.describe(terms, in: run), ""]
            for key in ["license.restore", "renewal"] {
                lines += TextLayout.wrap(PremiumCopy[key], width: width, indent: "  ").map(run.paint.dim)
            }
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
        lines.append("")
        for key in ["terms", "privacy"] {
            lines += TextLayout.wrap(PremiumCopy[key], width: width, indent: "  ").map(run.paint.dim)
        }
        run.out(lines.joined(separator: "\n"))
    }
}
