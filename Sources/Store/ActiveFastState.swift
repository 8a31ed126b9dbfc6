import Domain

/// What active.json holds: the running fast and what is kept beside it for `status`.
package struct ActiveFastState: Equatable, Sendable {
    package var fast: ActiveFast
    /// A copy of the number of recorded fasts (see `AtrestStore.loadActiveFast`).
    package var recordedCount: Int

    package init(fast: ActiveFast, recordedCount: Int) {
        self.fast = fast
        self.recordedCount = recordedCount
    }
}
