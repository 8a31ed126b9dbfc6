import AtrestCLI
import Domain
import Interchange
import Foundation
import Licensing
import Store
import Testing

/// A fast brought in from another app's file, then deleted, stays deleted when the same file
/// comes again on a computer that makes the other kind of id (with libcrypto or without).
@Suite struct DerivedDeletionTests {
    static let start = DerivedIDTests.start
    static let noSHA = DerivedIDTests.noSHA256

    @Test func aDerivedIdsTwinIsThePortableIdOfItsFormat() throws {
        let sha = try DerivedID.make(source: .timewarrior, start: Self.start)
        let portable = DerivedID.make(source: .timewarrior, start: Self.start, sha256: Self.noSHA)
        #expect(DerivedID.twins(of: sha, start: Self.start) == [portable])
        #expect(DerivedID.twins(of: portable, start: Self.start).isEmpty, "the portable id needs no twin")
        #expect(DerivedID.twins(of: UUID(), start: Self.start).isEmpty, "atrest's own ids are never derived")
        // Without libcrypto the format cannot be told: every format's portable id.
        let blind = DerivedID.twins(of: sha, start: Self.start, sha256: Self.noSHA)
        #expect(blind.count == ImportFormat.allCases.count && blind.contains(portable))
    }

    /// Deleted on a computer without libcrypto (under the portable id), brought in again where
    /// the file's fast gets its SHA-256 id: known as the deleted fast, not added again.
    @Test func aFastDeletedUnderItsPortableIdIsKnownWhenItComesWithTheOther() throws {
        let sha = try DerivedID.make(source: .timewarrior, start: Self.start)
        let portable = DerivedID.make(source: .timewarrior, start: Self.start, sha256: Self.noSHA)
        let end = Self.start.addingTimeInterval(16 * 3600)
        var local = Replica()
        local.deletions[portable] = Deletion(id: portable, kind: .fast, stamp: Stamp(at: end.addingTimeInterval(86_400), device: UUID()))
        var history = ForeignHistory()
        history.fasts = [ForeignHistory.Fast(id: sha, start: Self.start, end: end, targetHours: 16, place: "row 2")]
        let (document, _) = try history.document(now: end.addingTimeInterval(2 * 86_400), zone: .utc)
        let recognised = document.recognisingDerived(in: local)
        #expect(recognised.sessions.map(\.id) == [portable])
        var incoming = Replica()
        for session in recognised.sessions { incoming.fasts[session.id] = Stamped(session, .unstamped) }
        #expect(local.merged(with: incoming).fasts.isEmpty, "the deleted fast came back")
    }

    /// Deleted where libcrypto is at hand: the deletion names the portable id too, which is the
    /// id the same file gives the fast on a computer without it.
    @Test func deletingAnImportedFastDeletesItsPortableIdToo() throws {
        let app = TestApp()
        #expect(app.run("import", Samples.path("timewarrior.json"), "--tag", "fasting").code == 0)
        let fast = try #require(try app.store.loadHistory().sessions.first)
        #expect(DerivedID.isDerived(fast.id))
        let deleted = app.run("delete", String(fast.id.uuidString.prefix(8)).lowercased())
        #expect(deleted.code == 0, "\(deleted.stdout)\(deleted.stderr)")
        let portable = DerivedID.make(source: .timewarrior, start: fast.start, sha256: Self.noSHA)
        let ledger = try app.store.loadChanges()
        #expect(ledger.deletions[fast.id]?.stamp(of: .fast) != nil)
        #expect(ledger.deletions[portable]?.stamp(of: .fast) != nil, "\(ledger.deletions.keys)")
        #expect(ledger.deletions.count == 2, "only the twin of its own format")
        // The portable twin stays deleted in a merge, as a re-import without libcrypto brings it.
        var again = Replica()
        again.fasts[portable] = Stamped(FastingSession(id: portable, start: fast.start, end: fast.end, targetHours: fast.targetHours, timeZone: fast.timeZone), .unstamped)
        #expect(try app.store.loadReplica().replica.merged(with: again).fasts[portable] == nil)
    }
}
