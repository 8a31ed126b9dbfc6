import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// A deletion as `changes.json` and sync's files hold it: the widest kind with its stamp
/// (`kind`, `changed`, `changedBy`, `changedCounter`), as every atrest wrote it, and the stamp
/// of a narrower kind the id was also deleted as beside it (`fastChanged`, `fastChangedBy`,
/// `runningChanged`…), written only when there is one. A file without them reads as before:
/// one kind, one stamp. (An older atrest passes the new members over and keeps the widest.)
struct StoredDeletion: StoredRecord {
    var id: UUID
    var kind: Deletion.Kind
    var stamp: Stamp
    var fast: StampParts
    var running: StampParts

    init(_ deletion: Deletion) {
        id = deletion.id
        kind = deletion.kind
        stamp = deletion.stamp
        fast = StampParts(deletion.kind == .fast ? nil : deletion.narrower[.fast])
        running = StampParts(deletion.kind == .running ? nil : deletion.narrower[.running])
    }

    /// The deletion; a problem when a narrower stamp is only half there (atrest never writes one).
    var deletion: Result<Deletion, ShapeProblem> {
        var deletion = Deletion(id: id, kind: kind, stamp: stamp)
        for (kind, parts, name) in [(Deletion.Kind.fast, fast, "fastChanged"), (.running, running, "runningChanged")] {
            switch parts.stamp {
            case .none: return .failure(ShapeProblem(path: name, reason: "has half a stamp (\(name) without \(name)By, or the other way)"))
            case .some(nil): continue
            case .some(let stamp?): deletion = Deletion.merged(deletion, Deletion(id: id, kind: kind, stamp: stamp))
            }
        }
        return .success(deletion)
    }

    static var fields: [StoredField<StoredDeletion>] {
        let own: [StoredField<StoredDeletion>] = StoredField.stamp({ $0.stamp }, { $0.stamp = $1 }) + [
            .uuid("id", { $0.id }, { $0.id = $1 }),
            .value("kind", { $0.kind }, { $0.kind = $1 }, kind: "a kind of record", read: { $0.string().flatMap(Deletion.Kind.init(rawValue:)) }, write: {
                $2.member($1, string: $0.rawValue)
            }),
        ]
        return StoredField.sorted(
            own + StampParts.fields("fastChanged", "fastChangedBy", "fastChangedCounter").map { $0.within(\.fast) }
                + StampParts.fields("runningChanged", "runningChangedBy", "runningChangedCounter").map { $0.within(\.running) }
        )
    }

    static var blank: StoredDeletion { StoredDeletion(Deletion(id: UUID.blank, kind: .fast, stamp: .unstamped)) }
}

extension Deletion {
    /// Several deletions read from a file, each id once (a file that names one twice merges them).
    static func adding(_ stored: StoredDeletion, to deletions: inout [UUID: Deletion], at index: Int, list: String) -> ShapeProblem? {
        switch stored.deletion {
        case .success(let deletion):
            add(deletion, to: &deletions)
            return nil
        case .failure(let problem):
            return ShapeProblem(path: "\(list)[\(index)].\(problem.path)", reason: problem.reason)
        }
    }
}

/// The members of an optional stamp, as read: all there, none there, or half (refused).
struct StampParts {
    var changed: Date?
    var changedBy: UUID?
    var counter = 0

    init(_ stamp: Stamp?) {
        changed = stamp?.at
        changedBy = stamp?.device
        counter = stamp?.counter ?? 0
    }

    /// nil for half a stamp; .some(nil) when there is none.
    var stamp: Stamp?? {
        switch (changed, changedBy) {
        case (nil, nil): .some(nil)
        case (let at?, let device?): .some(Stamp(at: at, counter: counter, device: device))
        default: nil
        }
    }

    static func fields(_ changedKey: StaticString, _ byKey: StaticString, _ counterKey: StaticString) -> [StoredField<StampParts>] {
        StoredField.stampMembers(
            isRequired: false, keys: (changedKey, byKey, counterKey),
            at: { $0.changed }, { $0.changed = $1 }, by: { $0.changedBy }, { $0.changedBy = $1 },
            counter: { $0.counter }, { $0.counter = $1 }
        )
    }
}
