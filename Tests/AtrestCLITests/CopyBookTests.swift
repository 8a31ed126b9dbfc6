import AtrestCLI
import AtrestResources
import Domain
import Testing

@Suite struct CopyBookTests {
    @Test func readsKeyEqualsTextLines() {
        let book = CopyBook(parsing: """
            # a comment
              daily.1 = Be still. \u{2014} and know   \r
            empty =
            no separator here
            twice = a = b

            last = the end
            """)
        #expect(book["daily.1"] == "Be still. \u{2014} and know")
        #expect(book["twice"] == "a = b")
        #expect(book["last"] == "the end")
        #expect(book["empty"] == nil)
        #expect(book.keys == ["daily.1", "last", "twice"])
    }

    /// One entry found without reading the book (start-up path) is the book's entry: for
    /// every key of every embedded book, and none for a key or a book that is not there.
    @Test func oneEntryIsTheBooksEntry() {
        let names = EmbeddedResources.paths.filter { $0.hasPrefix("copy/") && $0.hasSuffix(".txt") }
            .map { String($0.dropFirst(5).dropLast(4)) }
        #expect(names.contains("phases"))
        for name in names {
            let book = CopyBook(resource: name)
            for key in book.keys { #expect(CopyBook.entry(key, inResource: name) == book[key], "\(name): \(key)") }
        }
        #expect(CopyBook.entry("digestionCompleting.textual", inResource: "phases") == nil)
        #expect(CopyBook.entry("digestionCompleting.tex", inResource: "phases") == nil)
        #expect(CopyBook.entry("digestionCompleting.text", inResource: "no such book") == nil)
        #expect(FastingPhase.allCases.allSatisfy { $0.companionText == CopyBook.phases["\($0.rawValue).text"] })
    }

    @Test func everyPhaseHasItsWords() {
        for phase in FastingPhase.allCases {
            #expect(!phase.companionText.isEmpty)
            #expect(phase.displayName != phase.rawValue)
        }
    }
}
