#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The bytes each file was last saved with through a store that carries this, by path: a
/// change that must then take a digest of what it wrote (`sync`, of the whole history) takes
/// it from these instead of reading back the files it has just written (651 at fifty years).
///
/// A file is noted as its save begins; a save that fails throws, and the change with it,
/// before any digest is taken. Only for use under the lock, for one command: nothing else
/// writes the files meanwhile, so what was saved is what is there.
package final class WrittenFiles: @unchecked Sendable {
    private var bytes: [String: Data] = [:]

    package init() {}

    func note(_ data: Data, at path: String) { bytes[path] = data }

    func forget(_ path: String) { bytes[path] = nil }

    func written(at path: String) -> Data? { bytes[path] }
}
