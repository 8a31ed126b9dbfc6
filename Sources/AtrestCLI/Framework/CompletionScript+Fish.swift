/// The fish script: one `complete` line for each command, option and value.
extension CompletionScript {
    static func fish(_ model: Model) -> String {
        var lines = [
            "# fish completion for atrest (written by `atrest completions fish`)",
            "complete -c atrest -f",
        ]
        for option in model.global {
            var line = "complete -c atrest -l \(option.name) -d \(shellQuote(option.help))"
            if !option.isFlag { line += option.choices.isEmpty ? " -r" : " -x -a \(shellQuote(option.choices.joined(separator: " ")))" }
            lines.append(line)
        }
        for spec in model.topLevel {
            lines.append("complete -c atrest -n __fish_use_subcommand -a \(spec.name) -d \(shellQuote(spec.summary))")
        }
        for spec in model.specs {
            let condition: String
            if spec.words.count == 2 {
                condition = "__fish_seen_subcommand_from \(spec.words[0]); and __fish_seen_subcommand_from \(spec.words[1])"
            } else {
                let subs = model.subcommands(of: spec.name).map { $0.words[1] }
                condition = "__fish_seen_subcommand_from \(spec.name)" + (subs.isEmpty ? "" : "; and not __fish_seen_subcommand_from \(subs.joined(separator: " "))")
                for sub in model.subcommands(of: spec.name) {
                    lines.append("complete -c atrest -n \(shellQuote(condition)) -a \(sub.words[1]) -d \(shellQuote(sub.summary))")
                }
            }
            for option in spec.options {
                var line = "complete -c atrest -n \(shellQuote(condition)) \(option.name.count == 1 ? "-s" : "-l") \(option.name) -d \(shellQuote(option.help))"
                if let value = option.value {
                    line += value.contains("FILE") ? " -r -F" : option.choices.isEmpty ? " -x" : " -x -a \(shellQuote(option.choices.joined(separator: " ")))"
                }
                lines.append(line)
            }
            for argument in spec.arguments {
                if let source = argument.idsFrom {
                    lines.append("complete -c atrest -n \(shellQuote(condition)) -x -a \(shellQuote("(" + idsPipeline(source) + ")"))")
                }
                for (word, choices) in argument.choicesAfter {
                    let after = "set -l w (commandline -opc); contains -- \(spec.words[0]) $w; and test \"$w[-1]\" = \(word)"
                    lines.append("complete -c atrest -n \(shellQuote(after)) -x -a \(shellQuote(choices.joined(separator: " ")))")
                }
            }
            // After a word that has values of its own (`config water-unit`, `help water`), only those.
            let afterWords = spec.arguments.flatMap(\.choicesAfter).map(\.word)
            let choicesCondition = condition + (afterWords.isEmpty ? "" : "; and not contains -- (commandline -opc)[-1] \(afterWords.joined(separator: " "))")
            for argument in spec.arguments where !argument.choices.isEmpty {
                // A word of a single argument, once given, is not offered again (`water remove last`).
                let given = model.most(spec) == 1 ? "; and not __fish_seen_subcommand_from \(argument.choices.joined(separator: " "))" : ""
                lines.append("complete -c atrest -n \(shellQuote(choicesCondition + given)) -a \(shellQuote(argument.choices.joined(separator: " "))) -d \(shellQuote(argument.help))")
            }
            if model.takesFiles(spec) {
                lines.append("complete -c atrest -n \(shellQuote(condition)) -F")
            }
            if model.takesDirectories(spec) {
                lines.append("complete -c atrest -n \(shellQuote(condition)) -x -a \(shellQuote("(__fish_complete_directories)"))")
            }
            for word in spec.arguments.flatMap(\.directoriesAfter) {
                let after = "set -l w (commandline -opc); contains -- \(spec.words[0]) $w; and test \"$w[-1]\" = \(word)"
                lines.append("complete -c atrest -n \(shellQuote(after)) -x -a \(shellQuote("(__fish_complete_directories)"))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
