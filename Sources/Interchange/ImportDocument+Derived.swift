import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ImportDocument {
    /// This document with each derived id that is new here (`DerivedID`) replaced by the id of
    /// the derived fast already here that begins at the same instant.
    ///
    /// One fast from another app's file has two possible ids: from SHA-256 where the platform
    /// has it, from `StableHash` where it does not. Knowing the fast by its start as well keeps
    /// a second import of the same file from adding it again when the two computers differ.
    /// Documents of atrest's own carry their ids and stamps, and are left as they are.
    package func recognisingDerived(in local: Replica) -> ImportDocument {
        guard changes == nil, sessions.contains(where: { DerivedID.isDerived($0.id) && local.fasts[$0.id] == nil }) else { return self }
        var derivedHere: [Date: UUID] = [:]
        for (id, fast) in local.fasts where DerivedID.isDerived(id) { derivedHere[fast.value.start] = id }
        let inFile = Set(sessions.map(\.id))
        var result = self
        for index in result.sessions.indices {
            let id = result.sessions[index].id
            guard DerivedID.isDerived(id), local.fasts[id] == nil,
                  let known = derivedHere[result.sessions[index].start], !inFile.contains(known) else { continue }
            result.sessions[index].id = known
            result.sessionPaths[known] = result.sessionPaths.removeValue(forKey: id)
        }
        // A derived fast deleted here under its portable id (deleted on a computer without
        // libcrypto, or its twin noted by `DerivedID.twins`) is the same fast: it stays deleted.
        for index in result.sessions.indices {
            let id = result.sessions[index].id
            guard DerivedID.isDerived(id), local.fasts[id] == nil, local.deletions[id] == nil else { continue }
            let deleted = DerivedID.portable(start: result.sessions[index].start).first { twin in
                twin != id && !inFile.contains(twin) && local.fasts[twin] == nil
                    && local.deletions[twin].map { $0.stamp(of: .fast) != nil || $0.stamp(of: .water) != nil } ?? false
            }
            guard let deleted else { continue }
            result.sessions[index].id = deleted
            result.sessionPaths[deleted] = result.sessionPaths.removeValue(forKey: id)
        }
        return result
    }
}
