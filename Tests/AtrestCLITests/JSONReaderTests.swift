import AtrestCLI
import Foundation
import JSON
import Testing

@Suite struct JSONReaderTests {
    @Test(arguments: [
        (text: #"{"a": [1, -2, 3.5, 1e3, true, false, null, "x"]}"#, rendered: #"{"a":[1,-2,3.5,1000,true,false,null,"x"]}"#),
        (text: "\u{FEFF}{}", rendered: "{}"),
        (text: #"  "\u00e9\ud83c\udf32\n\"\\\/"  "#, rendered: #""é🌲\n\"\\/""#),
        (text: "9223372036854775807", rendered: "9223372036854775807"),
        (text: "99999999999999999999", rendered: "1e+20"),
        (text: #"{"b": 1, "a": 2}"#, rendered: #"{"b":1,"a":2}"#),
        (text: #"["plain é🌲", "é\n🌲"]"#, rendered: #"["plain é🌲","é\n🌲"]"#),
    ])
    func readsJSONKeepingOrderAndExactNumbers(text: String, rendered: String) throws {
        #expect(try JSONValue.parse(Data(text.utf8)).rendered(pretty: false) == rendered)
    }

    @Test(arguments: [
        (text: "", reason: "nothing in it", line: 1, column: 1),
        (text: "{\n  \"a\": 1,\n  \"a\": 2\n}", reason: "appears twice", line: 3, column: 3),
        (text: "{\"a\": 1", reason: "cut short", line: 1, column: 8),
        (text: "[1, 2,]", reason: "a value was expected", line: 1, column: 7),
        (text: "01", reason: "may not begin with 0", line: 1, column: 1),
        (text: "1e999", reason: "too large", line: 1, column: 1),
        (text: "\"\\ud83c\"", reason: "half a character", line: 1, column: 8),
        (text: "\"tab\there\"", reason: "control character", line: 1, column: 5),
        (text: "{} {}", reason: "more text follows", line: 1, column: 4),
        (text: "NaN", reason: "a value was expected", line: 1, column: 1),
        (text: String(repeating: "[", count: 200), reason: "nested", line: 1, column: 129),
    ])
    func refusesWhatIsNotJSONAndSaysWhere(text: String, reason: String, line: Int, column: Int) {
        #expect {
            try JSONValue.parse(Data(text.utf8))
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.reason.contains(reason) && error.line == line && error.column == column
        }
    }

    @Test func refusesBytesThatAreNotUTF8() {
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Data([0x22, 0xFF, 0xFE, 0x22])) }
        // The same after an escape, which reads the string byte by byte.
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Data([0x22, 0x5C, 0x6E, 0xFF, 0x22])) }
    }

    /// A key given twice is refused in a large object too (looked for in a set past 16 keys).
    @Test(arguments: [3, 16, 17, 40])
    func refusesARepeatedKeyInAnObjectOfAnySize(keys: Int) {
        let members = (0..<keys).map { #""k\#($0)": 0"# }.joined(separator: ", ")
        let repeated = #""k2": 1}"#
        let text = "{" + members + ", " + repeated
        #expect(throws: Never.self) { try JSONValue.parse(Data(("{" + members + "}").utf8)) }
        #expect {
            try JSONValue.parse(Data(text.utf8))
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.reason.contains("\"k2\" appears twice") && error.column == text.count - repeated.count + 1
        }
    }

    @Test func exportedNumbersReadBackExactly() throws {
        for value in [16.0, 16.5, 13.333333333333334, 4.25, 71.99999, 1e-7, 72.0] {
            let text = JSONValue.double(value).rendered()
            // A whole number is written without a fraction and reads back as an integer.
            let expected: JSONValue = value == value.rounded() ? .int(Int(value)) : .double(value)
            #expect(try JSONValue.parse(Data(text.utf8)) == expected, "\(text)")
        }
    }
}
