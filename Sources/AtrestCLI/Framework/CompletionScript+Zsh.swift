/// The zsh script: commands and options with their descriptions (`_describe`, `compadd`).
extension CompletionScript {
    static func zsh(_ model: Model) -> String {
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
}
