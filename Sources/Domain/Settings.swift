/// What a person has chosen: the target, how water is counted, whether Vigil is on, and motion.
package struct Settings: Equatable, Sendable {
    package var targetHours: Double
    package var waterUnit: VolumeUnit
    /// The quick-add amount for `water add` without an amount, in millilitres.
    package var waterAmount: Int
    /// The opt-in depth layer; off unless the person turns it on.
    package var vigil: Bool
    /// Whether pictures may move (the star fading in, the live view's arrival); off stills them all.
    package var motion: Bool

    package init(
        targetHours: Double = TargetHours.defaultValue,
        waterUnit: VolumeUnit = .ml,
        waterAmount: Int = 250,
        vigil: Bool = false,
        motion: Bool = true
    ) {
        self.targetHours = targetHours
        self.waterUnit = waterUnit
        self.waterAmount = waterAmount
        self.vigil = vigil
        self.motion = motion
    }
}

extension Settings {
    /// These settings with `key` set from its text (`texts`), under the rules `config` keeps;
    /// nil when the text does not read or is out of range (`nan`, `1e300`, `ON`, `l`).
    package func setting(_ key: SettingKey, to text: String) -> Settings? {
        var settings = self
        switch key {
        case .targetHours:
            // A plain decimal, as `texts` writes it: not `1e1`, `0x10`, `nan` or ` 16`.
            guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E }), let hours = Double(text), TargetHours.isAllowed(hours) else { return nil }
            settings.targetHours = hours
        case .waterUnit:
            guard let unit = VolumeUnit(rawValue: text) else { return nil }
            settings.waterUnit = unit
        case .waterAmount:
            guard let amount = Int(text), WaterAmount.range.contains(amount) else { return nil }
            settings.waterAmount = amount
        case .vigil, .motion:
            guard text == "on" || text == "off" else { return nil }
            if key == .vigil { settings.vigil = text == "on" } else { settings.motion = text == "on" }
        }
        return settings
    }
}
