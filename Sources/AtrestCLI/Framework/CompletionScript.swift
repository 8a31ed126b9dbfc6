/// Shell completion scripts for bash, zsh and fish, written from command specs.
///
/// Nothing here names a command by hand: add a command or an option to the table and every
/// script offers it.
package enum CompletionScript {
    package enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    package static func render(for shell: Shell, specs: [CommandSpec]) -> String {
        let model = Model(specs: specs)
        switch shell {
        case .bash: return bash(model)
        case .zsh: return zsh(model)
        case .fish: return fish(model)
        }
    }

    /// The facts every script needs, derived once.
    struct Model {
        var specs: [CommandSpec]
        var topLevel: [CommandSpec] { specs.filter { $0.words.count == 1 } }
        var global: [OptionSpec] { GlobalOptions.specs }

        /// Options whose next word is their value, so it is not taken for a command.
        var valueOptions: [String] {
            Array(Set((specs.flatMap(\.options) + global).filter { !$0.isFlag }.map(\.flagText))).sorted()
        }

        func subcommands(of name: String) -> [CommandSpec] {
            specs.filter { $0.words.count == 2 && $0.words[0] == name }
        }

        /// What may follow the command: its subcommands, or its arguments' fixed values.
        func words(after spec: CommandSpec) -> [String] {
            subcommands(of: spec.name).map { $0.words[1] } + spec.arguments.flatMap(\.choices)
        }

        func takesFiles(_ spec: CommandSpec) -> Bool { spec.arguments.contains { $0.name.contains("FILE") } }
        func takesDirectories(_ spec: CommandSpec) -> Bool { spec.arguments.contains { $0.name == "DIR" } }

        /// How many words may follow the command; nil when the last argument takes any number.
        /// Once that many are given, nothing more is offered (`water remove last` is whole).
        func most(_ spec: CommandSpec) -> Int? {
            spec.arguments.contains(where: \.isVariadic) || !subcommands(of: spec.name).isEmpty ? nil : spec.arguments.count
        }

        /// Words of a command after which a directory is its value: `config sync-folder`.
        var directoriesAfterWords: [(command: String, word: String)] {
            specs.flatMap { spec in spec.arguments.flatMap(\.directoriesAfter).map { (spec.name, $0) } }
        }
        func fileOptions() -> [String] {
            Array(Set((specs.flatMap(\.options) + global).filter { $0.value?.contains("FILE") == true }.map(\.flagText))).sorted()
        }

        /// Commands whose argument takes ids, and the command whose `--json` lists them.
        var idSources: [(command: String, source: String)] {
            specs.compactMap { spec in spec.arguments.compactMap(\.idsFrom).first.map { (spec.name, $0) } }
        }

        /// Values that follow a given word of a command: `config water-unit` → `ml oz`.
        var valuesAfterWords: [(command: String, word: String, choices: [String])] {
            specs.flatMap { spec in spec.arguments.flatMap(\.choicesAfter).map { (spec.name, $0.word, $0.choices) } }
        }
    }

    /// A shell pipeline printing the short ids `atrest SOURCE --json` lists (as `log` shows them).
    package static func idsPipeline(_ source: String) -> String {
        "atrest \(source) --json 2>/dev/null | sed -n 's/^ *\"id\": \"\\([0-9a-f]\\{8\\}\\).*/\\1/p'"
    }

    // MARK: bash

    private static func bash(_ model: Model) -> String {
        var afterDirectoryCases = ""
        var cases = ""
        for spec in model.specs {
            let options = (spec.options + model.global).map(\.flagText).joined(separator: " ")
            cases += "        \(shellQuote(spec.name))) opts=\(shellQuote(options)); args=\(shellQuote(model.words(after: spec).joined(separator: " "))); files=\(model.takesFiles(spec) ? 1 : 0); dirs=\(model.takesDirectories(spec) ? 1 : 0); most=\(model.most(spec) ?? -1) ;;\n"
        }
        for (command, word) in model.directoriesAfterWords {
            afterDirectoryCases += "        \(shellQuote(command + " " + word))) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n"
        }
        let valueCases = model.optionValues.map { flag, lists in
            model.valueArm(flag, lists, command: "${words[0]-}") { "COMPREPLY=($(compgen -W \(shellQuote($0.joined(separator: " "))) -- \"$cur\"))" }
        }.joined()
        var afterCases = ""
        for (command, word, choices) in model.valuesAfterWords {
            afterCases += "        \(shellQuote(command + " " + word))) COMPREPLY=($(compgen -W \(shellQuote(choices.joined(separator: " "))) -- \"$cur\")); return ;;\n"
        }
        var idCases = ""
        for (command, source) in model.idSources {
            idCases += "        \(shellQuote(command))) args+=\" $(\(idsPipeline(source)))\" ;;\n"
        }
        let fileOptions = alternatives(model.fileOptions())
        let freeOptions = alternatives(model.valueOptions.filter { !model.fileOptions().contains($0) })
        let topWords = (model.topLevel.map(\.name) + model.global.map(\.flagText)).joined(separator: " ")
        return """
        # bash completion for atrest (written by `atrest completions bash`)
        _atrest() {
            local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
            local -a words=()
            local i w skip=0
            for ((i = 1; i < COMP_CWORD; i++)); do
                w=${COMP_WORDS[i]}
                if ((skip)); then skip=0; continue; fi
                case $w in
                    \(alternatives(model.valueOptions))) skip=1; continue ;;
                    -*) continue ;;
                esac
                words+=("$w")
            done
            case $prev in
        \(valueCases)        \(fileOptions)) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                \(freeOptions)) return ;;
            esac
            local key=${words[0]-}
            if ((${#words[@]} > 1)); then
                case "${words[0]} ${words[1]}" in
                    \(alternatives(model.specs.filter { $0.words.count == 2 }.map { shellQuote($0.name) }))) key="${words[0]} ${words[1]}" ;;
                esac
            fi
            local opts="" args="" files=0 dirs=0 most=-1
            case $key in
                "") COMPREPLY=($(compgen -W \(shellQuote(topWords)) -- "$cur")); return ;;
        \(cases)    esac
            case "$key $prev" in
        \(afterCases)\(afterDirectoryCases)        "") ;;
            esac
            local -a keyWords=($key)
            if ((most >= 0 && ${#words[@]} - ${#keyWords[@]} >= most)); then args=""; files=0; dirs=0; fi
            if ((most < 0 || ${#words[@]} - ${#keyWords[@]} < most)); then
                case $key in
        \(idCases)            "") ;;
                esac
            fi
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "$opts" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "$args" -- "$cur"))
                ((files)) && COMPREPLY+=($(compgen -f -- "$cur"))
                ((dirs)) && COMPREPLY+=($(compgen -d -- "$cur"))
            fi
        }
        complete -F _atrest atrest

        """
    }

    // MARK: zsh

    private static func zsh(_ model: Model) -> String {
        func described(_ pairs: [(String, String)]) -> String {
            pairs.map { "    " + shellQuote($0.0.replacing(":", with: "\\:") + ":" + $0.1) }.joined(separator: "\n")
        }
        var cases = ""
        for spec in model.specs {
            let options = (spec.options + model.global).map { ($0.flagText, $0.help) }
            let after = model.subcommands(of: spec.name).map { ($0.words[1], $0.summary) } + spec.arguments.flatMap { argument in argument.choices.map { ($0, argument.help) } }
            cases += "        \(shellQuote(spec.name)))\n            opts=(\n\(described(options))\n            )\n            args=(\n\(described(after))\n            )\n            files=\(model.takesFiles(spec) ? 1 : 0); dirs=\(model.takesDirectories(spec) ? 1 : 0); most=\(model.most(spec) ?? -1) ;;\n"
        }
        var zshDirectoryCases = ""
        for (command, word) in model.directoriesAfterWords {
            zshDirectoryCases += "        \(shellQuote(command + " " + word))) _files -/; return ;;\n"
        }
        var valueCases = model.optionValues.map { flag, lists in
            model.valueArm(flag, lists, command: "${words_[1]-}") { "compadd -- \($0.joined(separator: " "))" }
        }.joined()
        var seen = Set(model.optionValues.map(\.flag))
        for option in (model.specs.flatMap(\.options) + model.global) where !option.isFlag && seen.insert(option.flagText).inserted {
            valueCases += "        \(option.flagText)) \(option.value?.contains("FILE") == true ? "_files" : ":"); return ;;\n"
        }
        let commands = model.topLevel.map { ($0.name, $0.summary) }
        var afterCases = ""
        for (command, word, choices) in model.valuesAfterWords {
            afterCases += "        \(shellQuote(command + " " + word))) compadd -- \(choices.joined(separator: " ")); return ;;\n"
        }
        var zshIDCases = ""
        for (command, source) in model.idSources {
            zshIDCases += "            \(shellQuote(command))) compadd -- $(\(idsPipeline(source))) ;;\n"
        }
        return """
        #compdef atrest
        # zsh completion for atrest (written by `atrest completions zsh`)
        _atrest() {
            local -a words_ opts args commands
            local i w skip=0
            for ((i = 2; i < CURRENT; i++)); do
                w=${words[i]}
                if ((skip)); then skip=0; continue; fi
                case $w in
                    \(alternatives(model.valueOptions))) skip=1; continue ;;
                    -*) continue ;;
                esac
                words_+=("$w")
            done
            case ${words[CURRENT-1]} in
        \(valueCases)    esac
            local key=${words_[1]-}
            if ((${#words_} > 1)); then
                case "${words_[1]} ${words_[2]}" in
                    \(alternatives(model.specs.filter { $0.words.count == 2 }.map { shellQuote($0.name) }))) key="${words_[1]} ${words_[2]}" ;;
                esac
            fi
            local files=0 dirs=0 most=-1
            case $key in
                "")
                    commands=(
        \(described(commands))
                    )
                    _describe 'atrest command' commands
                    return ;;
        \(cases)    esac
            case "$key ${words[CURRENT-1]}" in
        \(afterCases)\(zshDirectoryCases)        "") ;;
            esac
            local -a keyWords=(${=key})
            if ((most >= 0 && ${#words_} - ${#keyWords} >= most)); then args=(); files=0; dirs=0; fi
            if [[ $PREFIX != -* ]] && ((most < 0 || ${#words_} - ${#keyWords} < most)); then
                case $key in
        \(zshIDCases)            "") ;;
                esac
            fi
            if [[ $PREFIX == -* ]]; then
                _describe 'option' opts
            else
                (( ${#args} )) && _describe 'argument' args
                ((files)) && _files
                ((dirs)) && _files -/
            fi
        }
        # Loaded from fpath as a completion function, complete; sourced (source <(atrest
        # completions zsh)), only register it, and only where completion is set up (compinit):
        # calling it outside completion printed errors at start-up.
        if [[ ${zsh_eval_context[-1]-} == loadautofunc ]]; then
            _atrest "$@"
        elif (( ${+functions[compdef]} )); then
            compdef _atrest atrest
        fi

        """
    }

    // MARK: fish

    private static func fish(_ model: Model) -> String {
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

    /// A `case` pattern matching any of `words`; one that matches nothing when there are none.
    static func alternatives(_ words: [String]) -> String {
        words.isEmpty ? "--atrest-nothing--" : words.joined(separator: "|")
    }

    /// `text` in single quotes, safe in all three shells.
    package static func shellQuote(_ text: String) -> String {
        ShellWord.quoted(text)
    }
}
