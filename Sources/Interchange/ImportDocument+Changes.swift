import Domain
import JSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// An export's `changes`: the stamps and deletions of `changes.json`, in the same shape, so
/// an import merges as `sync` does and an older export cannot undo a newer change.
extension ImportDocument {
    /// Stamps ahead of this computer's clock, however far, are taken as sync takes them (see
    /// `Stamp.reach` for what one far ahead does).
    static func changes(_ value: JSONValue, _ path: String, zones: ZoneDatabase) throws(ImportProblem) -> ChangeLedger? {
        if case .null = value { return nil }
        let ledger: ChangeLedger
        do {
            ledger = try RecordFile.readLists(ChangeLedger.self, from: Data(value.rendered(pretty: false).utf8), path: path, zones: zones)
        } catch {
            throw ImportProblem(path, Self.reason(error))
        }
        return ledger
    }

    static func reason(_ error: StoreError) -> String {
        switch error {
        case .damaged(_, let reason): reason
        case .newerVersion: "it is from a newer atrest; update atrest to import it"
        default: "it does not read"
        }
    }

    /// The document as a history to merge; records without a stamp are older than any change.
    package var replica: Replica {
        // Only the settings the document names: one it leaves out takes no part.
        Replica.assembled(
            fasts: sessions, running: activeFast, water: water, ledger: changes ?? ChangeLedger(),
            settings: settings.applied(to: Settings()).texts.filter { settings.named.contains($0.key) },
            completedFasts: completedFasts, transitionMomentShown: transitionMomentShown
        )
    }
}
