import Domain
import JSON

/// The settings as `settings.json` holds them, one member for each declared setting
/// (`SettingField`), written by its kind: every member may be absent (files written before
/// it), and then the default stands.
extension Settings: StoredRecord {
    package static var fields: [StoredField<Settings>] {
        StoredField.sorted(SettingField.all.map(\.stored))
    }

    package static var blank: Settings { Settings() }
}

extension SettingField {
    /// Its member in `settings.json`, read and written as its kind says.
    var stored: StoredField<Settings> {
        switch kind {
        case .hours(let path):
            .optional(member, { $0[keyPath: path] }, { $0[keyPath: path] = $1 }, kind: "a number", read: { $0.double() }, write: { try $2.member($1, number: $0) })
        case .unit(let path):
            .optional(
                member, { $0[keyPath: path] }, { $0[keyPath: path] = $1 }, kind: "\"ml\" or \"oz\"",
                read: { cursor in cursor.string().flatMap(VolumeUnit.init(rawValue:)) },
                write: { $2.member($1, string: $0.rawValue) }
            )
        case .milliliters(let path):
            .optional(member, { $0[keyPath: path] }, { $0[keyPath: path] = $1 }, kind: "a whole number", read: { $0.int() }, write: { $2.member($1, int: $0) })
        case .onOff(let path):
            .optionalBool(member, { $0[keyPath: path] }, { $0[keyPath: path] = $1 })
        }
    }
}

/// The account as `account.json` holds it.
extension Account: StoredRecord {
    package static var fields: [StoredField<Account>] {
        [
            // Written only once an import has brought fasts in: absent means none.
            .optionalInt("broughtInFasts", { $0.broughtInFasts == 0 ? nil : $0.broughtInFasts }, { $0.broughtInFasts = $1 ?? 0 }),
            .optionalInt("completedFasts", { $0.completedFasts }, { $0.completedFasts = $1 }),
            .optionalText("license", { $0.licenseToken }, { $0.licenseToken = $1 }),
            .optionalBool("transitionMomentShown", { $0.transitionMomentShown }, { $0.transitionMomentShown = $1 }),
        ]
    }

    package static var blank: Account { Account() }
}

/// What `remind` has said, as `reminders.json` holds it. A phase this atrest does not know
/// (a newer one named it) reads as none said yet.
extension ReminderLog: StoredRecord {
    package static var fields: [StoredField<ReminderLog>] {
        [
            .optional(
                "announcedPhase", { $0.announcedPhase }, { $0.announcedPhase = $1 }, kind: "text in quotes",
                read: { cursor in cursor.string().map { FastingPhase(rawValue: $0) } },
                write: { phase, key, members in if let phase { members.member(key, string: phase.rawValue) } }
            ),
            .optional(
                "fastID", { $0.fastID }, { $0.fastID = $1 }, kind: "an id",
                read: { cursor in cursor.uuid().map { Optional($0) } },
                write: { id, key, members in if let id { members.member(key, plain: { id.writeUppercase(into: &$0) }) } }
            ),
            .optionalBool("targetAnnounced", { $0.targetAnnounced }, { $0.targetAnnounced = $1 }),
        ]
    }

    package static var blank: ReminderLog { ReminderLog() }
}
