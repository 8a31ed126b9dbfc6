import Domain
import Foundation
import Store
import Testing

/// The license's last check, kept in account.json beside the license it was made for.
@Suite struct CachedLicenseStorageTests {
    let directory = TemporaryDirectory()
    var store: AtrestStore { directory.store() }

    @Test(arguments: [Samples.annualCache, Samples.lifetimeCache])
    func aKeptCheckLoadsBackEqual(cache: CachedLicense) throws {
        let account = Account(licenseToken: cache.token, licenseCheck: cache, transitionMomentShown: true)
        try store.saveAccount(account)
        #expect(try store.loadAccount() == account)
    }

    @Test func onDiskItIsAnOptionalMemberOfTheAccountInVersionOne() throws {
        try store.saveAccount(Account(licenseToken: Samples.annualCache.token, licenseCheck: Samples.annualCache))
        let bytes = try #require(Disk.bytes(directory.paths.account))
        let object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let check = try #require(object["licenseCheck"] as? [String: String])
        #expect(check == ["token": "atrest-license-1.e30.s1G-_naTuRe", "key": "Y1/Vdz+gpVJLL1m8WOrHY6fmP92szJmtj5s9VLHqdcU="])
        try store.saveAccount(Account(licenseToken: "abc.def"))
        let plainBytes = try #require(Disk.bytes(directory.paths.account))
        let plain = try #require(try JSONSerialization.jsonObject(with: plainBytes) as? [String: Any])
        #expect(plain["licenseCheck"] == nil, "no check, no member")
    }

    /// Account files written before the check existed read as an account without one.
    @Test func anAccountFileWithoutTheKeyStillLoads() throws {
        try Disk.put(Data(#"{"license": "abc.def", "transitionMomentShown": true, "version": 1}"#.utf8), at: directory.paths.account)
        #expect(try store.loadAccount() == Account(licenseToken: "abc.def", transitionMomentShown: true))
    }

    /// An older atrest kept the check beside the running fast: that member is now skipped.
    @Test func anActiveFileWithTheOldCheckStillLoads() throws {
        let text = #"{"fast": {"id": "00000000-0000-4000-8000-000000000900", "start": "2026-11-20T19:00:07Z", "targetHours": 16.5, "timeZone": "Asia/Kolkata", "recordedCount": 4, "license": {"signature": "s", "key": "k", "kind": "lifetime", "holder": "Ada", "issued": "2026-11-01T00:00:00Z"}}, "version": 1}"#
        try Disk.put(Data(text.utf8), at: directory.paths.activeFast)
        let active = try #require(try store.loadActiveFast())
        #expect(active.fast == Samples.fast)
        #expect(active.recordedCount == 4)
    }

    /// For a while the check was written with the license's terms beside it; they are passed
    /// over now (the terms are read from the token), and the check still counts.
    @Test func aCheckWrittenWithTermsStillLoads() throws {
        let text = #"{"license": "abc.def", "licenseCheck": {"token": "abc.def", "key": "k", "kind": "annual", "expires": "2027-11-02T00:00:00Z", "holder": "Ada", "issued": "2026-11-01T00:00:00Z"}, "version": 1}"#
        try Disk.put(Data(text.utf8), at: directory.paths.account)
        #expect(try store.loadAccount() == Account(licenseToken: "abc.def", licenseCheck: CachedLicense(token: "abc.def", key: "k")))
    }
}
