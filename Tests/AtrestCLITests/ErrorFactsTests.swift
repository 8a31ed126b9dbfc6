import AtrestCLI
import Testing

/// An error carries what it left alone as a fact; the words come from one place, and a save
/// made before the error turns the promise into what was saved.
@Suite struct ErrorFactsTests {
    @Test func theHintSaysWhatWasLeftAloneThenWhatToDo() {
        #expect(AtrestError.cannot("x").hint == nil)
        #expect(AtrestError.cannot("x", hint: "try again").hint == "try again")
        #expect(AtrestError.cannot("x", untouched: .nothingChanged).hint == "nothing was changed")
        #expect(AtrestError.usage("x", untouched: .nothingWritten, hint: "check it").hint == "nothing was written; check it")
    }

    @Test func aSaveBeforeTheErrorIsNamedInsteadOfThePromise() {
        let error = AtrestError.cannot("could not save", untouched: .nothingChanged, hint: "atrest doctor checks the files")
        let admitted = error.admitting(saved: ["sessions/2026.json", "active.json"])
        #expect(admitted.hint == "sessions/2026.json and active.json were saved before this, the rest is as it was; atrest doctor checks the files")
        #expect(admitted.message == error.message && admitted.exitCode == 1)
        let bare = AtrestError.cannot("could not save", untouched: .nothingWritten).admitting(saved: ["settings.json"])
        #expect(bare.hint == "settings.json was saved before this, the rest is as it was; atrest status and atrest log show where things stand")
    }

    @Test func anErrorThatPromisedNothingIsLeftAsItIs() {
        let error = AtrestError.cannot("could not wait any longer", hint: "another atrest command is running")
        #expect(error.admitting(saved: ["settings.json"]) == error)
        let promise = AtrestError.cannot("x", untouched: .nothingChanged)
        #expect(promise.admitting(saved: []) == promise)
    }
}
