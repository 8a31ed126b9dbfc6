import AtrestCLI
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

    @Test func everyPhaseHasItsWords() {
        for phase in FastingPhase.allCases {
            #expect(!phase.companionText.isEmpty)
            #expect(phase.displayName != phase.rawValue)
        }
    }
}
