/// The manual page, `atrest(1)`, written from the command table like help and completions.
///
/// Every command, option, argument and example comes from the specs; only what no spec
/// holds (exit status, environment, files, the medical note) is stated here, in
/// `ManPage+Reference.swift`, where tests hold each fact against the code that acts on it.
package enum ManPage {
    /// The page in roff with the `man` macros, for `man -l -` or `/usr/share/man/man1`.
    package static func render(specs: [CommandSpec] = CommandTable.specs) -> String {
        var lines: [String] = []
        // No date: the page of one version is the same whenever it is written.
        lines.append(".TH ATREST 1 \"\" \"atrest \(AtrestVersion.current)\" \"User Commands\"")
        // Left-aligned and unhyphenated: option and key names must read as typed.
        lines.append(".nh")
        lines.append(".ad l")
        lines.append(".SH NAME")
        lines.append("atrest \\- a quiet companion for fasting")

        lines.append(".SH SYNOPSIS")
        lines.append("\(Roff.bold("atrest")) [\(Roff.italic("COMMAND"))] [\(Roff.italic("OPTIONS"))]")
        lines.append(".br")
        lines.append("\(Roff.bold("atrest help")) [\(Roff.italic("COMMAND"))]")

        lines.append(".SH DESCRIPTION")
        for paragraph in description {
            lines.append(".PP")
            lines.append(Roff.escape(paragraph))
        }

        lines.append(".SH COMMANDS")
        for group in CommandGroup.allCases {
            let members = specs.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            lines.append(".SS \(Roff.escape(group.rawValue))")
            for spec in members { lines += command(spec) }
        }

        lines.append(".SH OPTIONS")
        lines.append("These are understood by every command, wherever they appear on the line.")
        for option in GlobalOptions.specs { lines += item(option) }

        lines.append(".SH \"EXIT STATUS\"")
        for status in exitStatus {
            lines.append(".TP")
            lines.append(Roff.bold(String(status.code)))
            lines.append(Roff.escape(status.meaning))
        }
        lines.append(".PP")
        lines.append(Roff.escape(errorNote))

        lines.append(".SH ENVIRONMENT")
        for variable in environment {
            lines.append(".TP")
            lines.append(variable.names.map(Roff.bold).joined(separator: ", "))
            lines.append(Roff.escape(variable.meaning))
        }

        lines.append(".SH FILES")
        lines.append(Roff.escape(filesIntroduction))
        for folder in folders {
            lines.append(".TP")
            lines.append("\(Roff.bold("$" + folder.variable + "/atrest")) (\(Roff.escape("~/" + folder.fallback + "/atrest")))")
            lines.append(Roff.escape(folder.holds))
        }
        lines.append(".PP")
        lines.append(Roff.escape(filesNote))

        lines.append(".SH EXAMPLES")
        for spec in specs where !spec.examples.isEmpty {
            lines.append(".PP")
            lines.append(Roff.escape(Roff.sentence(spec.summary)))
            lines.append(".RS 4")
            lines.append(".nf")
            lines += spec.examples.map(Roff.escape)
            lines.append(".fi")
            lines.append(".RE")
        }

        lines += desktopSection()

        // The terms and the privacy have no website: here and in `atrest help TOPIC` is where they live.
        for topic in HelpTopic.all {
            lines.append(".SH \(topic.name.uppercased())")
            for paragraph in topic.paragraphs {
                lines.append(".PP")
                lines.append(Roff.escape(paragraph))
            }
        }

        lines.append(".SH NOTES")
        for paragraph in notes {
            lines.append(".PP")
            lines.append(Roff.escape(paragraph))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One command: its synopsis as the tag, what it does, then its arguments and options.
    static func command(_ spec: CommandSpec) -> [String] {
        var synopsis = [Roff.bold("atrest " + spec.name)]
        synopsis += spec.options.map { $0.isRequired ? usage($0) : "[" + usage($0) + "]" }
        synopsis += spec.arguments.map { $0.isOptional ? "[" + Roff.italic($0.name) + "]" : Roff.italic($0.name) }
        var lines = [".TP", synopsis.joined(separator: " "), Roff.escape(Roff.sentence(spec.summary))]
        if let discussion = spec.discussion { lines.append(Roff.escape(discussion)) }
        let rows = spec.arguments.map { (Roff.italic($0.name), $0.help) } + spec.options.map { (usage($0), $0.help) }
        if !rows.isEmpty {
            lines.append(".RS")
            for (tag, help) in rows {
                lines += [".TP", tag, Roff.escape(help)]
            }
            lines.append(".RE")
        }
        return lines
    }

    /// A global option as an indented paragraph.
    static func item(_ option: OptionSpec) -> [String] {
        [".TP", usage(option), Roff.escape(Roff.sentence(option.help))]
    }

    /// `--target H` with the option bold and its value italic.
    static func usage(_ option: OptionSpec) -> String {
        Roff.bold(option.flagText) + (option.value.map { " " + Roff.italic($0) } ?? "")
    }
}
