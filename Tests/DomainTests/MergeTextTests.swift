import Domain
import Foundation
import Testing

/// The merge's last tie-breaker (`DeclaredRecord.mergeText`) tells apart any two versions
/// that differ: two versions with one text keep each computer's own, and the two computers
/// never agree. A record of two notes, as a fast with a second free-text member would be.
@Suite struct MergeTextTests {
    struct TwoNotes: DeclaredRecord, Equatable {
        var first: String?
        var second: String?

        static let declared = table()

        static func member<Result>(_ place: Int, _ use: MemberUse<TwoNotes, Result>) -> Result? {
            switch place {
            case 0: use("first", "a note", .note({ $0.first }, { $0.first = $1 }), nil)
            case 1: use("second", "a note", .note({ $0.second }, { $0.second = $1 }), nil)
            default: nil
            }
        }
    }

    @Test(arguments: [
        (TwoNotes(first: "a|", second: "b"), TwoNotes(first: "a", second: "|b")),
        (TwoNotes(first: "a\\", second: "|b"), TwoNotes(first: "a\\|", second: "b")),
        (TwoNotes(first: "a|\u{301}", second: "b"), TwoNotes(first: "a", second: "\u{301}|b")),
        (TwoNotes(first: nil, second: "|"), TwoNotes(first: "|", second: nil)),
    ])
    func versionsThatDifferHaveDifferentTexts(_ a: TwoNotes, _ b: TwoNotes) {
        #expect(a != b)
        #expect(TwoNotes.mergeText(a).unicodeScalars.elementsEqual(TwoNotes.mergeText(b).unicodeScalars) == false)
    }

    /// The last member is as typed, and only members before it are escaped: a fast's one note
    /// comes last, so its text is the one every atrest before this compared.
    @Test func theLastMemberIsAsTyped() {
        #expect(TwoNotes.mergeText(TwoNotes(first: "a|b\\", second: "c|d\\")) == "a\\|b\\\\|c|d\\")
        #expect(TwoNotes.mergeText(TwoNotes(first: "tea", second: "tea | broth")) == "tea|tea | broth")
    }
}
