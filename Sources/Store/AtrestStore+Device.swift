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
package struct DeviceIdentity: StoredRecord, Equatable {
    package var id: UUID

    package static var fields: [StoredField<DeviceIdentity>] { [.uuid("id", { $0.id }, { $0.id = $1 })] }
    package static var blank: DeviceIdentity { DeviceIdentity(id: UUID.blank) }
}

extension AtrestStore {
    /// This computer's id, made and saved the first time it is asked for.
    ///
    /// Call it inside `withLock` when it may have to be made, so two first changes at once
    /// agree on one id.
    package func deviceID() throws(StoreError) -> UUID {
        if let id = try savedDeviceID() { return id }
        return try renewDeviceID()
    }

    /// A new id for this computer, for when another computer turns out to use the same one
    /// (a data folder copied whole to it). Call it inside `withLock`.
    package func renewDeviceID() throws(StoreError) -> UUID {
        let document = DeviceIdentity(id: UUID())
        try write(to: paths.device) { try RecordFile.write(members: document) }
        return document.id
    }

    /// This computer's id as saved; nil before the first change that needs one.
    package func savedDeviceID() throws(StoreError) -> UUID? {
        guard let data = try contents(at: paths.device) else { return nil }
        return try RecordFile.readMembers(DeviceIdentity.self, from: data, path: paths.device, zones: zones).id
    }
}
