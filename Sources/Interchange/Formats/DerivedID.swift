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
/// the UUID's version (8, "custom", RFC 9562) and variant bits set. SHA-256 is the platform's
/// (CryptoKit, or the system's libcrypto); where it has none, the same name is hashed by
/// `StableHash` instead, which no security rests on: the id only has to be the same each time.
/// The two kinds of id for one fast differ, so an import also knows a derived fast by its start
/// (`ImportDocument.recognisingDerived`): a file brought in on a computer with libcrypto and
/// again on one without still changes nothing. A deletion is known by both as well: deleting
/// such a fast deletes its portable twin too (`twins`), and an import takes a fast whose
/// portable id was deleted as that deleted fast.
///
/// Not covered: a fast whose start was moved before it was deleted. Its twin is made from the
/// start it has when deleted, which no longer names the file's fast, so the file brings that
/// fast again on a computer that makes the other kind of id.
package enum DerivedID {
    /// Throws nothing any more (a missing SHA-256 has its fallback); declared as before so that
    /// every format's reader calls it as it did.
    package static func make(source: ImportFormat, start: Date) throws(ImportProblem) -> UUID {
        make(source: source, start: start) { data throws(CryptoError) in try SHA256Hash.digest(of: data) }
    }

    /// `sha256` stands in for the platform's SHA-256 in tests (one that throws: a machine without it).
    package static func make(source: ImportFormat, start: Date, sha256: (Data) throws(CryptoError) -> Data) -> UUID {
        let name = name(source, start)
        var bytes: [UInt8]
        do {
            bytes = Array(try sha256(Data(name)).prefix(16))
        } catch {
            bytes = StableHash.bytes16(of: name)
        }
        bytes[6] = bytes[6] & 0x0F | 0x80
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }

    /// The ids that fall back to `StableHash` (made with no SHA-256) for a fast of any format
    /// that begins at `start`: what every computer can make, with libcrypto or without.
    package static func portable(start: Date) -> [UUID] {
        ImportFormat.allCases.map { make(source: $0, start: start) { _ throws(CryptoError) -> Data in throw CryptoError(operation: "", detail: "") } }
    }

    /// The ids a deletion of the derived fast `id`, beginning at `start`, must name as well, so
    /// that the same fast brought in again on a computer without libcrypto (whose id for it is
    /// the `StableHash` one) stays deleted: none for an id that is not derived or is already
    /// the portable one; the portable id of its format where SHA-256 tells which format made
    /// it; otherwise (no libcrypto here, or a start moved since) that of every format.
    package static func twins(of id: UUID, start: Date, sha256: (Data) throws(CryptoError) -> Data = { data throws(CryptoError) in try SHA256Hash.digest(of: data) }) -> [UUID] {
        guard isDerived(id) else { return [] }
        let portable = portable(start: start)
        guard !portable.contains(id) else { return [] }
        for (index, format) in ImportFormat.allCases.enumerated() where (try? sha256(Data(name(format, start)))) != nil {
            if make(source: format, start: start, sha256: sha256) == id { return [portable[index]] }
        }
        return portable
    }

    private static func name(_ source: ImportFormat, _ start: Date) -> [UInt8] {
        Array("atrest \(source.rawValue) \(Timestamp.formatUTC(start))".utf8)
    }

    /// Whether `id` has the shape of a derived id (version 8, RFC 9562 variant); atrest's own
    /// ids are random (version 4) and the iOS app's too.
    package static func isDerived(_ id: UUID) -> Bool {
        id.uuid.6 >> 4 == 8 && id.uuid.8 >> 6 == 2
    }
}
