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
    static func changes(_ value: JSONValue, _ path: String, now: Date, zones: ZoneDatabase) throws(ImportProblem) -> ChangeLedger? {
        if case .null = value { return nil }
        let ledger: ChangeLedger
        do {
            ledger = try RecordFile.readLists(ChangeLedger.self, from: Data(value.rendered(pretty: false).utf8), path: path, zones: zones)
        } catch {
            throw ImportProblem(path, Self.reason(error))
        }
        try checkAhead(value, path, now: now)
        return ledger
    }

    /// Refuses a stamp too far ahead of this computer's clock (`RecordRules.stamp`) and a
    /// running fast begun in the future (`RecordRules.notFuture`), as sync refuses them. The
    /// ledger has read whole, so every `changed` and `start` here is a date.
    private static func checkAhead(_ value: JSONValue, _ path: String, now: Date) throws(ImportProblem) {
        guard case .object(let lists) = value else { return }
        for (name, list) in lists {
            guard case .array(let items) = list else { continue }
            for (index, item) in items.enumerated() {
                guard case .object(let members) = item else { continue }
                for (key, member) in members {
                    guard case .string(let text) = member, let date = Timestamp.parse(text) else { continue }
                    let problem = key == "changed" ? RecordRules.stamp(date, now: now)
                        : key == "start" && name == "running" ? RecordRules.notFuture(date, now: now) : nil
                    if let problem { throw ImportProblem("\(path).\(name)[\(index)].\(key)", "\(ImportProblem.quoted(text)) \(problem.reason)") }
                }
            }
        }
    }

    static func reason(_ error: StoreError) -> String {
        switch error {
        case .damaged(_, let reason): reason
        case .newerVersion: "it is from a newer atrest; update atrest to import it"
        default: "it does not read"
        }
    }

    /// The document as a history to merge; records without a stamp are older than any change.
    var replica: Replica {
        let ledger = changes ?? ChangeLedger()
        var replica = Replica()
        for session in sessions { replica.fasts[session.id] = Stamped(session, ledger.stamp(session.id)) }
        replica.running = ledger.running
        if let activeFast { replica.running[activeFast.id] = Stamped(activeFast, ledger.stamp(activeFast.id)) }
        for entry in water { replica.water[entry.id] = entry }
        replica.deletions = ledger.deletions
        // Only the settings the document names: one it leaves out takes no part.
        let named = settings.applied(to: Settings()).texts.filter { settings.names($0.key) }
        for (key, text) in named { replica.settings[key] = Stamped(text, ledger.settings[key] ?? .unstamped) }
        replica.completedFasts = completedFasts
        replica.transitionMomentShown = transitionMomentShown
        replica.settle()
        return replica
    }
}

extension SettingsPatch {
    func names(_ key: SettingKey) -> Bool {
        switch key {
        case .targetHours: targetHours != nil
        case .waterUnit: waterUnit != nil
        case .waterAmount: waterAmount != nil
        case .vigil: vigil != nil
        case .motion: motion != nil
        }
    }
}
