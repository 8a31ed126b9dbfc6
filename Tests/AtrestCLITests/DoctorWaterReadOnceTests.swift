@testable import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// `doctor` reads each month of water once and keeps only what its findings need of it (ids
/// held twice, glasses in the future), not every glass until the last finding: what it says
/// over several months is what it said when it kept them all.
@Suite struct DoctorWaterReadOnceTests {
    private func line(_ at: String, _ id: String, _ milliliters: Int = 250) -> String {
        #"    {"at" : "\#(at)", "id" : "\#(id)", "milliliters" : \#(milliliters), "timeZone" : "UTC"}"#
    }

    private func file(_ lines: [String]) -> String {
        "{\n  \"entries\" : [\n" + lines.joined(separator: ",\n") + "\n  ],\n  \"version\" : 1\n}\n"
    }

    @Test func repeatsAndGlassesAheadAcrossMonthsAreEachNamedOnce() throws {
        let app = TestApp()  // 2026-11-21T12:00:00Z
        #expect(app.run("water", "add", "250").code == 0)
        let a = "A1A1A1A1-0000-4000-8000-000000000001", b = "B2B2B2B2-0000-4000-8000-000000000002"
        let c = "C3C3C3C3-0000-4000-8000-000000000003", d = "D4D4D4D4-0000-4000-8000-000000000004"
        let e = "E5E5E5E5-0000-4000-8000-000000000005", f = "F6F6F6F6-0000-4000-8000-000000000006"
        let october = try #require(WaterMonth("2026-10")), november = try #require(WaterMonth("2026-11"))
        let december = try #require(WaterMonth("2026-12"))
        // October: a three times, b twice, in that order of their second copies.
        app.damage(app.paths.water(month: october), with: file([
            line("2026-10-01T08:00:00Z", a), line("2026-10-01T09:00:00Z", b), line("2026-10-01T10:00:00Z", a),
            line("2026-10-02T08:00:00Z", c), line("2026-10-02T09:00:00Z", a), line("2026-10-03T08:00:00Z", b),
        ]))
        // November: one glass before now, one days ahead; December: one more ahead.
        app.damage(app.paths.water(month: november), with: file([line("2026-11-01T08:00:00Z", e), line("2026-11-25T08:00:00Z", d)]))
        app.damage(app.paths.water(month: december), with: file([line("2026-12-02T08:00:00Z", f)]))
        let report = app.run("doctor")
        #expect(report.code == 1)
        let words = report.stdout.replacingOccurrences(of: "\n  ", with: " ")
        #expect(words.components(separatedBy: "holds the water entry").count == 3, "a and b, each once: \(report.stdout)")
        let first = try #require(words.range(of: "water entry a1a1a1a1")), second = try #require(words.range(of: "water entry b2b2b2b2"))
        #expect(first.lowerBound < second.lowerBound)
        #expect(!words.contains("water entry c3c3c3c3"))
        #expect(words.contains("holds 2 water entries logged in the future by this computer's clock"), "\(report.stdout)")
        let removeD = try #require(report.stdout.range(of: "atrest water remove d4d4d4d4"))
        let removeF = try #require(report.stdout.range(of: "atrest water remove f6f6f6f6"))
        #expect(removeD.lowerBound < removeF.lowerBound, "the earliest first")
        #expect(!report.stdout.contains("remove e5e5e5e5"))
    }

    @Test func aCopySetAsideIsToldByTheMarkInItsName() {
        #expect(DoctorExamination.isSetAside("2026.json.damaged-20261121T120000Z"))
        #expect(DoctorExamination.isSetAside(".damaged-"))
        #expect(!DoctorExamination.isSetAside("2026.json"))
        #expect(!DoctorExamination.isSetAside(".damaged"))
        #expect(!DoctorExamination.isSetAside("x.damage-d"))
        #expect(DoctorExamination.isSetAside("é.damaged-é"))
    }
}
