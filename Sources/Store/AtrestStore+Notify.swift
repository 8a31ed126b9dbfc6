extension AtrestPaths {
    /// What went wrong last in sending a reminder to the desktop, so it is said once.
    package var notify: String { state + "/notify.json" }
}

/// The last problem `remind --notify` said on stderr: cron runs it every few minutes, and a
/// missing notifier is news once.
struct NotifyNote: StoredRecord, Equatable {
    var problem: String?

    static var fields: [StoredField<NotifyNote>] {
        [.optionalText("problem", { $0.problem }, { $0.problem = $1 })]
    }

    static var blank: NotifyNote { NotifyNote() }
}

extension AtrestStore {
    package func loadNotifyProblem() throws(StoreError) -> String? {
        guard let data = try contents(at: paths.notify) else { return nil }
        return try RecordFile.readMembers(NotifyNote.self, from: data, path: paths.notify, zones: zones).problem
    }

    /// Saves it under the lock, as every change is saved.
    package func saveNotifyProblem(_ problem: String?) throws {
        try withLock {
            try write(to: paths.notify, keepingPrevious: false) { try RecordFile.write(members: NotifyNote(problem: problem)) }
        }
    }
}
