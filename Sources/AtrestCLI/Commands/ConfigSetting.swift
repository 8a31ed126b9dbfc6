import Domain

/// How `atrest config` shows and sets a setting that travels (`SettingField`): where a person
/// sees it. The switch over `SettingKey` is exhaustive, so a new setting's declaration makes
/// the compiler ask for its case here; a setting set by a command of its own (vigil) names it.
package enum ConfigPresence {
    case listed(ConfigSetting)
    /// Not a key of `config`: `config vigil` points to the command that sets it.
    case ownCommand(hint: String)

    package static func of(_ key: SettingKey) -> ConfigPresence {
        switch key {
        case .targetHours:
            .listed(ConfigSetting(
                note: "a reference for new fasts, not a goal", choices: TargetHours.presets.map(TargetHours.describe),
                parse: { value in
                    guard let hours = TargetHours.parse(value) else {
                        throw AtrestError.usage("'\(value)' is not a number of hours", hint: "target-hours takes \(ConfigCommand.allowedHours)")
                    }
                    guard TargetHours.isAllowed(hours) else {
                        throw AtrestError.usage("\(value) hours is outside what target-hours takes", hint: "target-hours takes \(ConfigCommand.allowedHours)")
                    }
                    return { $0.targetHours = hours }
                },
                value: { TargetHours.describe($0.targetHours) },
                shown: { TargetHours.spoken($0.targetHours) },
                confirm: { change, run in
                    run.out("New fasts take \(TargetHours.spoken(change.after.targetHours)) as a reference, not a goal.")
                    if let running = change.running, running.targetHours != change.after.targetHours {
                        run.out(run.paint.dim("The running fast keeps the \(TargetHours.spoken(running.targetHours)) it began with."))
                    }
                }
            ))
        case .waterUnit:
            .listed(ConfigSetting(
                note: "ml or oz", choices: ["ml", "oz"],
                parse: { value in
                    guard let unit = VolumeUnit(rawValue: value.lowercased()) else {
                        throw AtrestError.usage("'\(value)' is not a unit for water", hint: "water-unit is ml or oz")
                    }
                    return { $0.waterUnit = unit }
                },
                value: { $0.waterUnit.rawValue },
                confirm: { change, run in run.out("Water is shown in \(change.after.waterUnit.rawValue) now.") }
            ))
        case .waterAmount:
            .listed(ConfigSetting(
                note: "what atrest water add logs by default", choices: ["150", "200", "250", "300", "500"],
                parse: { value in
                    try WaterText.checkForm(value)
                    // A bare number is in the unit of the settings, known only when running.
                    return { settings in settings.waterAmount = try WaterText.amount(value, unit: settings.waterUnit) }
                },
                value: { $0.waterUnit.describe($0.waterAmount) },
                confirm: { change, run in
                    let amount = WaterText.confirmed(change.typed, milliliters: change.after.waterAmount, unit: change.after.waterUnit)
                    run.out("atrest water add logs \(amount.amount) now\(amount.note).")
                }
            ))
        case .vigil:
            .ownCommand(hint: "atrest vigil on or atrest vigil off")
        case .motion:
            .listed(ConfigSetting(
                note: "on or off; off stills every animation", choices: ["on", "off"],
                parse: { value in
                    switch value.lowercased() {
                    case "on": return { $0.motion = true }
                    case "off": return { $0.motion = false }
                    default: throw AtrestError.usage("'\(value)' is not on or off", hint: "atrest config motion on or atrest config motion off")
                    }
                },
                value: { $0.motion ? "on" : "off" },
                confirm: { change, run in run.out(change.after.motion ? "Pictures move again, slowly." : "Pictures stay still now.") }
            ))
        }
    }

    package var setting: ConfigSetting? {
        if case .listed(let setting) = self { setting } else { nil }
    }
}

/// One setting as `config` lists, reads, sets and confirms it.
package struct ConfigSetting {
    /// The dim words beside it in `config`'s list.
    let note: String
    /// The values shell completion offers after its name.
    let choices: [String]
    /// VALUE as typed, checked as far as it can be before the settings are read (exit 2);
    /// the change it makes is applied under the lock, to the settings as they are then.
    let parse: (String) throws -> @Sendable (inout Settings) throws -> Void
    /// The value alone, as `config KEY` prints it for scripts: `16`, `ml`, `250 ml`.
    package let value: (Settings) -> String
    /// The value as a person reads it in a sentence or the list; `value` unless it differs
    /// (a reference reads like a duration: `16h 30m`).
    var shown: (Settings) -> String
    /// What `config KEY VALUE` says once the value has changed.
    let confirm: (Change, CommandRun) -> Void

    struct Change {
        let after: Settings
        /// VALUE as it was typed.
        let typed: String
        /// The running fast as the change found it, if one is running.
        let running: ActiveFast?
    }

    init(
        note: String, choices: [String], parse: @escaping (String) throws -> @Sendable (inout Settings) throws -> Void,
        value: @escaping (Settings) -> String, shown: ((Settings) -> String)? = nil, confirm: @escaping (Change, CommandRun) -> Void
    ) {
        self.note = note
        self.choices = choices
        self.parse = parse
        self.value = value
        self.shown = shown ?? value
        self.confirm = confirm
    }
}
