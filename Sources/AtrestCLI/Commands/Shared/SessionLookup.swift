import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds a recorded fast from the id (or the start of an id) a person typed.
package enum SessionLookup {
    package static func find(_ text: String, in history: History) throws -> FastingSession {
        let needle = text.lowercased()
        guard needle.count >= 4, needle.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
            throw AtrestError.usage("'\(text)' is not a fast's id", hint: "atrest log shows ids; give at least 4 characters")
        }
        var matches = history.sessions(matching: needle)
        // One id kept twice (doctor names it) is one fast to name: the first copy answers.
        if let first = matches.first, matches.allSatisfy({ $0.id == first.id }) { matches = [first] }
        switch matches.count {
        case 1:
            return matches[0]
        case 0:
            throw AtrestError.cannot("no recorded fast has the id \(text)", hint: "atrest log shows the ids")
        default:
            throw AtrestError.usage("\(matches.count) fasts have ids starting with \(text)", hint: "give more of the id")
        }
    }
}
