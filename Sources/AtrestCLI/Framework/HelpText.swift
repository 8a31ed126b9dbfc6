/// Help pages, written from the command table so they always match what the parser takes.
///
/// Every line fits `width` columns, the narrowest terminal people commonly keep.
package enum HelpText {
    package static let width = 80

    /// `atrest help`: what atrest is and every command, by group.
    ///
    /// `showsForest` false (the free tier) leaves the forest out: it is absent, not dangled.
    package static func overview(showsForest: Bool = true) -> String {
        let specs = CommandTable.specs.filter { showsForest || $0.name != "forest" }
        var text = """
        atrest \(AtrestVersion.current) — a quiet companion for fasting

        Keeps time while you fast, says what is likely happening in your body,
        logs water, and remembers \(showsForest ? "each fast you finish: it grows a tree in your forest" : "the fasts you finish").

        Usage: atrest [COMMAND] [OPTIONS]     (no command: atrest status)

        """
        let width = (specs.map(\.name.count).max() ?? 10) + 2
        for group in CommandGroup.allCases {
            let members = specs.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            // Without the forest, its group is named for what it holds.
            text += "\n\(group == .pictures && !showsForest ? "Calendar" : group.rawValue):\n"
            for spec in members {
                text += row(spec.name, spec.summary, nameWidth: width)
            }
        }
        text += "\nTopics:\n"
        for topic in HelpTopic.all {
            text += row(topic.name, topic.summary, nameWidth: width)
        }
        text += """

        Everywhere: --color auto|always|never, --ascii, --help, --version,
        --graphics auto|kitty|iterm|sixel|cells.
        atrest help COMMAND (or atrest COMMAND --help) tells more about one command,
        atrest help TOPIC about a topic.
        \(DataPlace.either)
        atrest is not medical advice.

        """
        return text
    }

    /// `atrest help COMMAND`: its synopsis, what it does, its options and examples.
    package static func command(_ spec: CommandSpec) -> String { command(spec, showsTree: true) }

    /// The same, for a tier that shows the tree or not (the free tier's words where they differ).
    package static func command(_ spec: CommandSpec, showsTree: Bool) -> String {
        var text = TextLayout.wrap("atrest \(spec.name) — \(spec.summary)", width: width - 2).joined(separator: "\n    ")
        text += "\n\nUsage:\n" + TextLayout.wrap(spec.synopsis, width: width - 2).map { "  " + $0 }.joined(separator: "\n    ") + "\n"
        if let discussion = showsTree ? spec.discussion : spec.freeDiscussion ?? spec.discussion {
            text += "\n" + TextLayout.wrap(discussion, width: width - 2).joined(separator: "\n") + "\n"
        }
        let rows = spec.arguments.map { ($0.name, $0.help) } + spec.options.map { ($0.display, $0.help) }
        if !rows.isEmpty {
            let width = (rows.map(\.0.count).max() ?? 0) + 3
            text += "\n"
            for (name, help) in rows {
                text += row(name, help, nameWidth: width)
            }
        }
        if !spec.examples.isEmpty {
            text += "\nExamples:\n" + spec.examples.map { "  \($0)\n" }.joined()
        }
        return text
    }

    /// `  name   help`, the help wrapped under itself when it runs past the page.
    private static func row(_ name: String, _ help: String, nameWidth: Int) -> String {
        let indent = String(repeating: " ", count: 2 + nameWidth)
        let lines = TextLayout.wrap(help, width: max(width - indent.count, 24))
        var text = "  " + name.padded(to: nameWidth) + (lines.first ?? "") + "\n"
        for line in lines.dropFirst() { text += indent + line + "\n" }
        return text
    }
}

extension HelpText {
    /// Whether this person's tier has the forest, for the overview; when the files cannot be
    /// read, help still helps, and lists it.
    static func showsForest(_ run: CommandRun) -> Bool {
        guard let store = try? run.store, let account = try? store.loadAccount(),
              let tier = try? Entitlements.shownTier(account: account, runningCount: nil, store: store, in: run)
        else { return true }
        return tier.hasFullExperience
    }
}
