import Domain

/// Finds a recorded fast from the id (or the start of an id) a person typed.
package enum SessionLookup {
    /// `last`, or the start of an id. `last` is the fast that ended latest, the first `log`
    /// lists: the one just ended, but not a past fast just added before it (help says so).
    package static func find(_ text: String, in history: History) throws -> FastingSession {
        if text.lowercased() == "last" {
            guard let latest = history.sessions.max(by: { $0.end < $1.end }) else {
                throw AtrestError.cannot("there is no recorded fast", hint: "atrest end records the running fast; atrest add records one from the past")
            }
            return latest
        }
        switch IDLookup.find(text, in: history.sessions, id: \.id) {
        case .found(let session):
            return session
        case .notAnID:
            throw AtrestError.usage("'\(text)' is not a fast's id", hint: "atrest log shows ids; give at least \(IDLookup<FastingSession>.shortest) characters")
        case .none:
            throw AtrestError.cannot("no recorded fast has the id \(text)", hint: "atrest log shows the ids")
        case .several(let count):
            throw AtrestError.usage("\(count) fasts have ids starting with \(text)", hint: "give more of the id")
        }
    }
}
