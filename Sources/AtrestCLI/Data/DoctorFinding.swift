import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Store

/// One thing `atrest doctor` found, in plain words, with what the person can do about it.
struct DoctorFinding: Sendable {
    enum Weight: Sendable {
        /// Something is wrong and needs doing; `doctor` exits 1 while one remains.
        case attention
        /// Worth knowing, nothing to do.
        case note
    }

    /// What `--repair` may do. It never deletes: it renames, restores and sets permissions.
    enum Repair: Sendable {
        case restore(DataFile, previous: Data)
        case permissions(path: String, mode: UInt16)
    }

    /// The file or folder, as the person finds it: `~/.local/share/atrest/sessions.json`.
    var subject: String
    var weight: Weight
    /// What was found; the first line is the finding itself.
    var lines: [String]
    /// What to do, when there is something to do.
    var advice: String?
    var repair: Repair?
    /// Shell commands the person may run, each printed whole on its own line.
    var commands: [String] = []
}
