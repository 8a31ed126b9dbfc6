import Domain
import Foundation
import Store
import Testing

/// The license's last check, kept in active.json beside the running fast for `status`.
@Suite struct CachedLicenseStorageTests {
    let directory = TemporaryDirectory()
    var store: AtrestStore { directory.store() }

    @Test(arguments: [Samples.annualCache, Samples.lifetimeCache])
    func aKeptCheckLoadsBackEqual(cache: CachedLicense) throws {
        try store.saveActiveFast(Samples.fast, recordedCount: 11, license: cache)
        #expect(try store.loadActiveFastState() == ActiveFastState(fast: Samples.fast, recordedCount: 11, license: cache))
        #expect(try store.loadActiveFast()?.fast == Samples.fast)
    }

    @Test func onDiskItIsAnOptionalMemberOfTheFastInVersionOne() throws {
        try store.saveActiveFast(Samples.fast, recordedCount: 11, license: Samples.annualCache)
        let bytes = try #require(Disk.bytes(directory.paths.activeFast))
        let object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let license = try #require((object["fast"] as? [String: Any])?["license"] as? [String: String])
        #expect(license == [
            "signature": "s1G-_naTuRe", "key": "Y1/Vdz+gpVJLL1m8WOrHY6fmP92szJmtj5s9VLHqdcU=", "kind": "annual",
            "expires": "2027-11-02T00:00:00Z", "holder": "Ada Lovelace", "issued": "2026-11-01T00:00:00Z",
        ])
        try store.saveActiveFast(Samples.fast, recordedCount: 11, license: Samples.lifetimeCache)
        let rewritten = try #require(Disk.bytes(directory.paths.activeFast))
        let lifetime = try #require(try JSONSerialization.jsonObject(with: rewritten) as? [String: Any])
        let record = try #require((lifetime["fast"] as? [String: Any])?["license"] as? [String: String])
        #expect(record["kind"] == "lifetime")
        #expect(record["expires"] == nil, "a lifetime license has no expiry")
    }

    /// Files written before the cache existed read as a fast without one.
    @Test func anActiveFileWithoutTheKeyStillLoads() throws {
        let text = #"{"fast": {"id": "00000000-0000-4000-8000-000000000900", "start": "2026-11-20T19:00:07Z", "targetHours": 16.5, "timeZone": "Asia/Kolkata", "recordedCount": 4}, "version": 1}"#
        try Disk.put(Data(text.utf8), at: directory.paths.activeFast)
        let state = try #require(try store.loadActiveFastState())
        #expect(state.license == nil)
        #expect(state.fast == Samples.fast)
        #expect(state.recordedCount == 4)
    }

    /// A record that does not read back as terms is no cache (status then checks in full),
    /// never a damaged file: ending the fast must not depend on it.
    @Test(arguments: [
        #""kind": "monthly", "expires": "2027-11-02T00:00:00Z""#,
        #""kind": "annual""#,
        #""kind": "annual", "expires": "next year""#,
        #""kind": "lifetime", "expires": "2027-11-02T00:00:00Z""#,
    ])
    func aRecordThatDoesNotReadAsTermsIsNoCache(terms: String) throws {
        let text = #"{"fast": {"id": "00000000-0000-4000-8000-000000000900", "start": "2026-11-20T19:00:07Z", "targetHours": 16.5, "timeZone": "Asia/Kolkata", "recordedCount": 4, "license": {"signature": "s", "key": "k", "holder": "Ada", "issued": "2026-11-01T00:00:00Z", \#(terms)}}, "version": 1}"#
        try Disk.put(Data(text.utf8), at: directory.paths.activeFast)
        let state = try #require(try store.loadActiveFastState())
        #expect(state.license == nil)
        #expect(state.fast == Samples.fast)
    }

    @Test func savingHistoryKeepsTheCheckBesideTheNewCount() throws {
        try store.saveActiveFast(Samples.fast, recordedCount: 3, license: Samples.annualCache)
        try store.saveHistory(Samples.history(5))
        #expect(try store.loadActiveFastState() == ActiveFastState(fast: Samples.fast, recordedCount: 5, license: Samples.annualCache))
    }

    @Test func aCheckIsKeptOnlyWhileAFastRuns() throws {
        try store.saveCachedLicense(Samples.annualCache)
        #expect(!FileManager.default.fileExists(atPath: directory.paths.activeFast), "no fast, nothing kept")
        try store.saveActiveFast(Samples.fast, recordedCount: 3)
        try store.saveCachedLicense(Samples.lifetimeCache)
        #expect(try store.loadActiveFastState() == ActiveFastState(fast: Samples.fast, recordedCount: 3, license: Samples.lifetimeCache))
        try store.saveCachedLicense(nil)
        #expect(try store.loadActiveFastState()?.license == nil)
    }
}
