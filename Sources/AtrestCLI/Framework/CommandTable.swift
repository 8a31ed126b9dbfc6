import Domain

/// Every command atrest has, in the order `atrest help` lists them.
///
/// The parser, help and shell completions all read this one list.
package enum CommandTable {
    /// The words that name every command, in the order `atrest help` lists them.
    ///
    /// The names are written out (a test checks each against its spec) so that finding the
    /// command a line asks for builds no spec but that command's own. Names and types are
    /// kept apart, a list of strings and a `switch`: a list of (name, type) pairs had the
    /// runtime build its type on first use, 19,000 instructions of every command
    /// (start-up path: Sources/START-UP.md).
    package static let names: [String] = [
        "status",
        "watch",
        "start",
        "end",
        "abandon",
        "log",
        "add",
        "edit",
        "delete",
        "undo",
        "water",
        "water add",
        "water remove",
        "forest",
        "calendar",
        "config",
        "vigil",
        "premium",
        "premium activate",
        "premium restore",
        "premium status",
        "export",
        "import",
        "sync",
        "doctor",
        "remind",
        "completions",
        "man",
        "help",
    ]

    /// The command `name` (one of `names`) stands for.
    package static func command(named name: String) -> (any Command.Type)? {
        switch name {
        case "status": StatusCommand.self
        case "watch": WatchCommand.self
        case "start": StartCommand.self
        case "end": EndCommand.self
        case "abandon": AbandonCommand.self
        case "log": LogCommand.self
        case "add": AddCommand.self
        case "edit": EditCommand.self
        case "delete": DeleteCommand.self
        case "undo": UndoCommand.self
        case "water": WaterCommand.self
        case "water add": WaterAddCommand.self
        case "water remove": WaterRemoveCommand.self
        case "forest": ForestCommand.self
        case "calendar": CalendarCommand.self
        case "config": ConfigCommand.self
        case "vigil": VigilCommand.self
        case "premium": PremiumCommand.self
        case "premium activate": PremiumActivateCommand.self
        case "premium restore": PremiumRestoreCommand.self
        case "premium status": PremiumStatusCommand.self
        case "export": ExportCommand.self
        case "import": ImportCommand.self
        case "sync": SyncCommand.self
        case "doctor": DoctorCommand.self
        case "remind": RemindCommand.self
        case "completions": CompletionsCommand.self
        case "man": ManCommand.self
        case "help": HelpCommand.self
        default: nil
        }
    }

    /// Every command with the words that name it, in the order `atrest help` lists them.
    package static var named: [(name: String, command: any Command.Type)] {
        names.compactMap { name in command(named: name).map { (name, $0) } }
    }

    package static var all: [any Command.Type] { named.map(\.command) }

    /// The specs of `all`, in the same order.
    package static let specs: [CommandSpec] = all.map { $0.spec }
}

