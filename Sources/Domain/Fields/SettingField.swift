/// A setting that travels between computers, declared once: the name `config`, `sync` and
/// `import` give it, the member its files and export name it by, and its kind, which says its
/// rule, its text (the form in which it merges and travels), how that text reads back, how a
/// person reads it, and how the store, export and import carry it. Its default is the one
/// `Settings()` holds. A new setting is a new `SettingKey`, its property on `Settings` and its
/// case here, which the compiler asks for; `config` then asks for how it shows and sets it
/// (`ConfigPresence.of`), and `SettingDeclarationTests` carries each through every format.
package struct SettingField: Sendable {
    package let key: SettingKey
    /// As `atrest config` names it: `target-hours`.
    package let name: String
    /// As `settings.json`, export and import name it: `targetHours`.
    package let member: StaticString
    package let kind: Kind

    /// What a setting holds; each kind's rule, text and formats are written once, here and in
    /// the formats' `switch` over it.
    package enum Kind: Sendable {
        /// A target in hours, within `TargetHours.range`.
        case hours(WritableKeyPath<Settings, Double> & Sendable)
        /// How water is counted: ml or oz.
        case unit(WritableKeyPath<Settings, VolumeUnit> & Sendable)
        /// Whole millilitres, within `WaterAmount.range`.
        case milliliters(WritableKeyPath<Settings, Int> & Sendable)
        /// On or off.
        case onOff(WritableKeyPath<Settings, Bool> & Sendable)
    }

    package static func of(_ key: SettingKey) -> SettingField {
        switch key {
        case .targetHours: SettingField(key: key, name: "target-hours", member: "targetHours", kind: .hours(\.targetHours))
        case .waterUnit: SettingField(key: key, name: "water-unit", member: "waterUnit", kind: .unit(\.waterUnit))
        case .waterAmount: SettingField(key: key, name: "water-amount", member: "waterAmount", kind: .milliliters(\.waterAmount))
        case .vigil: SettingField(key: key, name: "vigil", member: "vigil", kind: .onOff(\.vigil))
        case .motion: SettingField(key: key, name: "motion", member: "motion", kind: .onOff(\.motion))
        }
    }

    /// Every setting that travels, in `SettingKey`'s order.
    package static var all: [SettingField] { SettingKey.allCases.map(of) }

    /// Its value as text, the form in which settings merge and travel: `16.5`, `oz`, `250`, `on`.
    package func text(_ settings: Settings) -> String {
        switch kind {
        case .hours(let path): "\(settings[keyPath: path])"
        case .unit(let path): settings[keyPath: path].rawValue
        case .milliliters(let path): "\(settings[keyPath: path])"
        case .onOff(let path): settings[keyPath: path] ? "on" : "off"
        }
    }

    /// Sets the value from its text; false when the text does not read or is out of range
    /// (`nan`, `1e300`, `ON`, `l`), and then nothing is set.
    func read(_ settings: inout Settings, _ text: String) -> Bool {
        switch kind {
        case .hours(let path):
            // A plain decimal, as `text` writes it: not `1e1`, `0x10`, `nan` or ` 16`.
            guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E }), let hours = Double(text), TargetHours.isAllowed(hours) else { return false }
            settings[keyPath: path] = hours
        case .unit(let path):
            guard let unit = VolumeUnit(rawValue: text) else { return false }
            settings[keyPath: path] = unit
        case .milliliters(let path):
            guard let amount = Int(text), WaterAmount.range.contains(amount) else { return false }
            settings[keyPath: path] = amount
        case .onOff(let path):
            guard text == "on" || text == "off" else { return false }
            settings[keyPath: path] = text == "on"
        }
        return true
    }

    /// As a person reads it in a summary: `16`, `250 ml`, `on`.
    package func shown(_ settings: Settings) -> String {
        switch kind {
        case .hours(let path): TargetHours.describe(settings[keyPath: path])
        case .milliliters(let path): "\(settings[keyPath: path]) ml"
        case .unit, .onOff: text(settings)
        }
    }

    /// What is wrong with its value in `settings`, as a damaged file's reason says it after
    /// the member's name (`80.0 is outside 4–72`); nil when the kind's rule holds.
    package func outOfRange(_ settings: Settings) -> String? {
        switch kind {
        case .hours(let path):
            let hours = settings[keyPath: path]
            return TargetHours.isAllowed(hours) ? nil : "\(hours) is outside 4–72"
        case .milliliters(let path):
            let amount = settings[keyPath: path]
            return WaterAmount.range.contains(amount) ? nil : "\(amount) ml is outside 1–5000"
        case .unit, .onOff:
            return nil
        }
    }

    /// Copies its value from `source` into `settings`, leaving every other setting as it is.
    package func copy(from source: Settings, into settings: inout Settings) {
        switch kind {
        case .hours(let path): settings[keyPath: path] = source[keyPath: path]
        case .unit(let path): settings[keyPath: path] = source[keyPath: path]
        case .milliliters(let path): settings[keyPath: path] = source[keyPath: path]
        case .onOff(let path): settings[keyPath: path] = source[keyPath: path]
        }
    }
}
