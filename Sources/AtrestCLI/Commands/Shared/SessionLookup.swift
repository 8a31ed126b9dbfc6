import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds a recorded fast from the id (or the start of an id) a person typed.
package enum SessionLookup {
    package static func find(_ text: String, in history: History) throws -> FastingSession {
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
