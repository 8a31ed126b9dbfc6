import AtrestCLI
import Foundation
import JSON
import Testing

/// The writer that streams `log --json` and `export`: the layout scripts and people see.
@Suite struct JSONWriterTests {
    static func sample(_ json: inout JSONWriter) {
        json.object { json in
            json.key("empty list")
            json.array { _ in }
            json.key("empty object")
            json.object { _ in }
            json.key("list")
            json.array(of: [1, 2]) { json, number in
                if number == 1 { json.int(1) } else { json.object { $0.member("quote", string: "a\"b\\c\n\u{01}é") } }
            }
            json.member("whole", double: 16)
            json.member("half", double: 16.5)
            json.member("flag", bool: false)
            json.key("nothing")
            json.null()
        }
    }

    @Test func prettyTextIndentsByTwoSpacesAndLeavesEmptyContainersClosed() {
        var json = JSONWriter()
        Self.sample(&json)
        #expect(json.text == """
        {
          "empty list": [],
          "empty object": {},
          "list": [
            1,
            {
              "quote": "a\\"b\\\\c\\n\\u0001é"
            }
          ],
          "whole": 16,
          "half": 16.5,
          "flag": false,
          "nothing": null
        }
        """)
    }

    @Test func compactTextIsOneLine() {
        var json = JSONWriter(pretty: false)
        Self.sample(&json)
        #expect(json.text == #"{"empty list":[],"empty object":{},"list":[1,{"quote":"a\"b\\c\n\u0001é"}],"whole":16,"half":16.5,"flag":false,"nothing":null}"#)
    }

    /// A tree of values renders as the same text the writer streams.
    @Test func aValueTreeRendersAsTheWriterWritesIt() throws {
        var json = JSONWriter()
        Self.sample(&json)
        let tree = try JSONValue.parse(Data(json.text.utf8))
        #expect(tree.rendered() == json.text)
        #expect(JSONValue.array([]).rendered() == "[]")
        #expect(JSONValue.string("top").rendered() == "\"top\"")
    }

    @Test(arguments: [0, 7, 10, 99, 100, 57_600, -1, -10, Int.max, Int.min])
    func wholeNumbersAreWrittenAsSwiftSpellsThem(_ number: Int) {
        var json = JSONWriter()
        json.int(number)
        #expect(json.text == String(number))
        var whole = JSONWriter()
        whole.double(Double(number))
        if abs(Double(number)) < 1e15 { #expect(whole.text == String(number)) }
    }

    /// Deeper than the run of spaces the writer copies from, the indent still grows by two.
    @Test func deepNestingIndentsByTwoAtEveryLevel() {
        var json = JSONWriter()
        func nest(_ json: inout JSONWriter, _ level: Int) {
            if level == 40 { json.int(level); return }
            json.array { nest(&$0, level + 1) }
        }
        nest(&json, 0)
        let lines = json.text.split(separator: "\n")
        #expect(lines[40] == Substring(String(repeating: " ", count: 80) + "40"))
        #expect(lines.last == "]")
    }

    @Test func topLevelScalarsAndArraysNeedNoContainer() {
        var json = JSONWriter()
        json.array(of: ["a", "b"]) { json, text in json.string(text) }
        #expect(json.text == "[\n  \"a\",\n  \"b\"\n]")
    }
}
