/// The bash script: one function that reads the words typed so far and offers what may follow.
extension CompletionScript {
    static func bash(_ model: Model) -> String {
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
}
