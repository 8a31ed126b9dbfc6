import AtrestCLI
import Domain
import Foundation
import Testing

/// Vigil changes what atrest says at its touchpoints, and nothing else, and only when on.
@Suite struct VigilTests {
    @Test func vigilIsOffByDefaultAndSwitchesAndPersists() {
        let app = TestApp()
        #expect(app.run("vigil").stdout.hasPrefix("Vigil is off."))
        #expect(app.run("vigil", "on").stdout.hasPrefix("Vigil is on."))
        #expect(app.run("vigil").stdout.hasPrefix("Vigil is on."))
        #expect(app.run("vigil", "off").stdout.hasPrefix("Vigil is off."))
        #expect(app.run("vigil", "maybe").code == 2)
    }

    @Test func idleStatusShowsTheDailyFragmentAllDayAndANewOneTomorrow() {
        let app = TestApp(now: "2026-11-21T06:00:00Z")
        #expect(!app.run("status").stdout.contains("Colossians"))
        app.run("vigil", "on")
        let morning = app.run("status").stdout
        let day = LocalTime.day(of: app.now, in: app.timeZone)
        let fragment = VigilCopy.daily(on: day)
        #expect(morning.contains(fragment.text))
        #expect(!morning.contains(fragment.citation), "citations only when asked for")
        #expect(app.run("status", "--cite").stdout.contains("— " + fragment.citation))
        app.advance(hours: 12)
        #expect(app.run("status").stdout == morning, "the same all day")
        app.advance(hours: 12)
        #expect(app.run("status").stdout.contains(VigilCopy.daily(on: day.adding(days: 1)).text))
    }

    @Test func dailyFragmentsRotateThroughAllTenByDayOfYear() {
        let texts = (0..<10).map { VigilCopy.daily(on: LocalDay(year: 2026, month: 1, day: 1).adding(days: $0)).text }
        #expect(Set(texts).count == 10)
        #expect(VigilCopy.daily(on: LocalDay(year: 2026, month: 1, day: 11)) == VigilCopy.daily(on: LocalDay(year: 2026, month: 1, day: 1)))
        #expect(texts[0] == "The earth is full of your steadfast love.")
    }

    @Test func startSaysTheSetApartLineOnlyWithVigil() {
        let off = TestApp()
        #expect(!off.run("start").stdout.contains(VigilCopy.fastStart))
        let on = TestApp()
        on.run("vigil", "on")
        #expect(on.run("start").stdout.contains("You have set this time apart."))
    }

    @Test(arguments: FastingPhase.allCases)
    func statusKeepsTheCompanionTextWholeThenAddsVigil(phase: FastingPhase) {
        let app = TestApp()
        app.columns = 400
        app.run("start", "--at", "-\(phase.startHour)h1m")
        let plain = flowing(app.run("status").stdout)
        #expect(plain.contains(phase.companionText))
        #expect(!plain.contains(VigilCopy.addition(for: phase)))
        app.run("vigil", "on")
        let vigil = flowing(app.run("status").stdout)
        #expect(vigil.contains(phase.companionText + " " + VigilCopy.addition(for: phase)))
        #expect(vigil.contains(VigilCopy.fragment(for: phase).text))
        #expect(!vigil.contains(VigilCopy.fragment(for: phase).citation))
        #expect(app.run("status", "--cite").stdout.contains(VigilCopy.fragment(for: phase).citation))
        let elapsed = vigil.range(of: "h ")
        let fragment = vigil.range(of: VigilCopy.fragment(for: phase).text)
        #expect(elapsed != nil && fragment != nil && elapsed!.lowerBound < fragment!.lowerBound, "time comes first")
    }

    /// Output with its wrapping undone, so prose can be compared whole.
    private func flowing(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    @Test func theComposedStatusCarriesTheFragmentOnceAndItsCitationOnRequest() {
        let app = TestApp()
        app.isTerminal = true
        app.columns = 100
        app.run("vigil", "on")
        app.run("start", "--at", "-13h")
        let fragment = VigilCopy.fragment(for: .deeperRhythm)
        let shown = app.run("status").stdout
        #expect(shown.components(separatedBy: fragment.text).count == 2, "once, under the words")
        #expect(!shown.contains(fragment.citation))
        #expect(app.run("status", "--cite").stdout.contains("— " + fragment.citation))
    }

    @Test func arrivalFragmentFollowsOnlyAnEstablishedFast() throws {
        let app = TestApp()
        app.run("vigil", "on")
        app.run("start")
        app.advance(hours: 16)
        let established = app.run("end").stdout
        let arrival = VigilCopy.arrival(completedCount: 1)
        #expect(established.contains(arrival.text))
        let tree = try #require(established.range(of: "Recorded "))
        #expect(tree.lowerBound < established.range(of: arrival.text)!.lowerBound, "the fragment comes last")

        app.run("start")
        app.advance(hours: 12)
        let incomplete = app.run("end").stdout
        #expect(incomplete.contains("Recorded ") && !incomplete.contains("tree"))
        for index in 0..<5 { #expect(!incomplete.contains(VigilCopy.arrival(completedCount: index).text), "silence after an incomplete fast") }

        app.run("start")
        app.advance(hours: 2)
        let short = app.run("end").stdout
        for index in 0..<5 { #expect(!short.contains(VigilCopy.arrival(completedCount: index).text)) }
    }

    @Test func arrivalFragmentsRotateByCompletedCount() {
        #expect(Set((0..<5).map { VigilCopy.arrival(completedCount: $0).text }).count == 5)
        #expect(VigilCopy.arrival(completedCount: 7) == VigilCopy.arrival(completedCount: 2))
    }

    @Test func everyVigilCitationIsBookAndChapterOnly() {
        var citations = FastingPhase.allCases.map { VigilCopy.fragment(for: $0).citation }
        citations += (0..<5).map { VigilCopy.arrival(completedCount: $0).citation }
        citations += (0..<10).map { VigilCopy.daily(on: LocalDay(year: 2026, month: 1, day: 1).adding(days: $0)).citation }
        citations.append(VigilCopy.forestInscription.citation)
        #expect(citations.count == 22)
        for citation in citations {
            #expect(!citation.contains(":") && !citation.isEmpty, "\(citation)")
            #expect(citation.split(separator: " ").last.map { Int($0) != nil } == true, "\(citation) ends with a chapter")
        }
    }

    @Test func statusJSONCarriesVigilOnlyWhenOn() throws {
        let app = TestApp()
        app.run("start", "--at", "-5h")
        #expect(!app.run("status", "--json").stdout.contains("\"vigil\""))
        app.run("vigil", "on")
        let json = app.run("status", "--json").stdout
        #expect(json.contains(VigilCopy.fragment(for: .beginningToShift).text))
        #expect(!json.contains("citation"))
        #expect(app.run("status", "--json", "--cite").stdout.contains("Psalm 23"))
    }
}
