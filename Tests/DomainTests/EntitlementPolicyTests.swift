import Domain
import Foundation
import Testing

/// Trial for the first ten completed fasts, then free unless a valid license says premium.
@Suite struct EntitlementPolicyTests {
    static let now = Fixtures.instant("2026-11-21T12:00:00Z")

    static func annual(expiring offset: TimeInterval) -> LicenseTerms {
        LicenseTerms(kind: .annual(expires: now.addingTimeInterval(offset)), holder: "Ada", issued: now.addingTimeInterval(-86_400 * 300))
    }

    static let lifetime = LicenseTerms(kind: .lifetime, holder: "Ada", issued: Fixtures.instant("2020-01-01T00:00:00Z"))

    @Test(arguments: [
        (0, nil, Tier.trial), (1, nil, .trial), (9, nil, .trial), (10, nil, .trial), (11, nil, .free), (500, nil, .free),
        (11, annual(expiring: 86_400), .premium), (11, annual(expiring: 1), .premium),
        (11, annual(expiring: 0), .free), (11, annual(expiring: -1), .free), (5, annual(expiring: -86_400), .trial),
        (0, lifetime, .premium), (11, lifetime, .premium), (10, lifetime, .premium),
    ] as [(Int, LicenseTerms?, Tier)])
    func tierFromCountAndLicense(completed: Int, license: LicenseTerms?, tier: Tier) {
        #expect(EntitlementPolicy.tier(license: license, now: Self.now, completedCount: completed) == tier)
    }

    @Test func anAnnualLicenseEndsExactlyAtItsInstant() {
        let expires = Self.now
        let license = LicenseTerms(kind: .annual(expires: expires), holder: "Ada", issued: expires.addingTimeInterval(-365 * 86_400))
        #expect(license.isValid(at: expires.addingTimeInterval(-0.001)))
        #expect(!license.isValid(at: expires))
        #expect(!license.isValid(at: expires.addingTimeInterval(1)))
        #expect(Self.lifetime.isValid(at: Fixtures.instant("2999-01-01T00:00:00Z")))
    }

    @Test func onlyTrialAndPremiumHaveTheFullExperience() {
        #expect(Tier.trial.hasFullExperience && Tier.premium.hasFullExperience && !Tier.free.hasFullExperience)
        #expect([Tier.trial, .free, .premium].map(\.rawValue) == ["trial", "free", "premium"])
    }

    @Test(arguments: [
        (9, 10, false, Tier.trial, true),
        (10, 11, false, .free, true),
        (0, 12, false, .free, true),
        (9, 10, true, .trial, false),
        (10, 11, true, .free, false),
        (9, 10, false, .premium, false),
        (10, 11, false, .premium, false),
        (8, 9, false, .trial, false),
        (10, 10, false, .trial, false),
        (11, 10, false, .free, false),
        (12, 12, false, .free, false),
    ])
    func transitionMomentShowsOnceAtTheTenth(before: Int, after: Int, alreadyShown: Bool, tier: Tier, shows: Bool) {
        #expect(EntitlementPolicy.showsTransitionMoment(before: before, after: after, alreadyShown: alreadyShown, tier: tier) == shows)
    }

    /// Twelve fasting days in Berlin, none overlapping; the newest day holds three fasts, the 3rd holds two.
    static let sessions: [FastingSession] = {
        var sessions: [FastingSession] = []
        for day in 1...12 {
            let end = Fixtures.instant(String(format: "2026-10-%02dT12:00:00+02:00", day))
            sessions.append(FastingSession(start: end.addingTimeInterval(-8 * 3600), end: end, targetHours: 16, timeZone: Fixtures.berlin))
        }
        let twelfth = Fixtures.instant("2026-10-12T23:30:00+02:00")
        sessions.append(FastingSession(start: twelfth.addingTimeInterval(-5 * 3600), end: twelfth, targetHours: 16, timeZone: Fixtures.berlin))
        let early = Fixtures.instant("2026-10-12T00:30:00+02:00")
        sessions.append(FastingSession(start: early.addingTimeInterval(-4 * 3600), end: early, targetHours: 16, timeZone: Fixtures.berlin))
        let third = Fixtures.instant("2026-10-03T23:00:00+02:00")
        sessions.append(FastingSession(start: third.addingTimeInterval(-4 * 3600), end: third, targetHours: 16, timeZone: Fixtures.berlin))
        return sessions
    }()

