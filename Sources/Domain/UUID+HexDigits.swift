#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension UUID {
    /// Each byte's value as a hex digit, at the byte: 0 to 15 for `0`-`9`, `a`-`f` and `A`-`F`,
    /// `@` (0x40, which no digit's value has) for every other byte. `parse` looks each of an
    /// id's 32 digits up here rather than working it out (half of reading an id).
    static var hexDigits: StaticString {
        """
        @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\
        @@@@@@@@@@@@@@@@\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}@@@@@@\
        @\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}@@@@@@@@@@@@@@@@@@@@@@@@@\
        @\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}@@@@@@@@@@@@@@@@@@@@@@@@@\
        @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\
        @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\
        @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\
        @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@
        """
    }
}
