import Domain

/// Which phases' words `remind` has already said, so each is said once.
extension AtrestStore {
    package func loadReminders() throws(StoreError) -> ReminderLog {
        guard let data = try contents(at: paths.reminders) else { return ReminderLog() }
        return try RecordFile.readMembers(ReminderLog.self, from: data, path: paths.reminders, zones: zones)
    }

    package func saveReminders(_ log: ReminderLog) throws(StoreError) {
        try write(to: paths.reminders) { try RecordFile.write(members: log) }
    }
}
