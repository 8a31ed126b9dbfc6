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

    package init(at: Date, device: UUID) {
        self.at = Date(timeIntervalSince1970: at.timeIntervalSince1970.rounded(.down))
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
        /// A water entry removed.
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

    /// Of two deletions of one id, the one that stays: the wider kind, then the later stamp.
    package static func stays(_ a: Deletion, over b: Deletion) -> Bool {
        a.kind != b.kind ? a.kind > b.kind : a.stamp >= b.stamp
    }
}
