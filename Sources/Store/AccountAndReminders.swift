import Domain

/// What the person's copy of atrest knows about premium: the license, and the one moment.
package struct Account: Equatable, Sendable {
    /// The signed license as activated: the single source of truth for premium. Its
    /// signature is checked wherever premium is decided; nothing beside it is trusted.
    package var licenseToken: String?
    /// The transition moment after the tenth fast has been shown (it is shown once, ever).
    package var transitionMomentShown: Bool
    /// How many fasts were completed with atrest, for the trial: a count that only goes up
    /// (`end` and `add` raise it, import raises it to an export's, deleting never lowers it).
    /// Nil in an account an earlier atrest wrote; the first change to the history then sets
    /// it from the fasts recorded before that change.
    package var completedFasts: Int?
    /// How many fasts `import` has added. They count for the trial only through the count the
    /// file carried (an atrest export's; none in another app's history), never as recorded
    /// fasts, so Zero's years of fasts do not use up the trial.
    package var broughtInFasts: Int

    package init(licenseToken: String? = nil, transitionMomentShown: Bool = false, completedFasts: Int? = nil, broughtInFasts: Int = 0) {
        self.licenseToken = licenseToken
        self.transitionMomentShown = transitionMomentShown
        self.completedFasts = completedFasts
        self.broughtInFasts = broughtInFasts
    }

    /// The trial's count: the account's, and never less than the fasts recorded now (which
    /// stand in while the account has none yet) less those imports added, so editing the
    /// number down gives nothing back.
    package func completedFasts(recorded: Int) -> Int {
        max(completedFasts ?? 0, recorded - broughtInFasts)
    }
}
