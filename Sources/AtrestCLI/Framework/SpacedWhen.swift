import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A WHEN of several words typed without quotes, as the help writes it (`--at yesterday 20:00`,
/// `--at 2h ago`): the shell hands atrest `yesterday` as the time and `20:00` as a stray word,
/// which alone would be refused as "does not take '20:00'". Named for what it is, with the
/// quotes that make it one word.
enum SpacedWhen {
    /// The problem `extra`, a word the command does not take, is when it continues the value of
    /// one of `spec`'s WHEN options into a time atrest reads; nil otherwise.
    static func problem(_ words: [String], extra: String, in spec: CommandSpec, now: Date, timeZone: Zone) -> AtrestError? {
        for (index, word) in words.enumerated() {
            guard let option = spec.options.first(where: { $0.value == "WHEN" && (word == $0.flagText || word.hasPrefix($0.flagText + "=")) })
            else { continue }
            let inline = word != option.flagText
            let valueIndex = inline ? index : index + 1
            guard valueIndex < words.count else { continue }
            let value = inline ? String(word.dropFirst(option.flagText.count + 1)) : words[valueIndex]
            let rest = words[(valueIndex + 1)...].prefix { !$0.hasPrefix("-") }
            guard rest.first == extra else { continue }
            let joined = rest.reduce(value) { $0 + " " + $1 }
            if case .failure(.unrecognized) = WhenParser(now: now, timeZone: timeZone).parse(joined) { continue }
            return AtrestError.usage(
                "\(option.flagText) \(joined) is one time: give it in quotes",
                hint: "atrest \(spec.name) \(option.flagText) \(ShellWord.quoted(joined))"
            )
        }
        return nil
    }

    /// The hint for a WHEN that is the first word of one (`today`, `yesterday`), when the line
    /// gave no more of it (or the command took the rest as its own argument).
    static func hint(for text: String, option: String) -> String? {
        let word = text.trimmingWhitespace().lowercased()
        guard word == "today" || word == "yesterday" else { return nil }
        return "\(word) needs a time of day, in quotes with it: \(option) '\(word) 20:00'"
    }
}
