import Domain
import Foundation
import Testing

/// Targets as people type them: `16`, `16h`, `16.5`, `16:30`, `16h30m`.
@Suite struct TargetHoursTests {
    @Test(arguments: [
        ("16", 16.0), ("16h", 16), ("16H", 16), ("16.5", 16.5), ("16:30", 16.5), ("16h30m", 16.5), ("16h 30m", 16.5),
        (" 18 ", 18), ("4", 4), ("72", 72), ("0:45", 0.75), ("90m", 1.5), ("12:00", 12), ("9:05", 9 + 5.0 / 60),
        ("100", 100), ("-16", -16), ("0", 0), ("16.5h", 16.5), ("16,5", 16.5), ("16,5h", 16.5),
    ] as [(String, Double)])
    func readsTargets(text: String, hours: Double) {
        #expect(TargetHours.parse(text) == hours)
    }

    @Test(arguments: [
        "", " ", "abc", "h", "16:3", "16:300", "16:60", "16:", ":30", "16:30:00", "-1:30", "16s", "2d", "nan", "inf",
        "-inf", "16 hours", "sixteen", "16,5,0", "16,5.0", "1e1", "0x10", "+16",
        // A trailing mark is a number cut short; a decimal inside a compound duration is ambiguous.
        "16,", "16.", "16.h", "16,h", ",", ".", "16h30,5m", "16h30.5m", "1.5h30m", "16,5h30m",
    ])
    func refusesAnythingElse(text: String) {
        #expect(TargetHours.parse(text) == nil)
    }

    @Test(arguments: [(3.99, false), (4, true), (16.5, true), (72, true), (72.01, false), (0, false), (-16, false)] as [(Double, Bool)])
    func allowsFourToSeventyTwoHours(hours: Double, allowed: Bool) {
        #expect(TargetHours.isAllowed(hours) == allowed)
    }

    @Test func presetsAndDefaultAreAllowed() {
        #expect(TargetHours.presets == [12, 14, 16, 18, 20, 24])
        #expect(TargetHours.presets.allSatisfy(TargetHours.isAllowed))
        #expect(TargetHours.defaultValue == 16)
        #expect(Settings().targetHours == 16 && Settings().waterUnit == .ml && Settings().waterAmount == 250 && !Settings().vigil)
    }

    @Test(arguments: [(16.0, "16"), (16.5, "16.5"), (16.25, "16.25"), (4, "4"), (72, "72")] as [(Double, String)])
    func describesTargets(hours: Double, text: String) {
        #expect(TargetHours.describe(hours) == text)
    }

    /// A damaged file's value reaches a message through `describe`: it is written, never a trap.
    @Test(arguments: [1e308, -1e300, Double.infinity, 1e15] as [Double])
    func describesValuesNoHoursCouldBe(hours: Double) {
        #expect(TargetHours.describe(hours) == "\(hours)")
    }
}
