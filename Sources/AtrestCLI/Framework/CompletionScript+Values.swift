extension CompletionScript.Model {
    /// The fixed values each option takes, by the command it belongs to where two commands
    /// give one name different values (`status --format waybar`, `export --format csv`); a
    /// nil command: the same values wherever the option stands.
    var optionValues: [(flag: String, lists: [(command: String?, choices: [String])])] {
        var byFlag: [String: [(command: String, choices: [String])]] = [:]
        for spec in specs {
            for option in spec.options where !option.choices.isEmpty {
                byFlag[option.flagText, default: []].append((spec.words[0], option.choices))
            }
        }
        for option in global where !option.choices.isEmpty {
            byFlag[option.flagText, default: []].append(("", option.choices))
        }
        return byFlag.keys.sorted().map { flag in
            let lists = byFlag[flag] ?? []
            guard Set(lists.map(\.choices)).count > 1 else { return (flag, [(nil, lists.first?.choices ?? [])]) }
            var seen = Set<String>()
            return (flag, lists.filter { seen.insert($0.command).inserted }.map { (Optional($0.command), $0.choices) })
        }
    }

    /// A shell `case` arm for `flag`: `action` of each list, chosen by the command where the
    /// lists differ (`command` is the shell's word for the command being completed).
    func valueArm(_ flag: String, _ lists: [(command: String?, choices: [String])], command: String, action: ([String]) -> String) -> String {
        if lists.count == 1, lists[0].command == nil { return "        \(flag)) \(action(lists[0].choices)); return ;;\n" }
        let inner = lists.map { "\(CompletionScript.shellQuote($0.command ?? ""))) \(action($0.choices)) ;;" }.joined(separator: " ")
        return "        \(flag)) case \(command) in \(inner) esac; return ;;\n"
    }
}
