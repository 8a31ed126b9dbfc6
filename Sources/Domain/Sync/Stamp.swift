#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When a record was last changed, and on which computer: what decides, when two computers
/// hold different versions of one record, which version stays.
///
/// A hybrid logical clock's stamp (Kulkarni et al., 2014): the wall time in whole seconds, a
/// counter, and the computer's id. Stamps order by instant, then counter, then computer id, so
/// every computer orders them the same way. A computer never makes a stamp below the highest
/// it keeps (`change(at:on:replacing:clock:)`): where its clock is behind another's, its
/// changes still come after what it has seen, counted on from the other's second. Records
/// written before stamps existed carry `unstamped`, older than any change; stamps written
/// before the counter existed read with a counter of 0.
package struct Stamp: Hashable, Sendable, Comparable {
    /// Whole seconds, as every instant atrest stores.
    package var at: Date
    /// Changes made at or after `at` while the clock had not yet passed it (0 almost always).
    package var counter: Int
    package var device: UUID

    /// The most a counter holds: past it, a stamp moves on to the next second (a file with a
    /// larger one is not one atrest wrote).
    package static let counterLimit = 1 << 40

    /// At most `Timestamp.latest`: a stamp is always one its files can hold and read back.
    package init(at: Date, counter: Int = 0, device: UUID) {
        self.at = Date(timeIntervalSince1970: min(at.timeIntervalSince1970.rounded(.down), Timestamp.latest.timeIntervalSince1970))
        self.counter = min(max(counter, 0), Self.counterLimit)
        self.device = device
    }

    /// The stamp of every record written before stamps existed.
    package static let unstamped = Stamp(at: Date(timeIntervalSince1970: 0), device: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))

    package var isUnstamped: Bool { self == .unstamped }

    package static func < (a: Stamp, b: Stamp) -> Bool {
        if a.at != b.at { return a.at < b.at }
        if a.counter != b.counter { return a.counter < b.counter }
        return UUID.precedes(a.device, b.device)
    }

    /// How far ahead of this computer's clock a stamp may be and still move it on: a day, for
    /// a clock set wrong by hours or a zone's offset taken for UTC. A stamp further ahead (a
    /// clock that once said 2099) is taken and wins over what it replaced, as any stamp does,
    /// but it does not drag this computer's other changes after it: they keep the time of day,
    /// so one wrong clock cannot make every later change on every computer wait for its date.
    /// Only a change to that same record goes past it (`replacing`). `doctor` names such stamps.
    package static let reach: TimeInterval = 24 * 3600

    /// Whether this stamp lies further ahead of `now` than `reach`.
    package func isFarAhead(of now: Date) -> Bool {
        at.timeIntervalSince(now) > Self.reach
    }

    /// The next stamp after this one on `device`: one more on the counter (the next second, once
    /// the counter is full; at the last second files hold, it stays).
    package func next(on device: UUID) -> Stamp {
        if counter < Self.counterLimit { return Stamp(at: at, counter: counter + 1, device: device) }
        if at < Timestamp.latest { return Stamp(at: at.addingTimeInterval(1), device: device) }
        return Stamp(at: at, counter: counter, device: device)
    }

    /// The stamp of a change made `now` on `device` to a record stamped `previous`, on a clock
    /// that has seen `clock` (the highest stamp kept here that is not far ahead: `highest`).
    ///
    /// The hybrid logical clock's send event: the wall time, unless a stamp seen is later, then
    /// that stamp's second with the counter on. Never older than the version it replaces, even
    /// when the clock has been set back since or that version's stamp lies far ahead: a change
    /// always wins over what it changed.
    package static func change(at now: Date, on device: UUID, replacing previous: Stamp? = nil, clock: Stamp? = nil) -> Stamp {
        var fresh = Stamp(at: now, device: device)
        if let clock, fresh.at <= clock.at { fresh = clock.next(on: device) }
        guard let previous, fresh <= previous else { return fresh }
        return previous.next(on: device)
    }

    /// The highest of `stamps` that is not far ahead of `now`: what a new stamp comes after.
    package static func highest(_ stamps: some Sequence<Stamp>, now: Date) -> Stamp? {
        var best: Stamp?
        for stamp in stamps where !stamp.isFarAhead(of: now) && best.map({ $0 < stamp }) ?? true { best = stamp }
        return best
    }
}

/// A record with the stamp of its last change.
package struct Stamped<Value: Equatable & Sendable>: Equatable, Sendable {
    package var value: Value
    package var stamp: Stamp

    package init(_ value: Value, _ stamp: Stamp) {
        self.value = value
        self.stamp = stamp
    }
}
