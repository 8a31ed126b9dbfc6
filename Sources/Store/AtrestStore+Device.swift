import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// This computer's name among the computers that share a history (see `atrest sync`).
///
/// A random id made once, on the first change that needs it, and kept in the data folder.
/// It says which computer made a change, so that two changes made at the same instant on two
/// computers are ordered the same way everywhere; it is never exported as the person's data
/// and never copied between computers (a data folder copied whole to a new computer keeps
/// the old id until `device.json` is removed there, which is harmless: it only breaks ties).
package struct DeviceDocument: VersionedDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    package var id: UUID
}

extension AtrestStore {
    /// This computer's id, made and saved the first time it is asked for.
    ///
    /// Call it inside `withLock` when it may have to be made, so two first changes at once
    /// agree on one id.
    package func deviceID() throws(StoreError) -> UUID {
        if let document = try read(DeviceDocument.self, at: paths.device) { return document.id }
        let document = DeviceDocument(id: UUID())
        try write(document, to: paths.device)
        return document.id
    }
}
