import Domain

extension Replica {
    /// A history as atrest's files hold it made one `Replica`, settled: each record beside the
    /// stamp `ledger` keeps for it, the ledger's deletions and other running fasts, and the
    /// settings that take part. The one assembly: `loadReplica` makes this computer's with it,
    /// and import a document's.
    package static func assembled(
        fasts: [FastingSession], running: ActiveFast?, water: [WaterEntry], ledger: ChangeLedger,
        settings: [SettingKey: String], completedFasts: Int, transitionMomentShown: Bool
    ) -> Replica {
        var replica = Replica()
        // Sized once: grown by doubling, fifty years of water (146,000 glasses) rehashed every
        // id five times over and faulted in each larger table anew.
        replica.fasts.reserveCapacity(fasts.count + 1)
        replica.water.reserveCapacity(water.count)
        for session in fasts { replica.fasts[session.id] = Stamped(session, ledger.stamp(session.id)) }
        replica.running = ledger.running
        if let running { replica.running[running.id] = Stamped(running, ledger.stamp(running.id)) }
        for entry in water { replica.water[entry.id] = entry }
        replica.deletions = ledger.deletions
        for (key, text) in settings { replica.settings[key] = Stamped(text, ledger.settings[key] ?? .unstamped) }
        replica.completedFasts = completedFasts
        replica.transitionMomentShown = transitionMomentShown
        replica.settle()
        return replica
    }
}
