/// Help pages, written from the command table so they always match what the parser takes.
package enum HelpText {
    /// `atrest help`: what atrest is and every command, by group.
    package static func overview() -> String {
        let specs = CommandTable.specs
        var text = """
        atrest \(AtrestVersion.current) — a quiet companion for fasting

        Keeps time while you fast, says what is likely happening in your body, logs water,
        and remembers: each fast you finish grows a tree in your forest.

        Usage: atrest [COMMAND] [OPTIONS]     (no command: atrest status)

        """
        let width = (specs.map(\.name.count).max() ?? 10) + 2
        for group in CommandGroup.allCases {
            let members = specs.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            text += "\n\(group.rawValue):\n"
            for spec in members {
                text += "  \(spec.name.padded(to: width))\(spec.summary)\n"
            }
        }
        text += """

        Everywhere: --color auto|always|never, --ascii, --help, --version.
        atrest help COMMAND (or atrest COMMAND --help) tells more about one command.
        Your data is stored only on this device. atrest is not medical advice.

        """
        return text
    }

    /// `atrest help COMMAND`: its synopsis, what it does, its options and examples.
    package static func command(_ spec: CommandSpec) -> String {
        var text = "atrest \(spec.name) — \(spec.summary)\n\nUsage:\n  \(spec.synopsis)\n"
        if let discussion = spec.discussion {
            text += "\n" + TextLayout.wrap(discussion, width: 88).joined(separator: "\n") + "\n"
        }
        let rows = spec.arguments.map { ($0.name, $0.help) } + spec.options.map { ($0.display, $0.help) }
        if !rows.isEmpty {
            let width = (rows.map(\.0.count).max() ?? 0) + 3
            text += "\n"
            for (name, help) in rows {
                text += "  \(name.padded(to: width))\(help)\n"
            }
        }
        if !spec.examples.isEmpty {
            text += "\nExamples:\n" + spec.examples.map { "  \($0)\n" }.joined()
        }
        return text
    }
}
