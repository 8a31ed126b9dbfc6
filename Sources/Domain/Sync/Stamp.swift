#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When a record was last changed, and on which computer: what decides, when two computers
/// hold different versions of one record, which version stays.
///
/// Stamps order by instant, then by computer id, so two changes made in the same second on
/// two computers are ordered the same way everywhere. Records written before stamps existed
/// carry `unstamped`, older than any change.
package struct Stamp: Hashable, Sendable, Comparable {
    /// Whole seconds, as every instant atrest stores.
    package var at: Date
    package var device: UUID

    /// At most `Timestamp.latest`: a stamp is always one its files can hold and read back
    /// (a change one second after a stamp at the last second of 9999 stays at that second).
    package init(at: Date, device: UUID) {
        self.at = Date(timeIntervalSince1970: min(at.timeIntervalSince1970.rounded(.down), Timestamp.latest.timeIntervalSince1970))
        self.device = device
    }

    /// The stamp of every record written before stamps existed.
    package static let unstamped = Stamp(at: Date(timeIntervalSince1970: 0), device: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))

    package var isUnstamped: Bool { self == .unstamped }

    package static func < (a: Stamp, b: Stamp) -> Bool {
        a.at != b.at ? a.at < b.at : UUID.precedes(a.device, b.device)
    }

    /// The stamp of a change made `now` on `device` to a record stamped `previous`.
    ///
    /// Never older than the version it replaces, even when the clock has been set back since:
    /// a change always wins over what it changed.
    package static func change(at now: Date, on device: UUID, replacing previous: Stamp? = nil) -> Stamp {
        let fresh = Stamp(at: now, device: device)
        guard let previous, fresh <= previous else { return fresh }
        return Stamp(at: previous.at.addingTimeInterval(1), device: device)
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

/// What a deletion leaves behind: enough to keep the record deleted on every computer.
package struct Deletion: Equatable, Hashable, Sendable {
    package enum Kind: String, Sendable, CaseIterable, Comparable {
        /// A running fast set aside (or ended too short to keep): only running copies go.
        case running
        /// A recorded fast deleted: every copy goes, running or recorded, unless changed later.
        case fast
        /// A water entry removed. Written only for a water entry's id, it takes whatever holds
        /// the id: a deletion is never undone by another of a different kind.
        case water

        private var rank: Int {
            switch self {
            case .running: 0
            case .fast: 1
            case .water: 2
            }
        }

        package static func < (a: Kind, b: Kind) -> Bool { a.rank < b.rank }
    }

    package var id: UUID
    package var kind: Kind
    package var stamp: Stamp

    package init(id: UUID, kind: Kind, stamp: Stamp) {
        self.id = id
        self.kind = kind
        self.stamp = stamp
    }

    /// Two deletions of one id as one: the wider kind and the later stamp, each kept, so
    /// neither is lost to the other (and merging stays commutative, associative, idempotent).
    package static func merged(_ a: Deletion, _ b: Deletion) -> Deletion {
        Deletion(id: a.id, kind: max(a.kind, b.kind), stamp: max(a.stamp, b.stamp))
    }

    /// `deletion` added to what `deletions` holds for its id.
    package static func add(_ deletion: Deletion, to deletions: inout [UUID: Deletion]) {
        deletions[deletion.id] = deletions[deletion.id].map { merged($0, deletion) } ?? deletion
    }
}
