import Domain
import Licensing
import Store

/// Where premium stands, for the premium commands.
enum PremiumState {
    /// Whether the person is in the trial with no genuine license kept: they see everything
    /// already, so a license adds nothing they would notice today.
    static func inTrialWithoutLicense(store: AtrestStore, in run: CommandRun) throws -> Bool {
        let account = try store.loadAccount()
        guard Entitlements.verifiedTerms(account, in: run) == nil else { return false }
        let count = try Entitlements.completedFasts(account, store: store)
        return EntitlementPolicy.tier(license: nil, now: run.now, completedCount: count) == .trial
    }

    /// `Lifetime, for Ada.` or `Annual, through Sun 21 Nov 2027, for Ada.`: days as atrest
    /// writes every day (`ClockText.day`), the year said when it is not this one.
    static func describe(_ terms: LicenseTerms, in run: CommandRun) -> String {
        switch terms.kind {
        case .lifetime: "Lifetime, for \(terms.holder)."
        case .annual(let expires): "Annual, through \(day(LocalDay(utcContaining: expires.addingTimeInterval(-1)), in: run)), for \(terms.holder)."
        }
    }

    /// A license's day (UTC) in the words atrest uses for days.
    static func day(_ day: LocalDay, in run: CommandRun) -> String {
        ClockText(now: run.now, timeZone: run.timeZone).day(day)
    }

    /// What is wrong with a license, in the words `premium status` uses: a lapsed one names
    /// its last day as the other commands write days, and says that nothing was lost; it
    /// does not point anyone at buying again.
    static func problem(_ problem: LicenseProblem, in run: CommandRun) -> String {
        guard case .expired(let lastDay, _) = problem else { return problem.message }
        return "this annual license was valid through \(day(lastDay, in: run)); every fast is still here"
    }
}
