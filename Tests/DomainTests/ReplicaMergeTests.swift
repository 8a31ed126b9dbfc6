import Domain
import Foundation
import Testing
import TestRandom

/// The merge `sync` and `import` share: order-independent, and never losing or reviving a fast.
@Suite struct ReplicaMergeTests {
    // MARK: Laws, over random histories

    @Test(arguments: 0..<40)
    func mergeIsCommutativeAssociativeAndIdempotent(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let a = RandomReplica.make(&random), b = RandomReplica.make(&random), c = RandomReplica.make(&random)
        #expect(a.merged(with: b) == b.merged(with: a), "seed \(seed): a∪b ≠ b∪a")
        #expect(a.merged(with: b).merged(with: c) == a.merged(with: b.merged(with: c)), "seed \(seed): not associative")
        let ab = a.merged(with: b)
        #expect(ab.merged(with: ab) == ab, "seed \(seed): not idempotent")
        #expect(ab.merged(with: a) == ab, "seed \(seed): merging a part again changes the whole")
    }

    @Test(arguments: 0..<40)
    func theLatestChangeOfEachFastStaysUnlessDeletedLater(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let parts = (0..<4).map { _ in RandomReplica.make(&random) }
        let whole = parts.dropFirst().reduce(parts[0]) { $0.merged(with: $1) }
        for id in RandomReplica.ids {
            let versions = parts.compactMap { $0.fasts[id] }
            // Only the kinds that delete a recorded fast, each at its own stamp.
            let deletion = parts.compactMap { $0.deletions[id] }.flatMap { [$0.stamp(of: .fast), $0.stamp(of: .water)] }.compactMap { $0 }.max()
            guard let latest = versions.map(\.stamp).max() else {
                #expect(whole.fasts[id] == nil, "seed \(seed): a fast appeared from nowhere")
                continue
            }
            if let deletion, deletion >= latest {
                #expect(whole.fasts[id] == nil, "seed \(seed): a deleted fast came back")
            } else {
                #expect(whole.fasts[id]?.stamp == latest, "seed \(seed): a later change was lost")
            }
            #expect(whole.running[id] == nil, "seed \(seed): a recorded fast is still running")
        }
    }

    // MARK: Cases a person meets

    @Test func aFastEndedElsewhereIsNoLongerRunning() {
        let fast = RandomReplica.active(start: 0)
        var laptop = Replica()
        laptop.running[fast.id] = Stamped(fast, stamp(10, laptopID))
        var desk = laptop
        desk.running = [:]
        desk.fasts[fast.id] = Stamped(fast.session(endingAt: fast.start.addingTimeInterval(16 * 3600)), stamp(20, deskID))
        let merged = laptop.merged(with: desk)
        #expect(merged.activeFast == nil)
        #expect(merged.history.sessions.map(\.id) == [fast.id])
    }

    @Test func aFastSetAsideElsewhereIsNoLongerRunning() {
        let fast = RandomReplica.active(start: 0)
        var laptop = Replica()
        laptop.running[fast.id] = Stamped(fast, stamp(30, laptopID))
        var desk = Replica()
        desk.deletions[fast.id] = Deletion(id: fast.id, kind: .running, stamp: stamp(20, deskID))
        #expect(laptop.merged(with: desk).activeFast == nil)
    }

    @Test func anOlderCopyCannotUndoAnEdit() {
        let session = RandomReplica.active(start: 0).session(endingAt: Date(timeIntervalSince1970: 20 * 3600))
        var edited = session
        edited.end = Date(timeIntervalSince1970: 18 * 3600)
        var here = Replica()
        here.fasts[session.id] = Stamped(edited, stamp(50, laptopID))
        var old = Replica()
        old.fasts[session.id] = Stamped(session, stamp(40, deskID))
        #expect(here.merged(with: old).fasts[session.id]?.value == edited)
        #expect(old.olderThan(here.merged(with: old)) == 1)
    }

    @Test func aFastWithoutStampsLosesToAnyChange() {
        let session = RandomReplica.active(start: 0).session(endingAt: Date(timeIntervalSince1970: 20 * 3600))
        var note = session
        note.note = "a quiet day"
        var legacy = Replica()
        legacy.fasts[session.id] = Stamped(note, .unstamped)
        var changed = Replica()
        changed.fasts[session.id] = Stamped(session, stamp(1, deskID))
        #expect(legacy.merged(with: changed).fasts[session.id]?.value == session)
    }

