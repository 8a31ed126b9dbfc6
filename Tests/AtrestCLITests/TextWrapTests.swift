@testable import AtrestCLI
import Domain
import Foundation
import Testing

/// Prose wrapped over its UTF-8 bytes (`TextLayout.wrap`) is wrapped as word by word over
/// characters (`wrapCharacters`), wherever a space could join a character beside it; and
/// the few lookups that replaced hashing on the paths of `status` and `calendar` agree with
/// what they replaced.
@Suite struct TextWrapTests {
    static let texts = [
        "", " ", "   ", "one", "  two  words  ", String(repeating: "a", count: 90),
        "Glycogen is likely running low, and your body is probably settling into a steadier rhythm, drawing more on its own reserves.",
        "since Fri 27 Nov 09:50 · 16h is your reference",
        "Fête à l’aube — déjà vu, naïve café; 日本語 の 文章 と 絵文字 👩‍👩‍👧 🇩🇪 here",
        "a \u{301}combining mark after a space, e\u{301} and \u{301} alone",   // the space and the mark are one character
        "a prepended \u{600} mark before a space, \u{600}x too",              // Arabic number sign joins what follows
        "tabs\tand\r\nline breaks\n stay inside words \r\n and beside spaces",
        "zero\u{200D} width joiner \u{200D}after a space, \u{FE0F} selector",
    ]

    @Test(arguments: texts)
    func theBytesWrapAsTheCharactersDo(text: String) {
        for width in [1, 20, 21, 24, 37, 40, 72, 200] {
            for indent in ["", "  ", "→ "] {
                let available = max(20, width - indent.count)
                #expect(TextLayout.wrap(text, width: width, indent: indent) == TextLayout.wrapCharacters(text, available: available, indent: indent), "width \(width)")
            }
        }
    }

    @Test func wordsFromEveryCornerWrapAsTheCharactersDo() {
        let pieces = ["a", "bb", "ccc ", " ", "  ", "é", "e\u{301}", "\u{301}", "\u{600}", "·", "—", "日本", "👩‍👧", "\u{200D}", "\r\n", "\n", "\t", "x y", String(repeating: "w", count: 23)]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<Int(seed % 40) {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int((seed >> 33) % UInt64(pieces.count))]
            }
            #expect(TextLayout.wrap(text, width: 24, indent: "  ") == TextLayout.wrapCharacters(text, available: 22, indent: "  "), "\(text.debugDescription)")
        }
    }

    @Test(arguments: [(16.0, "16h"), (16.5, "16h 30m"), (36, "1d 12h"), (24, "1d"), (24.5, "1d 30m"), (0.5, "0h 30m"), (72, "3d"), (18.25, "18h 15m")])
    func aReferenceIsSpokenAsDurationsAre(hours: Double, text: String) {
        #expect(TargetHours.spoken(hours) == text)
    }

    @Test func fastsByDayHoldWhatGroupingByDayHolds() {
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let sessions = (0..<40).map { n in
            let began = start.addingTimeInterval(TimeInterval(n * 13 * 3600))
            return FastingSession(start: began, end: began.addingTimeInterval(TimeInterval(5 * 3600 + n * 600)), targetHours: 16, timeZone: .utc)
        }
        let grouped = Dictionary(grouping: sessions, by: \.day)
        let byDay = FastsByDay(sessions)
        for offset in -2..<30 {
            let day = LocalTime.day(of: start, in: .utc).adding(days: offset)
            #expect(byDay[day] == (grouped[day] ?? []))
        }
    }
}
