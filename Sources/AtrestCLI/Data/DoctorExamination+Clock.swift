import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// What clocks that disagree leave behind: records that lie in the future by this computer's
/// clock, and changes stamped far ahead of it (`Stamp.reach`). `sync` and `import` take both,
/// as another computer recorded them; `doctor` names them and says how to correct them.
extension DoctorExamination {
    func clockFindings() -> [DoctorFinding] {
        futureFindings() + farAheadFindings()
    }

    private var now: Date { clock.now }

    private func futureFindings() -> [DoctorFinding] {
        var found: [DoctorFinding] = []
        let cause = "It was likely recorded on a computer whose clock was ahead, or this computer's clock is behind."
        if let stored = try? reads.storedHistory() {
            for session in stored.history.sessions where RecordRules.future(session, now: now) != nil {
                let id = FastText.shortID(session.id)
                found.append(DoctorFinding(
                    subject: shown(stored.file(holding: session.id)?.path ?? store.paths.sessionsDirectory), weight: .attention,
                    lines: ["holds a fast that lies in the future by this computer's clock: \(FastText.span(session, clock: clock)) (\(id)).", cause],
                    advice: "If this computer's clock is right, correct the fast's times, or delete it; the change reaches every computer at the next sync:",
                    commands: ["atrest edit \(id) --start WHEN --end WHEN", "atrest delete \(id)"]
                ))
            }
        }
        if let (fast, _) = (try? store.loadActiveFast()) ?? nil, RecordRules.future(fast, now: now) != nil {
            found.append(DoctorFinding(
                subject: shown(store.paths.activeFast), weight: .attention,
                lines: ["holds a running fast begun in the future by this computer's clock, at \(clock.moment(fast.start)).", cause],
                advice: "If this computer's clock is right, correct its start, or set it aside:",
                commands: ["atrest edit --start WHEN", "atrest abandon"]
            ))
        }
        // Each month's found as it was read (`DoctorReads.check`), with the same clock.
        let ahead = ((try? store.waterMonths()) ?? []).flatMap { (try? reads.water(month: $0).future) ?? [] }
            .sorted(by: WaterEntry.precedes)
        if let first = ahead.first {
            found.append(DoctorFinding(
                subject: shown(store.paths.waterDirectory), weight: .attention,
                lines: [
                    ahead.count == 1
                        ? "holds a water entry logged in the future by this computer's clock, at \(clock.moment(first.at))."
                        : "holds \(ahead.count) water entries logged in the future by this computer's clock, the first at \(clock.moment(first.at)).",
                    cause,
                ],
                advice: "If this computer's clock is right, remove \(ahead.count == 1 ? "it" : "them") and log the water again; atrest water --date YYYY-MM-DD shows the ids:",
                commands: ahead.prefix(5).map { "atrest water remove \(FastText.shortID($0.id))" }
            ))
        }
        return found
    }

    /// Changes stamped more than a day ahead of this clock: a clock once set to 2099, or this
    /// clock set back. They are kept, and win over what they replaced, as any change does.
    private func farAheadFindings() -> [DoctorFinding] {
        guard let ledger = try? store.loadChanges() else { return [] }
        var named: [(stamp: Stamp, what: String, command: String?)] = []
        for (id, stamp) in ledger.stamps where stamp.isFarAhead(of: now) {
            let short = FastText.shortID(id)
            named.append((stamp, "the fast \(short)", "atrest edit \(short) --note TEXT"))
        }
        for (key, stamp) in ledger.settings where stamp.isFarAhead(of: now) {
            let name = SyncCommand.name(key)
            named.append((stamp, "the setting \(name)", "atrest config \(name) VALUE"))
        }
        for deletion in ledger.deletions.values where deletion.latest.isFarAhead(of: now) {
            named.append((deletion.latest, "a deletion (\(FastText.shortID(deletion.id)))", nil))
        }
        guard let latest = named.map(\.stamp).max() else { return [] }
        named.sort { $0.stamp > $1.stamp }
        let computer = String(latest.device.uppercaseText.prefix(8))
        let list = named.prefix(5).map(\.what)
        return [DoctorFinding(
            subject: shown(store.paths.changes), weight: .attention,
            lines: [
                "holds \(named.count == 1 ? "a change" : "\(named.count) changes") stamped more than a day ahead of this computer's clock, the latest at \(clock.moment(latest.at)) by computer \(computer): \(ListText.joined(list))\(named.count > list.count ? " and \(named.count - list.count) more" : "").",
                "A clock that was wrong when the change was made (or this computer's clock, set back) did this. Nothing is lost: atrest keeps these changes, a change made after them here still comes after them, and the rest of your changes keep the time of day. Until that date, a change made on another computer that has not yet synced with this one gives way to them.",
            ],
            advice: "If this computer's clock is right, check that \(named.count == 1 ? "it holds" : "each holds") what you want; to have the last word on \(named.count == 1 ? "it" : "one") now, change it here and sync. Setting the other computer's clock right keeps this from happening again:",
            commands: named.prefix(5).compactMap(\.command)
        )]
    }
}
