import Domain

/// Every command atrest has, in the order `atrest help` lists them.
///
/// The parser, help and shell completions all read this one list.
package enum CommandTable {
    package static let all: [any Command.Type] = [
        StatusCommand.self,
        StartCommand.self,
        EndCommand.self,
        AbandonCommand.self,
        LogCommand.self,
        AddCommand.self,
        EditCommand.self,
        DeleteCommand.self,
        WaterCommand.self,
        WaterAddCommand.self,
        WaterRemoveCommand.self,
        ForestCommand.self,
        CalendarCommand.self,
        ConfigCommand.self,
        VigilCommand.self,
        PremiumCommand.self,
        PremiumActivateCommand.self,
        PremiumRestoreCommand.self,
        PremiumStatusCommand.self,
        ExportCommand.self,
        ImportCommand.self,
        DoctorCommand.self,
        RemindCommand.self,
        CompletionsCommand.self,
        HelpCommand.self,
    ]

    /// The specs of `all`, in the same order.
    package static let specs: [CommandSpec] = all.map { $0.spec }
}

/// Words the help of several commands shares.
package enum SharedHelp {
    /// `12, 14, 16, 18, 20 and 24`, from `TargetHours.presets`.
    package static let targetPresets: String = {
        let names = TargetHours.presets.map(TargetHours.describe)
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }()

    /// `from 4 to 72 hours`, from `TargetHours.range`.
    package static let targetRange =
        "from \(TargetHours.describe(TargetHours.range.lowerBound)) to \(TargetHours.describe(TargetHours.range.upperBound)) hours"

    package static let when = "WHEN is now, HH:MM (the most recent past time with that clock reading), yesterday HH:MM, -2h, -90m, 2h ago, or an ISO 8601 time such as 2026-11-20T20:00."
}
