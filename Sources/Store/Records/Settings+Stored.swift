import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The settings as `settings.json` holds them: every member may be absent (files written
/// before it), and then the default stands.
extension Settings: StoredRecord {
    package static var fields: [StoredField<Settings>] {
        [
            .optionalBool("motion", \.motion),
            .optional("targetHours", \.targetHours, kind: "a number", read: { $0.double() }, write: { try $2.member($1, number: $0) }),
            .optionalBool("vigil", \.vigil),
            .optional("waterAmount", \.waterAmount, kind: "a whole number", read: { $0.int() }, write: { $2.member($1, int: $0) }),
            .optional(
                "waterUnit", \.waterUnit, kind: "\"ml\" or \"oz\"",
                read: { cursor in cursor.string().flatMap(VolumeUnit.init(rawValue:)) },
                write: { $2.member($1, string: $0.rawValue) }
            ),
        ]
    }

    package static var blank: Settings { Settings() }
}

/// The account as `account.json` holds it.
extension Account: StoredRecord {
    package static var fields: [StoredField<Account>] {
        [
            .optionalInt("completedFasts", \.completedFasts),
            .optionalText("license", \.licenseToken),
            .optionalBool("transitionMomentShown", \.transitionMomentShown),
        ]
    }

    package static var blank: Account { Account() }
}