    @Test func anEditAfterTheDeletionBringsTheFastBack() {
        let session = RandomReplica.active(start: 0).session(endingAt: Date(timeIntervalSince1970: 20 * 3600))
        var deleted = Replica()
        deleted.deletions[session.id] = Deletion(id: session.id, kind: .fast, stamp: stamp(50, laptopID))
        var edited = Replica()
        edited.fasts[session.id] = Stamped(session, stamp(60, deskID))
        #expect(deleted.merged(with: edited).fasts[session.id] != nil)
        edited.fasts[session.id]?.stamp = stamp(40, deskID)
        #expect(deleted.merged(with: edited).fasts[session.id] == nil)
    }

    /// Set aside late on one computer, deleted early on another, edited between the two on a
    /// third: the edit is later than the deletion, so it stays, whichever way the three meet.
    /// (The two deletions once merged into one of the wider kind at the later stamp.)
    @Test func aLateSetAsideDoesNotLendItsStampToAnEarlyDeletion() {
        let session = RandomReplica.active(start: 0).session(endingAt: Date(timeIntervalSince1970: 1_800_000_000 + 20 * 3600))
        var setAside = Replica(), deleted = Replica(), edited = Replica()
        setAside.deletions[session.id] = Deletion(id: session.id, kind: .running, stamp: Stamp(at: at(30), counter: 2, device: laptopID))
        deleted.deletions[session.id] = Deletion(id: session.id, kind: .fast, stamp: Stamp(at: at(30), counter: 0, device: deskID))
        edited.fasts[session.id] = Stamped(session, Stamp(at: at(30), counter: 1, device: deskID))
        let orders = [
            setAside.merged(with: deleted).merged(with: edited), edited.merged(with: setAside.merged(with: deleted)),
            deleted.merged(with: edited).merged(with: setAside), setAside.merged(with: edited).merged(with: deleted),
        ]
        for merged in orders {
            #expect(merged.fasts[session.id]?.value == session, "the edit after the deletion is lost")
            #expect(merged == orders[0])
        }
        let both = setAside.merged(with: deleted).deletions[session.id]
        #expect(both?.stamp(of: .running) == Stamp(at: at(30), counter: 2, device: laptopID))
        #expect(both?.stamp(of: .fast) == Stamp(at: at(30), counter: 0, device: deskID))
        // An edit before the fast's deletion still goes.
        edited.fasts[session.id]?.stamp = Stamp(at: at(29), counter: 5, device: deskID)
        #expect(setAside.merged(with: deleted).merged(with: edited).fasts[session.id] == nil)
    }

    @Test func twoRunningFastsAreBothKeptAndTheFirstBegunRuns() {
        let early = RandomReplica.active(start: 0), late = RandomReplica.active(start: 1800)
        var laptop = Replica(), desk = Replica()
        laptop.running[late.id] = Stamped(late, stamp(5, laptopID))
        desk.running[early.id] = Stamped(early, stamp(9, deskID))
        let merged = laptop.merged(with: desk)
        #expect(merged.activeFast?.id == early.id)
        #expect(merged.otherRunning.map(\.id) == [late.id])
    }

    @Test func theLargerTrialCountWins() {
        var a = Replica(), b = Replica()
        a.completedFasts = 7
        b.completedFasts = 4
        #expect(a.merged(with: b).completedFasts == 7)
    }

    @Test func aChangeIsStampedAfterWhatItReplacesEvenWithTheClockSetBack() {
        let before = stamp(100, deskID)
        let change = Stamp.change(at: Date(timeIntervalSince1970: 1_800_000_050), on: laptopID, replacing: before)
        #expect(change > before)
        #expect(Stamp.change(at: Date(timeIntervalSince1970: 1_800_000_200), on: laptopID, replacing: before).at == Date(timeIntervalSince1970: 1_800_000_200))
    }

    @Test func settingsMergeKeyByKey() {
        var a = Replica(), b = Replica()
        a.settings[.targetHours] = Stamped("18.0", stamp(10, laptopID))
        a.settings[.vigil] = Stamped("off", .unstamped)
        b.settings[.targetHours] = Stamped("16.0", stamp(5, deskID))
        b.settings[.vigil] = Stamped("on", stamp(3, deskID))
        let merged = a.merged(with: b)
        #expect(merged.settings[.targetHours]?.value == "18.0")
        #expect(merged.settings[.vigil]?.value == "on")
        #expect(Settings().applying(merged.settings.mapValues(\.value)).targetHours == 18)
    }

    private let laptopID = UUID(uuidString: "00000000-0000-0000-0000-00000000000A") ?? UUID()
    private let deskID = UUID(uuidString: "00000000-0000-0000-0000-00000000000D") ?? UUID()

    private func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_800_000_000 + seconds) }

    private func stamp(_ seconds: Double, _ device: UUID) -> Stamp {
        Stamp(at: Date(timeIntervalSince1970: 1_800_000_000 + seconds), device: device)
    }
}

