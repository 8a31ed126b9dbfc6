/// A setting that travels between computers, declared once: the name `config`, `sync` and
/// `import` give it, its text (the form in which it merges and travels), how that text reads
/// back under the rules `config` keeps, and how a person reads its value. A new setting is a
/// new `SettingKey` and its case here, which the compiler asks for.
package struct SettingField: Sendable {
    package let key: SettingKey
    /// As `atrest config` names it: `target-hours`.
    package let name: String
    package let text: @Sendable (Settings) -> String
    /// Sets the value from its text; false when the text does not read or is out of range
    /// (`nan`, `1e300`, `ON`, `l`), and then nothing is set.
    let read: @Sendable (inout Settings, String) -> Bool
    /// As a person reads it in a summary: `16`, `250 ml`, `on`.
    package let shown: @Sendable (Settings) -> String

    package static func of(_ key: SettingKey) -> SettingField {
        switch key {
        case .targetHours:
            SettingField(key: key, name: "target-hours", text: { "\($0.targetHours)" }, read: { settings, text in
                // A plain decimal, as `text` writes it: not `1e1`, `0x10`, `nan` or ` 16`.
                guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E }), let hours = Double(text), TargetHours.isAllowed(hours) else { return false }
                settings.targetHours = hours
                return true
            }, shown: { TargetHours.describe($0.targetHours) })
        case .waterUnit:
            SettingField(key: key, name: "water-unit", text: { $0.waterUnit.rawValue }, read: { settings, text in
                guard let unit = VolumeUnit(rawValue: text) else { return false }
                settings.waterUnit = unit
                return true
            }, shown: { $0.waterUnit.rawValue })
        case .waterAmount:
            SettingField(key: key, name: "water-amount", text: { "\($0.waterAmount)" }, read: { settings, text in
                guard let amount = Int(text), WaterAmount.range.contains(amount) else { return false }
                settings.waterAmount = amount
                return true
            }, shown: { "\($0.waterAmount) ml" })
        case .vigil:
            onOff(key, "vigil", \.vigil)
        case .motion:
            onOff(key, "motion", \.motion)
        }
    }

    /// Every setting that travels, in `SettingKey`'s order.
    package static var all: [SettingField] { SettingKey.allCases.map(of) }

    private static func onOff(_ key: SettingKey, _ name: String, _ path: WritableKeyPath<Settings, Bool> & Sendable) -> SettingField {
        SettingField(key: key, name: name, text: { $0[keyPath: path] ? "on" : "off" }, read: { settings, text in
            guard text == "on" || text == "off" else { return false }
            settings[keyPath: path] = text == "on"
            return true
        }, shown: { $0[keyPath: path] ? "on" : "off" })
    }
}
