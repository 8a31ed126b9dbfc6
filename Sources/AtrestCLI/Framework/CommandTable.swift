import Domain

/// Every command atrest has, in the order `atrest help` lists them.
///
/// The parser, help and shell completions all read this one list.
package enum CommandTable {
    /// Every command with the words that name it, in the order `atrest help` lists them.
    ///
    /// The names are written out (a test checks each against its spec) so that finding the
    /// command a line asks for builds no spec but that command's own.
    package static let named: [(name: String, command: any Command.Type)] = [
        ("status", StatusCommand.self),
        ("watch", WatchCommand.self),
        ("start", StartCommand.self),
        ("end", EndCommand.self),
        ("abandon", AbandonCommand.self),
        ("log", LogCommand.self),
        ("add", AddCommand.self),
        ("edit", EditCommand.self),
        ("delete", DeleteCommand.self),
        ("undo", UndoCommand.self),
        ("water", WaterCommand.self),
        ("water add", WaterAddCommand.self),
        ("water remove", WaterRemoveCommand.self),
        ("forest", ForestCommand.self),
        ("calendar", CalendarCommand.self),
        ("config", ConfigCommand.self),
        ("vigil", VigilCommand.self),
        ("premium", PremiumCommand.self),
        ("premium activate", PremiumActivateCommand.self),
        ("premium restore", PremiumRestoreCommand.self),
        ("premium status", PremiumStatusCommand.self),
        ("export", ExportCommand.self),
        ("import", ImportCommand.self),
        ("sync", SyncCommand.self),
        ("doctor", DoctorCommand.self),
        ("remind", RemindCommand.self),
        ("completions", CompletionsCommand.self),
        ("man", ManCommand.self),
        ("help", HelpCommand.self),
    ]

    package static var all: [any Command.Type] { named.map(\.command) }

    /// The specs of `all`, in the same order.
    package static let specs: [CommandSpec] = all.map { $0.spec }
}