    @Test func freeTierSeesTheTenMostRecentFastingDays() {
        let visible = EntitlementPolicy.visibleSessions(Self.sessions, tier: .free)
        let days = Set(visible.map(\.day.description))
        #expect(days == Set((3...12).map { String(format: "2026-10-%02d", $0) }))
        #expect(visible.count == 10 + 2 + 1, "several fasts on one day count as one day")
        #expect(!visible.contains { $0.day.description < "2026-10-03" })
    }

    @Test(arguments: [Tier.trial, .premium])
    func fullTiersSeeEverything(tier: Tier) {
        #expect(EntitlementPolicy.visibleSessions(Self.sessions, tier: tier) == Self.sessions)
    }

    @Test func fewerThanTenDaysAreAllVisible() {
        let recent = Array(Self.sessions.suffix(5))
        #expect(EntitlementPolicy.visibleSessions(recent, tier: .free) == recent)
        #expect(EntitlementPolicy.visibleSessions([], tier: .free).isEmpty)
    }

    /// A fast belongs to the day it ended where it was recorded, not where it is viewed.
    @Test func daysAreCountedInEachFastsOwnZone() {
        let end = Fixtures.instant("2026-10-20T23:30:00Z")
        let berlin = FastingSession(start: end.addingTimeInterval(-57_600), end: end, targetHours: 16, timeZone: Fixtures.berlin)
        let newYork = FastingSession(start: end.addingTimeInterval(-57_600), end: end, targetHours: 16, timeZone: Fixtures.newYork)
        #expect(berlin.day.description == "2026-10-21")
        #expect(newYork.day.description == "2026-10-20")
        let older = (1...9).map { day in
            let end = Fixtures.instant(String(format: "2026-10-%02dT12:00:00Z", day))
            return FastingSession(start: end.addingTimeInterval(-57_600), end: end, targetHours: 16, timeZone: Fixtures.utc)
        }
        let visible = EntitlementPolicy.visibleSessions(older + [berlin, newYork], tier: .free)
        #expect(visible.count == 10, "eleven days in all: the 1st drops out")
        #expect(!visible.contains(older[0]))
    }

    /// Fasts of `count` days in UTC, one a day, the last ending on `last`.
    static func daily(_ count: Int, last: String, perDay: Int = 1) -> [FastingSession] {
        let end = Fixtures.instant(last)
        return (0..<count * perDay).reversed().map { n in
            let finish = end.addingTimeInterval(-Double(n / perDay) * 86_400 - Double(n % perDay) * 3_600 * 5)
            return FastingSession(start: finish.addingTimeInterval(-4 * 3_600), end: finish, targetHours: 16, timeZone: .utc)
        }
    }

    /// Newest fasts read back to `since` settle the free tier only when no earlier fast, in
    /// any zone, could share one of the ten days shown.
    @Test func aRecentPartSettlesTheFreeTierOnlyWhenNoEarlierFastCanChangeIt() {
        let since = Fixtures.instant("2026-01-01T00:00:00Z")
        // Ten days from 3 January on: an earlier fast ends by 2 January, wherever it was kept.
        #expect(EntitlementPolicy.settlesFreeTier(Self.daily(10, last: "2026-01-12T12:00:00Z", perDay: 2), since: since))
        // Ten days from 2 January: a fast that ended before `since`, which may be any instant,
        // can have ended on the next day in a zone east of UTC. Not settled.
        #expect(!EntitlementPolicy.settlesFreeTier(Self.daily(10, last: "2026-01-11T12:00:00Z", perDay: 2), since: since))
        // Nine days: the tenth may be earlier.
        #expect(!EntitlementPolicy.settlesFreeTier(Self.daily(9, last: "2026-01-12T12:00:00Z", perDay: 2), since: since))
        // Ten fasts on ten days are still the trial; the count must pass it.
        #expect(!EntitlementPolicy.settlesFreeTier(Self.daily(10, last: "2026-01-12T12:00:00Z"), since: since))
        #expect(EntitlementPolicy.settlesFreeTier(Self.daily(11, last: "2026-01-13T12:00:00Z"), since: since))
    }
}
