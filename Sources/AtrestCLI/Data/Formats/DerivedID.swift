import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Licensing

/// A stable id for a fast whose file gives it none (CSV rows, Timewarrior, Sunrise), so that
/// importing the same file twice finds the same fasts and changes nothing.
///
/// The first 16 bytes of the SHA-256 of the format's name and the start instant in UTC, with
/// the UUID's version (8, "custom", RFC 9562) and variant bits set.
package enum DerivedID {
    package static func make(source: ImportFormat, start: Date) throws(ImportProblem) -> UUID {
        let name = "atrest \(source.rawValue) \(Timestamp.formatUTC(start))"
        let digest: Data
        do {
            digest = try SHA256Hash.digest(of: Data(name.utf8))
        } catch {
            throw ImportProblem("", "\(error.description), which ids for these fasts are made from", exitCode: 1)
        }
        var bytes = Array(digest.prefix(16))
        bytes[6] = bytes[6] & 0x0F | 0x80
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }
}
