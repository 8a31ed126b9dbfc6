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
    /// nil when the text does not read or is out of range (`SettingField.read`).
    package func setting(_ key: SettingKey, to text: String) -> Settings? {
        var settings = self
        return SettingField.of(key).read(&settings, text) ? settings : nil
    }
}
