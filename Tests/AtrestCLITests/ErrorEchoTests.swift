import AtrestCLI
import Foundation
import Testing

/// Arguments echoed in errors can neither steer the terminal nor run past two lines.
@Suite struct ErrorEchoTests {
    @Test(arguments: [
        ["\u{1B}[2J\u{1B}[H"],
        ["add", "--start", "now\u{1B}]0;owned\u{07}", "--end", "now"],
        ["delete", "a\nb\nc\nd"],
        ["water", "add", "250\r\u{9B}2J"],
        ["start", "--at", "\u{202E}00:01"],
    ])
    func controlCharactersAreShownEscaped(_ arguments: [String]) {
        let result = TestApp().run(arguments)
        #expect(result.code == 2 || result.code == 1)
        let controls = result.stderr.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E }
        #expect(controls.isEmpty, "\(result.stderr.debugDescription)")
        #expect(result.stderr.split(separator: "\n").count <= 2)
        #expect(result.stderr.contains("\\"), "the escape is visible: \(result.stderr)")
    }

    @Test func aLongValueIsShortenedInTheMiddle() {
        let long = String(repeating: "x", count: 5000) + "END"
        let result = TestApp().run("delete", long)
        #expect(result.code != 0)
        #expect(result.stderr.count < 600, "\(result.stderr.count) characters")
        #expect(result.stderr.contains("…") && result.stderr.contains("END"))
    }

    @Test func aLongValueWithSpacesIsShortenedToo() {
        let long = Array(repeating: "word", count: 3000).joined(separator: " ")
        let result = TestApp().run("calendar", long)
        #expect(result.code == 2)
        #expect(result.stderr.count < 900, "\(result.stderr.count) characters")
    }
}
