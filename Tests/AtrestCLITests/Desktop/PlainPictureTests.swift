import AtrestCLI
import Domain
import Foundation
import Testing

/// `--plain`, `ACCESSIBLE=1` and `TERM=dumb` say every picture in words.
@Suite struct PlainPictureTests {
    /// What a screen reader would stumble on: block and box characters, marks read as words,
    /// durations in letters, columns made of spaces.
    static func unspeakable(_ text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n") {
            if line.unicodeScalars.contains(where: { (0x2500...0x259F).contains($0.value) || (0x2800...0x28FF).contains($0.value) }) {
                found.append("block or box: \(line)")
            }
            if line.contains("  ") || line.hasPrefix(" ") { found.append("spaces for layout: \(line)") }
            if line.contains("\u{1B}") { found.append("escape: \(line)") }
            if line.range(of: #"\d+[hm]\b"#, options: .regularExpression) != nil { found.append("duration in letters: \(line)") }
            for mark in ["→", "·", "%", "●", "○", "★", "✦", "*", "#", "|", "…"] where line.contains(mark) { found.append("\(mark): \(line)") }
        }
        return found
    }

    private func populated() -> TestApp {
        let app = TestApp()
        app.isTerminal = true
        app.environment["COLORTERM"] = "truecolor"
        app.run("add", "--start", "-50h", "--end", "-33h")
        app.run("add", "--start", "-30h", "--end", "-17h")
        return app
    }

    @Test func statusSaysTheTimeThePhaseAndTheTreeBecoming() {
        let app = populated()
        app.run("start", "--at", "-4h10m")
        for variant in [["--plain", "status"], ["status"]] {
            if variant.count == 1 { app.environment["ACCESSIBLE"] = "1" }
            let out = app.run(variant).stdout
            #expect(out.contains("You have been fasting for 4 hours 10 minutes."))
            #expect(out.contains(FastingPhase.beginningToShift.companionText))
            #expect(out.contains("Your tree is becoming"))
            #expect(Self.unspeakable(out).isEmpty, "\(Self.unspeakable(out))")
        }
        app.environment["ACCESSIBLE"] = nil
        app.environment["TERM"] = "dumb"
        #expect(app.run("status").stdout.contains("4 hours 10 minutes"))
    }

    @Test func endGivesThePicturesDescriptionAndTheFactsOnly() {
        let app = populated()
        app.run("start", "--at", "-17h")
        let out = app.run("--plain", "end").stdout
        #expect(out.hasPrefix("A tree from this fast, in its earth tone.\nA star above it, in the dusk sky.\n"))
        #expect(out.contains("17 hours."))
        #expect(Self.unspeakable(out).isEmpty, "\(Self.unspeakable(out))")
        // No picture drawn: no escape codes on a colour terminal.
        #expect(!out.contains("\u{1B}"))
    }

    @Test func anEarlyEndHasAGreyTreeAndNoStar() {
        let app = populated()
        app.run("start", "--at", "-13h")
        let out = app.run("--plain", "end").stdout
        #expect(out.contains("grey and faint") && !out.contains("star"))
    }

    @Test func forestIsDescribedNeverCounted() {
        let app = populated()
        let out = app.run("--plain", "forest").stdout
        #expect(out.contains("earth tones") && out.contains("recede") && out.contains("Stars"))
        #expect(out.range(of: #"\d"#, options: .regularExpression) == nil, "no counts: \(out)")
        #expect(Self.unspeakable(out).isEmpty, "\(Self.unspeakable(out))")
        #expect(TestApp().run("--plain", "forest").stdout.contains("Your forest grows here."))
    }

    @Test func calendarReadsTheMonthAsDays() {
        let app = populated()
        let out = app.run("--plain", "calendar", "2026-11").stdout
        let lines = out.split(separator: "\n")
        #expect(lines.first == "November 2026.")
        #expect(lines.count == 31)
        #expect(lines.contains("Friday 20 November: a fast of 17 hours, completed; a fast of 13 hours, ended early."))
        #expect(lines.contains("Sunday 1 November: no fast ended."))
        #expect(Self.unspeakable(out).isEmpty, "\(Self.unspeakable(out))")
    }

    @Test func durationsInWords() {
        let app = TestApp()
        app.run("start", "--at", "-25h5m", "--long")
        #expect(app.run("--plain", "status").stdout.contains("1 day 1 hour 5 minutes"))
    }

    @Test func theScannerFindsWhatAReaderWouldStumbleOn() {
        #expect(!Self.unspeakable("  4h 10m · phase").isEmpty)
        #expect(!Self.unspeakable("\u{2588}\u{2591}").isEmpty)
        #expect(Self.unspeakable("You have been fasting for 4 hours.").isEmpty)
    }
}
