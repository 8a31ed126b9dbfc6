#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Timestamp {
    /// `parse(text)` and `writtenOffset(text)` at once: the stored form (`…Z`) is read once,
    /// not twice and then searched for its offset (import reads one or two per record).
    package static func parseWithOffset(_ text: String) -> (date: Date, offset: Int)? {
        var text = text
        if let date = text.withUTF8({ parseStored(utf8: UnsafeRawBufferPointer($0)) }) { return (date, 0) }
        guard let date = parse(text), let offset = writtenOffset(text) else { return nil }
        return (date, offset)
    }

    /// The UTC offset written in an ISO 8601 instant, in seconds east of UTC.
    ///
    /// Nil when `text` is not an instant `parse` reads without a local zone, so local
    /// readings such as `2026-11-20T20:00` have no offset here. Imports use it to give an
    /// instant that arrives without a time zone the zone its own text implies.
    package static func writtenOffset(_ text: String) -> Int? {
        guard parse(text) != nil else { return nil }
        if text.hasSuffix("Z") || text.hasSuffix("z") { return 0 }
        // The date's dashes come before the `T`; the time has none, so the last sign is the offset's.
        guard let sign = text.lastIndex(where: { $0 == "+" || $0 == "-" }) else { return nil }
        var scanner = DigitScanner(String(text[sign...]))
        return scanner.offset()
    }
}
