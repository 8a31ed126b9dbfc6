import Domain
import JSON
import Store

/// `lastFast` of `status --json` at idle: when the newest recorded fast began and ended, and
/// its tree, so a script can tell how long since the last fast without reading the history.
enum LastFastJSON {
    static func value(_ session: FastingSession?) -> JSONValue {
        guard let session else { return .null }
        return .object([
            ("start", .string(Timestamp.format(session.start, in: session.timeZone))),
            ("end", .string(Timestamp.format(session.end, in: session.timeZone))),
            ("tree", session.tree.map { .string($0.rawValue) } ?? .null),
        ])
    }
}