/// Random histories over a few shared ids, so that versions of one record meet often.
enum RandomReplica {
    static let ids: [UUID] = (1...6).map { UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", $0)) ?? UUID() }
    static let devices: [UUID] = (1...3).map { UUID(uuidString: String(format: "DE000000-0000-0000-0000-%012d", $0)) ?? UUID() }

    static func active(start offset: Double, id: UUID = UUID()) -> ActiveFast {
        ActiveFast(id: id, start: Date(timeIntervalSince1970: 1_800_000_000 + offset), targetHours: 16, timeZone: .utc)
    }

    static func make(_ random: inout SeededRandom) -> Replica {
        var replica = Replica()
        // Few distinct instants and devices, so that ties are common.
        func stamp() -> Stamp {
            Bool.random(using: &random) && Int.random(in: 0..<5, using: &random) == 0
                ? .unstamped
                : Stamp(
                    at: Date(timeIntervalSince1970: Double(Int.random(in: 0..<4, using: &random))),
                    // Counters, as a hybrid logical clock makes them: a stamp between two others
                    // of one second, where merging deletions of two kinds must not lose an edit.
                    counter: Int.random(in: 0..<3, using: &random),
                    device: devices.randomElement(using: &random) ?? devices[0]
                )
        }
        for id in ids {
            let start = Double(Int.random(in: 0..<3, using: &random) * 3600)
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                let fast = active(start: start, id: id)
                let hours = Double(Int.random(in: 16...17, using: &random))
                replica.fasts[id] = Stamped(fast.session(endingAt: fast.start.addingTimeInterval(hours * 3600)), stamp())
            case 1:
                replica.running[id] = Stamped(active(start: start, id: id), stamp())
            case 2:
                // Sometimes two kinds at once, as a merge of a set-aside and a deletion leaves them.
                for _ in 0..<Int.random(in: 1...2, using: &random) {
                    let kind = Deletion.Kind.allCases.randomElement(using: &random) ?? .fast
                    Deletion.add(Deletion(id: id, kind: kind, stamp: stamp()), to: &replica.deletions)
                }
            case 3:
                replica.water[id] = WaterEntry(id: id, at: Date(timeIntervalSince1970: start), milliliters: Int.random(in: 249...250, using: &random), timeZone: .utc)
            default:
                break
            }
        }
        for key in SettingKey.allCases where Bool.random(using: &random) {
            replica.settings[key] = Stamped(["on", "off"].randomElement(using: &random) ?? "on", stamp())
        }
        replica.completedFasts = Int.random(in: 0..<12, using: &random)
        replica.settle()
        return replica
    }
}

/// Deletions of one id that differ in kind (only an altered file holds them), and stamps at
/// the last second the files hold.
@Suite struct DeletionKindTests {
    static let a = UUID(uuidString: "0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D")!
    static let b = UUID(uuidString: "F1E2D3C4-B5A6-4978-8695-A4B3C2D1E0F9")!

    static func stamp(_ seconds: Double, _ device: UUID) -> Stamp { Stamp(at: Date(timeIntervalSince1970: 1_790_000_000 + seconds), device: device) }

    @Test func aWaterDeletionOfAFastsIdNeitherLosesTheFastsDeletionNorBringsTheFastBack() {
        let fast = FastingSession(
            id: UUID(), start: Date(timeIntervalSince1970: 1_789_000_000), end: Date(timeIntervalSince1970: 1_789_060_000), targetHours: 16, timeZone: .utc
        )
        var here = Replica()
        here.deletions[fast.id] = Deletion(id: fast.id, kind: .fast, stamp: Self.stamp(50, Self.a))
        var there = Replica()
        there.fasts[fast.id] = Stamped(fast, Self.stamp(10, Self.b))
        there.deletions[fast.id] = Deletion(id: fast.id, kind: .water, stamp: Self.stamp(5, Self.b))
        for merged in [here.merged(with: there), there.merged(with: here)] {
            #expect(merged.fasts[fast.id] == nil)
            // Each kind keeps its own stamp: the fast's deletion at 50, the water one at 5.
            var both = Deletion(id: fast.id, kind: .water, stamp: Self.stamp(5, Self.b))
            both.narrower[.fast] = Self.stamp(50, Self.a)
            #expect(merged.deletions[fast.id] == both)
        }
        #expect(here.merged(with: there) == there.merged(with: here))
    }

    @Test func aChangeAfterAStampAtTheLastSecondStaysAtIt() {
        let last = Stamp(at: Timestamp.latest, device: Self.b)
        #expect(Stamp.change(at: Timestamp.latest, on: Self.a, replacing: last).at == Timestamp.latest)
        #expect(Stamp(at: Timestamp.latest.addingTimeInterval(1), device: Self.a).at == Timestamp.latest)
        #expect(Timestamp.parse(Timestamp.formatUTC(Timestamp.latest)) == Timestamp.latest)
    }
}
