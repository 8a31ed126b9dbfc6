import Domain
import Foundation
import Testing
import TestRandom

/// Stamps as a hybrid logical clock makes them (issue 26): ordered by second, counter, computer;
/// never below a stamp seen within a day of the clock; one far ahead moves only its own record on.
@Suite struct StampClockTests {
    static let a = UUID(uuidString: "00000000-0000-0000-0000-00000000000A") ?? UUID()
    static let b = UUID(uuidString: "00000000-0000-0000-0000-00000000000B") ?? UUID()
    static let base = Date(timeIntervalSince1970: 1_800_000_000)

    static func at(_ seconds: TimeInterval) -> Date { base.addingTimeInterval(seconds) }

    @Test func stampsOrderBySecondThenCounterThenComputer() {
        #expect(Stamp(at: Self.at(0), counter: 9, device: Self.b) < Stamp(at: Self.at(1), device: Self.a))
        #expect(Stamp(at: Self.at(0), counter: 1, device: Self.a) < Stamp(at: Self.at(0), counter: 2, device: Self.a))
        #expect(Stamp(at: Self.at(0), counter: 2, device: Self.a) < Stamp(at: Self.at(0), counter: 2, device: Self.b))
    }

    @Test func aClockBehindCountsOnFromTheStampItHasSeen() {
        let seen = Stamp(at: Self.at(120), counter: 3, device: Self.b)
        let stamp = Stamp.change(at: Self.at(0), on: Self.a, clock: seen)
        #expect(stamp == Stamp(at: Self.at(120), counter: 4, device: Self.a))
        // A clock past what it has seen takes its own time, the counter back at 0.
        #expect(Stamp.change(at: Self.at(121), on: Self.a, clock: seen) == Stamp(at: Self.at(121), device: Self.a))
    }

    @Test func aStampFarAheadIsNotTheClockButItsRecordGoesPastIt() {
        let far = Stamp(at: Timestamp.parse("2099-06-01T12:00:00Z") ?? Self.base, device: Self.b)
        let near = Stamp(at: Self.at(30), device: Self.b)
        #expect(far.isFarAhead(of: Self.base) && !near.isFarAhead(of: Self.base))
        #expect(Stamp.highest([far, near], now: Self.base) == near)
        #expect(Stamp.change(at: Self.base, on: Self.a, clock: Stamp.highest([far], now: Self.base)) == Stamp(at: Self.base, device: Self.a))
        let past = Stamp.change(at: Self.base, on: Self.a, replacing: far, clock: near)
        #expect(past > far && past.at == far.at && past.counter == 1)
    }

    @Test func aFullCounterMovesOnASecondAndTheLastSecondStays() {
        let full = Stamp(at: Self.base, counter: Stamp.counterLimit, device: Self.b)
        #expect(full.next(on: Self.a) == Stamp(at: Self.at(1), device: Self.a))
        let last = Stamp(at: Timestamp.latest, counter: Stamp.counterLimit, device: Self.b)
        #expect(last.next(on: Self.a).at == Timestamp.latest)
        #expect(Stamp(at: Self.base, counter: Int.max, device: Self.a).counter == Stamp.counterLimit)
    }

    /// A clock that wanders (set back, set ahead, stopped) and stamps seen from another computer up
    /// to two days either way: each stamp made is above the last made and above every stamp seen
    /// within a day of the clock's reading, and stays within a day of it unless it replaces one
    /// further ahead.
    @Test func stampsMadeNeverGoBelowOneSeenWithinReach() {
        var random = SeededRandom()
        var now = Self.base
        var kept: [Stamp] = []
        var last: Stamp?
        for step in 0..<2000 {
            now = now.addingTimeInterval(TimeInterval(Int.random(in: -600...900, using: &random)))
            if Bool.random(using: &random) {
                let seen = Stamp(
                    at: now.addingTimeInterval(TimeInterval(Int.random(in: -2 * 86400...2 * 86400, using: &random))),
                    counter: Int.random(in: 0..<3, using: &random), device: Self.b
                )
                kept.append(seen)
                continue
            }
            let clock = Stamp.highest(kept, now: now)
            let stamp = Stamp.change(at: now, on: Self.a, clock: clock)
            if let clock { #expect(stamp > clock, "\(random.reproduce), step \(step)") }
            if let last, !last.isFarAhead(of: now) { #expect(stamp > last, "\(random.reproduce), step \(step)") }
            #expect(!stamp.isFarAhead(of: now), "\(random.reproduce), step \(step)")
            kept.append(stamp)
            last = stamp
        }
    }
}
