import Domain
import Foundation
import Testing

/// Ids may be shortened as in git: at least 4 characters, any case; one id kept twice is one.
@Suite struct IDLookupTests {
    static let ids = [
        "AAAAAAAA-0000-0000-0000-000000000001", "BBBBBBBB-0000-0000-0000-000000000002",
        "ABCDEF00-0000-0000-0000-000000000004", "CCCCCCCC-0000-0000-0000-000000000003",
    ].compactMap(UUID.init(uuidString:))

    static func shown(_ result: IDLookup<UUID>) -> String {
        switch result {
        case .found(let id): String(id.uuidString.prefix(8))
        case .none: "none"
        case .several(let count): "\(count)"
        case .notAnID: "not an id"
        }
    }

    @Test(arguments: [
        ("aaaaaaaa", "AAAAAAAA"), ("AAAA", "AAAAAAAA"), ("abcdef00-0000", "ABCDEF00"),
        ("bbbbbbbb-0000-0000-0000-000000000002", "BBBBBBBB"), ("dddd", "none"), ("aaaaaaaa0", "none"),
        ("a", "not an id"), ("aaa", "not an id"), ("", "not an id"), ("zzzz", "not an id"), ("aaaa bbbb", "not an id"),
    ])
    func findsByTheStartOfAnID(text: String, expected: String) {
        #expect(Self.shown(IDLookup.find(text, in: Self.ids, id: { $0 })) == expected)
    }

    @Test func namesHowManyWhenSeveralMatch() {
        let twins = Self.ids + ["AAAA0000-0000-0000-0000-000000000009"].compactMap(UUID.init(uuidString:))
        #expect(Self.shown(IDLookup.find("aaaa", in: twins, id: { $0 })) == "2")
    }

    @Test func oneIDKeptTwiceIsOne() {
        #expect(Self.shown(IDLookup.find("cccc", in: Self.ids + Self.ids, id: { $0 })) == "CCCCCCCC")
    }

    @Test func readsNothingForTextThatIsNoID() throws {
        var read = false
        let result = IDLookup.find("nope", in: { read = true; return Self.ids }, id: { $0 })
        #expect(Self.shown(result) == "not an id")
        #expect(!read)
    }
}
