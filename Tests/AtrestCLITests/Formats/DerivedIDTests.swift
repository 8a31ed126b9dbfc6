import AtrestCLI
import Domain
import Interchange
import Foundation
import Licensing
import Testing

/// Ids for fasts whose file gives none: the same as ever where SHA-256 is at hand, stable
/// without it, and a fast known by either id. Expected values were computed apart from atrest
/// (Python's hashlib and the hash written out in Python).
@Suite struct DerivedIDTests {
    static let start = Timestamp.parse("2024-03-05T19:00:00Z") ?? Date()
    static func noSHA256(_ data: Data) throws(CryptoError) -> Data { throw CryptoError(operation: "open libcrypto", detail: "") }

    /// Every id imported before stays as it was, so a file imported then changes nothing now.
    @Test func withSHA256TheIdIsTheOneAtrestAlwaysMade() throws {
        let id = try DerivedID.make(source: .fasttrack, start: Self.start)
        #expect(id.lowercaseText == "3783f686-d840-8087-8592-010dce5c2f61")
        #expect(DerivedID.isDerived(id))
    }

    @Test func withoutSHA256TheIdComesFromTheStableHashAndStaysTheSame() {
        let id = DerivedID.make(source: .fasttrack, start: Self.start, sha256: Self.noSHA256)
        #expect(id.lowercaseText == "145627a0-607d-8e88-b33b-5cf6c6806620")
        #expect(id == DerivedID.make(source: .fasttrack, start: Self.start, sha256: Self.noSHA256))
        #expect(id != DerivedID.make(source: .zero, start: Self.start, sha256: Self.noSHA256))
        #expect(id != DerivedID.make(source: .fasttrack, start: Self.start.addingTimeInterval(1), sha256: Self.noSHA256))
        #expect(DerivedID.isDerived(id))
        #expect(!DerivedID.isDerived(UUID()))
    }

    /// A fast brought in with one kind of id is the same fast when the file comes again with the other.
    @Test(arguments: [false, true])
    func aDerivedFastIsKnownByItsStartWhateverItsId(hereWithSHA256: Bool) throws {
        let sha = try DerivedID.make(source: .fasttrack, start: Self.start)
        let fallback = DerivedID.make(source: .fasttrack, start: Self.start, sha256: Self.noSHA256)
        let (hereID, fileID) = hereWithSHA256 ? (sha, fallback) : (fallback, sha)
        let end = Self.start.addingTimeInterval(16 * 3600)
        var local = Replica()
        local.fasts[hereID] = Stamped(FastingSession(id: hereID, start: Self.start, end: end, targetHours: 16, timeZone: .utc), .unstamped)
        let other = UUID()
        let later = Self.start.addingTimeInterval(86_400)
        local.fasts[other] = Stamped(FastingSession(id: other, start: later, end: later + 3600 * 16, targetHours: 16, timeZone: .utc), .unstamped)
        var history = ForeignHistory()
        history.fasts = [
            ForeignHistory.Fast(id: fileID, start: Self.start, end: end, targetHours: 16, place: "row 2"),
            // A random id is never taken for another fast, even at the same start.
            ForeignHistory.Fast(id: UUID(), start: later, end: later + 3600 * 16, targetHours: 16, place: "row 3"),
        ]
        let (document, _) = try history.document(now: later + 86_400, zone: .utc)
        let recognised = document.recognisingDerived(in: local)
        #expect(recognised.sessions[0].id == hereID)
        #expect(recognised.sessionPaths[hereID] == "row 2" && recognised.sessionPaths[fileID] == nil)
        #expect(recognised.sessions[1].id == document.sessions[1].id)
    }
}
