import AtrestCLI
import Domain
import Interchange
import Foundation
import Testing

/// The small text forms the formats are made of: CSV fields, clock readings, folded lines.
@Suite struct FormatTextTests {
    @Test func csvReadsQuotesLineBreaksAndAByteOrderMark() throws {
        let rows = try #require(CSVTable.rows("\u{FEFF}a,b\r\n\"x, \"\"y\"\"\",\"two\nlines\"\r\n\r\nlast,\n"))
        #expect(rows.map(\.fields) == [["a", "b"], ["x, \"y\"", "two\nlines"], ["last", ""]])
        #expect(rows.map(\.line) == [1, 2, 5], "lines as an editor counts them")
        #expect(CSVTable.rows("a,\"never closed\n") == nil)
    }

    @Test(arguments: ["plain", "with, comma", "say \"so\"", "two\nlines", ""])
    func csvFieldsReadBackAsWritten(text: String) throws {
        let line = CSVTable.field(text) + "," + CSVTable.field("next") + "\r\n"
        #expect(try #require(CSVTable.rows(line)).first?.fields == [text, "next"])
    }

    @Test(arguments: [
        ("19:15", "19:15:00"), ("7:05", "07:05:00"), ("7:15 PM", "19:15:00"), ("12:30am", "00:30:00"),
        ("12:00 pm", "12:00:00"), ("23:59:30", "23:59:30"),
    ])
    func clockReadings(text: String, expected: String) throws {
        let clock = try #require(LocalReading.clock(text))
        #expect([clock.hour, clock.minute, clock.second].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":") == expected)
    }

    @Test(arguments: ["24:00", "7:60", "13:00 pm", "7", "seven", "7:5:5:5", ""])
    func notClockReadings(text: String) {
        #expect(LocalReading.clock(text) == nil)
    }

    @Test(arguments: [("1/17/21", "2021-01-17"), ("12/31/2020", "2020-12-31"), ("2024-03-05", "2024-03-05")])
    func days(text: String, expected: String) {
        #expect(LocalReading.day(text)?.description == expected)
    }

    @Test(arguments: ["2/30/21", "17/1/21", "1/17/123", "2024-3-5x"])
    func notDays(text: String) {
        #expect(LocalReading.day(text) == nil)
    }

    @Test func foldingKeepsEveryCharacterWholeAndEveryLineWithin75Octets() {
        let line = "DESCRIPTION:" + String(repeating: "ü", count: 50) + String(repeating: "e\u{301}\u{302}\u{303}", count: 40)
        // Bytes, not Characters: a continuation's space joins the combining marks after it
        // into one Character, which says nothing of the line's octets.
        let bytes = Array(CalendarExport.folded(line).utf8)
        var lines: [[UInt8]] = [[]]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                lines.append([])
                index += 2
            } else {
                lines[lines.count - 1].append(bytes[index])
                index += 1
            }
        }
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { $0.count <= 75 })
        #expect(lines.dropFirst().allSatisfy { $0.first == 0x20 })
        #expect(lines.allSatisfy { String(bytes: $0, encoding: .utf8) != nil }, "no character cut in two")
        #expect(lines[0] + lines.dropFirst().flatMap { $0.dropFirst() } == Array(line.utf8))
    }

    @Test func textIsEscapedAsRFC5545Says() {
        #expect(CalendarExport.escaped("a;b,c\\d") == "a\\;b\\,c\\\\d")
    }
}
