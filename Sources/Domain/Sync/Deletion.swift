#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a deletion leaves behind: enough to keep the record deleted on every computer.
///
/// One id can be deleted in more than one way (a running fast set aside on one computer, the
/// same fast deleted as recorded on another). Each kind keeps its own stamp, and competes only
/// with the changes it undoes: a set-aside stamped late must not lend its stamp to a recorded
/// fast's deletion stamped early, or an edit made between the two would be lost. Merging
/// takes the later stamp kind by kind, so it stays commutative, associative and idempotent.
///
/// Stored as every atrest wrote it (`kind` the widest kind, `stamp` that kind's stamp), with
/// the stamp of each narrower kind beside it only when there is one (`narrower`), so a file
/// of single-kind deletions reads and writes as before.
package struct Deletion: Sendable {
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
    /// The widest kind of deletion this id has had.
    package var kind: Kind
    /// The stamp of the deletion of `kind`.
    package var stamp: Stamp
    /// The stamps of deletions of kinds narrower than `kind`, when this id had them too.
    package var narrower: [Kind: Stamp] = [:]

    package init(id: UUID, kind: Kind, stamp: Stamp) {
        self.id = id
        self.kind = kind
        self.stamp = stamp
    }

    /// The stamp of this id's deletion of `kind`, if it had one. (Read from a file, `narrower`
    /// may name `kind` itself or a wider one; the later stamp counts, as a merge would make it.)
    package func stamp(of kind: Kind) -> Stamp? {
        let own = kind == self.kind ? stamp : nil
        guard let other = narrower[kind] else { return own }
        return own.map { max($0, other) } ?? other
    }

    /// Each kind this id was deleted as, with its stamp, narrowest first.
    package var kinds: [(kind: Kind, stamp: Stamp)] {
        Kind.allCases.compactMap { kind in stamp(of: kind).map { (kind, $0) } }
    }

    /// The latest stamp of any of its kinds: what a change to the id must come after.
    package var latest: Stamp { kinds.map(\.stamp).max() ?? stamp }

    /// Every stamp it keeps (for the hybrid logical clock and `doctor`).
    package var stamps: [Stamp] { kinds.map(\.stamp) }

    /// The deletion made of `kinds` (at least one), in its one stored form.
    package init?(id: UUID, kinds: [(kind: Kind, stamp: Stamp)]) {
        guard let widest = kinds.max(by: { $0.kind < $1.kind }) else { return nil }
        self.init(id: id, kind: widest.kind, stamp: widest.stamp)
        for (kind, stamp) in kinds where kind != widest.kind { narrower[kind] = stamp }
    }

    /// The same deletion in its one stored form (a file may spell it otherwise).
    package var canonical: Deletion { Deletion(id: id, kinds: kinds) ?? self }

    /// This deletion without its kinds in `dropped` (nil when none is left).
    package func without(_ dropped: Set<Kind>) -> Deletion? {
        Deletion(id: id, kinds: kinds.filter { !dropped.contains($0.kind) })
    }

    /// Two deletions of one id as one: each kind with the later of its stamps, so neither is
    /// lost to the other and no kind's stamp moves to another kind.
    package static func merged(_ a: Deletion, _ b: Deletion) -> Deletion {
        let kinds = Kind.allCases.compactMap { kind -> (kind: Kind, stamp: Stamp)? in
            switch (a.stamp(of: kind), b.stamp(of: kind)) {
            case (let x?, let y?): (kind, max(x, y))
            case (let x?, nil), (nil, let x?): (kind, x)
            case (nil, nil): nil
            }
        }
        return Deletion(id: a.id, kinds: kinds) ?? a
    }

    /// `deletion` added to what `deletions` holds for its id.
    package static func add(_ deletion: Deletion, to deletions: inout [UUID: Deletion]) {
        deletions[deletion.id] = deletions[deletion.id].map { merged($0, deletion) } ?? deletion
    }
}

/// Two deletions are the same when they delete the same id as the same kinds at the same
/// stamps, however a file spelled them.
extension Deletion: Hashable {
    package static func == (a: Deletion, b: Deletion) -> Bool {
        a.id == b.id && Kind.allCases.allSatisfy { a.stamp(of: $0) == b.stamp(of: $0) }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        for kind in Kind.allCases { hasher.combine(stamp(of: kind)) }
    }
}
