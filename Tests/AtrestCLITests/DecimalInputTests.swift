@testable import AtrestCLI
import Foundation
import Testing

/// Numbers as much of the world types them: a decimal comma for water and a reference, and an
/// hour and a half written as `1.5h` where a time is asked for.
@Suite struct DecimalInputTests {
    @Test func waterTakesADecimalComma() {
        let app = TestApp()
        let litre = app.run("water", "add", "1,5l")
        #expect(litre.code == 0 && litre.stdout.hasPrefix("1.5 l."), "\(litre)")
        let thousands = app.run("water", "add", "1,500")
        // Said back as read, not as typed: `1,500 ml` reads as one and a half to a decimal-comma reader.
        #expect(thousands.code == 0 && thousands.stdout.hasPrefix("1500 ml."), "\(thousands)")
        // A bare 1,5 in millilitres is said to be very little, with the litres it likely meant.
        let slip = app.run("water", "add", "1,5")
        #expect(slip.code == 2 && slip.stderr.contains("write 1,5l"), "\(slip)")
        #expect(app.run("water", "--json").stdout.contains("\"total\": 3000"), "1.5 l and 1500 ml")
    }

    /// In ounces a comma is a decimal point (fifteen hundred ounces is no glass), and the
    /// confirmation says so rather than `1,500 oz`, which reads as fifteen hundred.
    @Test func aCommaInOuncesIsSaidBackAsRead() {
        let app = TestApp()
        #expect(app.run("config", "water-unit", "oz").code == 0)
        let ounces = app.run("water", "add", "1,500")
        #expect(ounces.code == 0 && ounces.stdout.hasPrefix("1.5 oz (a bare number"), "\(ounces)")
        #expect(!ounces.stdout.contains("1,500"), "\(ounces)")
        let eight = app.run("water", "add", "8,5")
        #expect(eight.code == 0 && eight.stdout.hasPrefix("8.5 oz"), "\(eight)")
        #expect(app.run("water", "--json").stdout.contains("\"total\": 295"), "1.5 oz and 8.5 oz")
    }

    @Test func anHourAndAHalfAgo() {
        let app = TestApp()
        let started = app.run("start", "--at", "1.5h ago", "--target", "16,5")
        #expect(started.code == 0 && started.stdout.contains("(1h 30m ago)"), "\(started)")
        #expect(started.stdout.contains("16h 30m"), "\(started)")
        let edited = app.run("edit", "--start", "-2,5h")
        #expect(edited.code == 0 && edited.stdout.contains("(2h 30m ago)"), "\(edited)")
    }
}
