import Domain
import Foundation
import Testing
import TestRandom
@testable import Licensing

/// The reader of a payload's members takes a text exactly as `JSONDecoder` does, or declines
/// it (a license that is not strict JSON is refused): never another reading.
@Suite struct PayloadFieldsTests {
    /// Whether the hand reader took the text (declining is allowed; a different reading is not).
    @discardableResult
    static func agree(_ text: [UInt8], note: String = "", sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let data = Data(text)
        let careful = try? JSONDecoder().decode([String: String].self, from: data)
        guard let fields = PayloadFields.read(data) else { return false }
        let byName = Dictionary(fields.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(byName.count == fields.count, "no name twice \(note)", sourceLocation: sourceLocation)
        #expect(careful == byName, "\(String(decoding: data, as: UTF8.self)) \(note)", sourceLocation: sourceLocation)
        return true
    }

    static let texts = [
        #"{"expires":"2027-11-20","holder":"Zoë","id":"6D9592F0-E17C-4619-B57B-FAE0F9F9B146","issued":"2026-11-21","kind":"annual"}"#,
        #"{"holder":"Ada \"the first\" \\ Lovelace","kind":"lifetime"}"#,
        #"{ "holder" : "tab\there\nnew\u00e9\ud83c\udf33 \/slash", "kind": "lifetime" }"#,
        #"{}"#, #" {} "#, #"{"a":""}"#,
        #"{"a":"x","a":"y"}"#, #"{"a":1}"#, #"{"a":null}"#, #"{"a":["x"]}"#, #"{"a":"x",}"#, #"{"a":"x"} x"#,
        #"{"a":"\ud83c"}"#, #"{"a":"\udf33"}"#, #"{"a":"\u12"}"#, #"{"a":"\x"}"#, #"{"a":"x"#, #"["a"]"#, "",
        "{\"a\":\"\u{01}\"}", "{\"a\":\"\u{7F}\"}",
    ]

    @Test(arguments: texts)
    func readsAsJSONDecoderDoesOrDeclines(_ text: String) {
        Self.agree(Array(text.utf8))
    }

    /// What atrest-license signs, for holders in any script, is taken by hand.
    @Test(arguments: ["Ada", "Zoë \"Z\" O'Neil", "李雷", "\u{1F333} Tree\\/"])
    func takesEverySignedPayload(holder: String) throws {
        let payload = LicensePayload(term: .annual(through: LocalDay(licenseText: "2027-11-20")!), holder: holder, issued: LocalDay(licenseText: "2026-11-21")!)
        let json = try payload.json()
        let fields = try #require(PayloadFields.read(json))
        #expect(fields.first { $0.name == "holder" }?.value == holder)
        #expect(LicensePayload.parse(json) == .success(payload))
        Self.agree(Array(json))
    }

    /// Random texts made of JSON's own characters and a few others.
    @Test func agreesOnRandomTexts() {
        let pieces: [[UInt8]] = [
            Array("{".utf8), Array("}".utf8), Array("\"".utf8), Array(":".utf8), Array(",".utf8), Array(" ".utf8),
            Array("\\".utf8), Array("u".utf8), Array("d83c".utf8), Array("00e9".utf8), Array("n".utf8), Array("a".utf8),
            Array("é".utf8), [0xFF], [0x01], Array("\"kind\"".utf8), Array("\"x\"".utf8), Array("1".utf8),
        ]
        var random = SeededRandom()
        var taken = 0
        for _ in 0..<20_000 {
            var text: [UInt8] = Array(#"{"#.utf8)
            for _ in 0..<Int.random(in: 0...10, using: &random) {
                text += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            if Self.agree(text, note: random.reproduce) { taken += 1 }
        }
        // Texts the reader takes are where a different reading could hide: some must come up.
        #expect(taken > 0, "\(random.reproduce)")
    }

    /// The strict texts JSONDecoder takes and the reader takes too.
    @Test(arguments: texts.prefix(6))
    func readsEveryStrictObjectOfStrings(_ text: String) {
        #expect(PayloadFields.read(Data(text.utf8)) != nil, "\(text)")
    }
}
