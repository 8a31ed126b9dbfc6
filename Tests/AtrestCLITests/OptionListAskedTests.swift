import OptionParsing
import Testing

/// The parser asks for a command's options only when a word is one (Sources/START-UP.md): a
/// command typed bare, as prompts run `atrest status`, builds no list of them.
struct OptionListAskedTests {
    /// How often the list was made; each test runs on one thread.
    final class Asked: @unchecked Sendable {
        var times = 0
    }

    static func options(_ asked: Asked) -> [OptionSpec] {
        asked.times += 1
        return [OptionSpec("json", help: "as JSON"), OptionSpec("n", value: "N", help: "how many")]
    }

    @Test func wordsThatAreNoOptionsDoNotAskForTheList() throws {
        let asked = Asked()
        let bare = try OptionParser.parse([], options: Self.options(asked), arguments: [])
        #expect(bare.positionals.isEmpty)
        let words = try OptionParser.parse(["-", "--", "--json"], options: Self.options(asked), arguments: [
            ArgumentSpec("WORDS", help: "words", optional: true, variadic: true),
        ])
        #expect(words.positionals == ["-", "--json"])
        #expect(asked.times == 0)
    }

    @Test func optionsAreReadFromTheListAskedForOnce() throws {
        let asked = Asked()
        let parsed = try OptionParser.parse(["--json", "-n", "3"], options: Self.options(asked), arguments: [])
        #expect(asked.times == 1)
        #expect(parsed.flag(OptionSpec("json", help: "as JSON")))
        #expect(parsed.value(OptionSpec("n", value: "N", help: "how many")) == "3")
        #expect(throws: ArgumentProblem.self) { try OptionParser.parse(["--jsn"], options: Self.options(asked), arguments: []) }
    }
}
