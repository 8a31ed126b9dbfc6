import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The signed contents of a license: what it grants, to whom, and since when.
///
/// On the wire it is one UTF-8 JSON object whose values are all strings:
/// `{"expires":"2026-03-01","holder":"Ada Lovelace","id":"<UUID>","issued":"2025-03-01","kind":"annual"}`.
/// `kind` is `annual` or `lifetime`; `expires` is present for `annual` (the last day the
/// license is valid, in UTC) and absent for `lifetime`; `issued` is the UTC day of signing;
/// `id` is a UUID the distributor can use to find the sale again. Keys are written sorted
/// and no other key is allowed, so a version 1 reader never ignores something a later
/// writer meant.
package struct LicensePayload: Equatable, Sendable {
    /// How long the license grants premium.
    package enum Term: Equatable, Sendable {
        /// Premium through the end of `through` (UTC); it lapses at 00:00 UTC the next day.
        case annual(through: LocalDay)
        /// Premium for good.
        case lifetime
    }

    /// The most a holder name may hold, in Unicode scalars; a name, not a letter.
    package static let maximumHolderLength = 200

    package var term: Term
    /// The name the license was issued to, as it will be shown to its holder.
    package var holder: String
    /// The UTC day the license was signed.
    package var issued: LocalDay
    /// The distributor's own reference for this license.
    package var id: UUID

    package init(term: Term, holder: String, issued: LocalDay, id: UUID = UUID()) {
        self.term = term
        self.holder = holder
        self.issued = issued
        self.id = id
    }

    /// The terms `Domain` works with: days become instants at UTC midnights.
    package var terms: LicenseTerms {
        switch term {
        case .annual(let lastDay):
            LicenseTerms(kind: .annual(expires: lastDay.utcEnd), holder: holder, issued: issued.utcStart)
        case .lifetime:
            LicenseTerms(kind: .lifetime, holder: holder, issued: issued.utcStart)
        }
    }

    /// Why these contents may not be signed or trusted, in lower-case words; nil if they may.
    ///
    /// The holder is shown on a terminal, so control characters (an escape sequence could
    /// repaint the screen) and line breaks are refused along with an empty or padded name.
    package var problem: String? {
        let scalars = holder.unicodeScalars
        if holder.isEmpty { return "the holder name is empty" }
        if scalars.count > Self.maximumHolderLength {
            return "the holder name is longer than \(Self.maximumHolderLength) characters"
        }
        if scalars.contains(where: Self.isRefusedInHolder) {
            return "the holder name holds a control character or line break"
        }
        if scalars.first?.properties.isWhitespace == true || scalars.last?.properties.isWhitespace == true {
            return "the holder name starts or ends with a space"
        }
        if case .annual(let lastDay) = term, lastDay < issued {
            return "it expires (\(lastDay)) before it was issued (\(issued))"
        }
        return nil
    }

    private static func isRefusedInHolder(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
