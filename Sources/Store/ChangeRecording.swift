#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a store's saves are recorded: noted for `atrest undo` (the journal), stamped for sync
/// (`changedAt`), both or neither. A store is made with one, and an operation that records
/// otherwise (a merge's saves carry their own stamps; a change undo does not take back,
/// `StoreChange.isTakenBack`, is noted in no journal) says so by working through a copy made
/// for it (`recordedAs`).
package struct ChangeRecording: Sendable {
    /// Notes what each save replaces, for `atrest undo`; nil for changes not taken back.
    package let journal: ChangeJournal?
    /// When the changes are made, so that they are stamped (see `ChangeLedger`); nil for
    /// saves that carry their own stamps, as a merge's do.
    package let changedAt: Date?

    /// Neither noted nor stamped.
    package static let plain = ChangeRecording(journal: nil, changedAt: nil)

    /// A person's change at `at`: stamped, and noted for undo when there is a `journal`.
    package static func change(at: Date, journal: ChangeJournal?) -> ChangeRecording {
        ChangeRecording(journal: journal, changedAt: at)
    }

    /// Stamped as this is, and noted in no journal (`StoreChange.isTakenBack`).
    var unnoted: ChangeRecording { ChangeRecording(journal: nil, changedAt: changedAt) }

    /// Noted in the same journal, with no stamps of its own.
    package var unstamped: ChangeRecording { ChangeRecording(journal: journal, changedAt: nil) }
}

extension AtrestStore {
    /// This store, its saves recorded as `recording` says.
    package func recordedAs(_ recording: ChangeRecording) -> AtrestStore {
        var store = self
        store.recording = recording
        return store
    }
}
