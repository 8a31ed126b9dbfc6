import Domain
import Store

/// The transition moment that waits: it never shares a screen with Scripture, so after an
/// arrival that Vigil speaks at (and in the live view, after every arrival) it comes on its
/// own, later: with the next `status`, or the live view's next key.
enum TransitionMoment {
    /// Whether the moment waits: the trial's ten fasts completed, never shown, and no license
    /// kept (whoever keeps one, even lapsed, knows premium already; and no signature is
    /// checked for this on `status`'s path).
    static func isDue(_ account: Account) -> Bool {
        guard !account.transitionMomentShown, account.licenseToken == nil, let completed = account.completedFasts else { return false }
        return completed >= EntitlementPolicy.trialLength
    }

    /// Takes the waiting moment: notes under the lock that it was shown and returns its lines;
    /// nil when none waits.
    static func take(_ run: CommandRun, width: Int) throws -> [String]? {
        try take(run, width: width, account: run.store.loadAccount())
    }

    /// The same, for a caller that has read the account already (`status` reads it once).
    static func take(_ run: CommandRun, width: Int, account: Account) throws -> [String]? {
        // Most runs find nothing waiting, and read one small file without the lock.
        guard isDue(account) else { return nil }
        let store = try run.store
        let completed: Int? = try store.withLock {
            var account = try store.loadAccount()
            guard isDue(account) else { return nil }
            account.transitionMomentShown = true
            try store.apply(.account(account))
            return account.completedFasts
        }
        return completed.map { PremiumCopy.transitionMoment(paint: run.paint, width: width, completed: $0) }
    }
}
