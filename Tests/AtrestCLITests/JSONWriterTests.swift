import AtrestCLI
import Foundation
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

    @Test func topLevelScalarsAndArraysNeedNoContainer() {
        var json = JSONWriter()
        json.array(of: ["a", "b"]) { json, text in json.string(text) }
        #expect(json.text == "[\n  \"a\",\n  \"b\"\n]")
    }
}
