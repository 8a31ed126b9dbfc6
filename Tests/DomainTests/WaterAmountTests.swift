import Domain
import Foundation
import Testing

/// Water amounts as people type them, always stored in millilitres.
@Suite struct WaterAmountTests {
    @Test(arguments: [
        ("250", VolumeUnit.ml, 250), ("250ml", .ml, 250), ("250 ml", .ml, 250), ("250ML", .ml, 250), (" 250 ", .ml, 250),
        ("250ml", .oz, 250), ("8oz", .ml, 237), ("8 oz", .ml, 237), ("8", .oz, 237), ("8OZ", .oz, 237),
        ("1.5l", .ml, 1500), ("0.5 l", .ml, 500), ("1l", .oz, 1000), ("12.5", .ml, 13), ("0.6", .ml, 1),
        ("5000", .ml, 5000), (".5l", .ml, 500),
        // A decimal comma; in millilitres before three digits, the thousands' comma.
        ("1,5l", .ml, 1500), ("0,33 l", .ml, 330), ("0,330l", .oz, 330), ("8,5oz", .ml, 251), ("8,5", .oz, 251),
        ("1,500", .ml, 1500), ("1,500ml", .oz, 1500), ("2,5ml", .ml, 3), ("1,500", .oz, 44),
    ])
    func readsAmounts(text: String, unit: VolumeUnit, milliliters: Int) {
        #expect(WaterAmount.parse(text, defaultUnit: unit) == milliliters)
    }

    @Test(arguments: [
        "", " ", "0", "0ml", "0.0", "-250", "+250", "ml", "l", "oz", "abc", "250g", "1e3", "1,5,0l", "1,5.0l", ",", ",l", "1..5", "nan", "inf",
        "∞", "٢٥٠", "250mll", "2 5 0 x", "1000000", "0x10", "0.4ml", "0.0001ml", "0.01oz", "0.0004l",
        // A trailing mark is cut short (`1,5` typed as `1,`), not a whole number.
        "1.", "1,", "250,", "250.", "1,l", "8.oz", "8,oz", ".", "1,5,",
    ])
    func refusesAnythingElse(text: String) {
        #expect(WaterAmount.parse(text, defaultUnit: .ml) == nil)
        #expect(WaterAmount.parse(text, defaultUnit: .oz) == nil)
    }

    /// Water is kept in whole millilitres: part of one, in millilitres or litres, is named so
    /// that it can be refused rather than logged as other than it was said.
    @Test(arguments: [
        ("12,5", VolumeUnit.ml, true), ("12.5", .ml, true), ("2,5ml", .oz, true), ("250.5ml", .ml, true), ("0.0005l", .ml, true),
        ("1.2345l", .ml, true), ("250", .ml, false), ("250.0", .ml, false), ("1,500", .ml, false), ("1,5l", .ml, false),
        ("1.001l", .ml, false), ("0.333l", .ml, false), ("1.2340l", .ml, false), ("12,5", .oz, false), ("8.55oz", .ml, false),
        ("abc", .ml, false), ("12,", .ml, false),
    ])
    func namesPartOfAMillilitre(text: String, unit: VolumeUnit, part: Bool) {
        #expect(WaterAmount.isPartOfMillilitre(text, defaultUnit: unit) == part)
    }

    @Test func oneEntryHoldsAtMostFiveLitres() {
        #expect(WaterAmount.range == 1...5000)
    }

    @Test(arguments: [
        (0, VolumeUnit.ml, "0 ml"), (250, .ml, "250 ml"), (999, .ml, "999 ml"), (1000, .ml, "1 l"), (1250, .ml, "1.25 l"),
        (1500, .ml, "1.5 l"), (2000, .ml, "2 l"), (4999, .ml, "5 l"),
        (237, .oz, "8 oz"), (250, .oz, "8.5 oz"), (30, .oz, "1 oz"), (500, .oz, "16.9 oz"), (1000, .oz, "33.8 oz"),
    ])
    func describesAmounts(milliliters: Int, unit: VolumeUnit, text: String) {
        #expect(unit.describe(milliliters) == text)
    }

    @Test func unitsAreTheSettingsNames() {
        #expect(VolumeUnit.allCases.map(\.rawValue) == ["ml", "oz"])
        #expect(abs(VolumeUnit.millilitersPerOunce - 29.5735) < 0.0001)
    }
}
