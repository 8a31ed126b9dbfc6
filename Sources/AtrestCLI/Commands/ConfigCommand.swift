import Domain
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Store

/// `atrest config [KEY [VALUE]]`: lists, reads or sets one of the person's settings.
struct ConfigCommand: Command {
    static let effect = CommandEffect.changes
    static let spec = CommandSpec(
        "config",
        summary: "list, read or change your settings",
        discussion: "Without KEY: every setting. With KEY: its value alone, for scripts. With KEY and VALUE: sets it. target-hours is what a new fast is measured against: a reference, not a goal. Common choices are \(SharedHelp.targetPresets); any value \(SharedHelp.targetRange) works. A running fast keeps the reference it began with. water-unit is ml or oz. water-amount is what atrest water add logs when no amount is given, such as 250ml or 8oz. motion is on or off; off stills every animation (the star of atrest end, the live view). sync-folder is the folder atrest sync uses when given none (none forgets it); it belongs to this computer and is not synced. graphics is how pictures reach this computer's terminals: auto (ask the terminal once), kitty, iterm, sixel or cells; it is not synced either.",
        arguments: [
            ArgumentSpec("KEY", help: Key.spokenList, optional: true, choices: Key.allCases.map(\.rawValue)),
            ArgumentSpec("VALUE", help: "the new value", optional: true, variadic: true, choicesAfter: Key.choicesAfter, directoriesAfter: ["sync-folder"]),
        ],
        examples: ["atrest config", "atrest config target-hours 18", "atrest config water-unit oz", "atrest config water-amount 300ml", "atrest config motion off", "atrest config sync-folder ~/Sync/atrest", "atrest config graphics cells"],
        group: .settings
    )

    /// `config`'s keys: each setting that travels and `config` shows (`ConfigPresence`), in
    /// `SettingKey`'s order, then this computer's own two, which do not travel.
    enum Key: Hashable, Sendable {
        case setting(SettingKey)
        case syncFolder
        case graphics

        static let allCases: [Key] = SettingKey.allCases.filter { ConfigPresence.of($0).setting != nil }.map(Key.setting) + [.syncFolder, .graphics]

        var rawValue: String {
            switch self {
            case .setting(let key): SettingField.of(key).name
            case .syncFolder: "sync-folder"
            case .graphics: "graphics"
            }
        }

        init?(rawValue: String) {
            guard let key = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = key
        }

        /// The setting as `config` shows it; nil for this computer's own two.
        var shown: ConfigSetting? {
            if case .setting(let key) = self { ConfigPresence.of(key).setting } else { nil }
        }

        /// "target-hours, water-unit, …, sync-folder or graphics".
        static var spokenList: String { ListText.joined(allCases.map(\.rawValue), conjunction: "or") }

        static var choicesAfter: [(String, [String])] {
            allCases.compactMap { key in
                switch key {
                case .setting: key.shown.map { (key.rawValue, $0.choices) }
                case .syncFolder: nil
                case .graphics: (key.rawValue, GraphicsChoice.allCases.map(\.rawValue))
                }
            }
        }
    }

    /// A value checked as far as it can be before the settings are read.
    enum Change {
        /// What it does to the settings as they are under the lock, and the value as typed.
        case setting(@Sendable (inout Settings) throws -> Void, typed: String)
        case syncFolder(String)
        case graphics(GraphicsChoice)
    }

    var key: Key?
    var change: Change?

    init(_ arguments: ParsedArguments) throws {
        guard let name = arguments.positional(0) else { return }
        let key = try Self.key(name)
        self.key = key
        let words = arguments.positionals.dropFirst()
        guard !words.isEmpty else { return }
        change = try Self.change(key, words.joined(separator: " "))
    }

    static let allowedHours = "\(SharedHelp.targetRange); common choices are \(SharedHelp.targetPresets)"

    private static func key(_ name: String) throws -> Key {
        if let key = Key(rawValue: name.lowercased()) { return key }
        let keys = Key.allCases.map(\.rawValue)
        if let field = SettingField.all.first(where: { $0.name == name.lowercased() }), case .ownCommand(let hint) = ConfigPresence.of(field.key) {
            throw AtrestError.usage("\(field.name) is set with its own command", hint: hint)
        }
        let known = "the settings are \(keys.joined(separator: ", "))"
        throw AtrestError.usage(
            "'\(name)' is not a setting",
            hint: Suggestion.didYouMean(name, among: keys).map { "did you mean \($0)? \(known)" } ?? known
        )
    }

    private static func change(_ key: Key, _ value: String) throws -> Change {
        switch key {
        case .setting:
            guard let shown = key.shown else { throw AtrestError.usage("'\(key.rawValue)' is not a setting") }
            return .setting(try shown.parse(value), typed: value)
        case .syncFolder:
            // An empty name would mean the folder atrest happens to run in.
            guard !value.trimmingWhitespace().isEmpty else {
                throw AtrestError.usage("sync-folder needs a folder name", hint: "such as atrest config sync-folder ~/Sync/atrest")
            }
            return .syncFolder(value)
        case .graphics:
            guard let choice = GraphicsChoice(rawValue: value.lowercased()) else {
                throw AtrestError.usage("'\(value)' is not a way to draw pictures", hint: "graphics is \(ListText.joined(GraphicsChoice.allCases.map(\.rawValue), conjunction: "or"))")
            }
            return .graphics(choice)
        }
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        guard let key else {
            list(try store.loadSettings(), syncFolder: try store.loadSyncFolder(), run: run)
            return
        }
        if key == .graphics {
            try graphics(store: store, run: run)
            return
        }
        if key == .syncFolder {
            try syncFolder(store: store, run: run)
            return
        }
        guard let shown = key.shown else { return }
        guard case .setting(let apply, let typed)? = change else {
            run.out(shown.value(try store.loadSettings()))
            return
        }
        let (before, after, running) = try store.withLock {
            let before = try store.loadSettings()
            var after = before
            try apply(&after)
            // Read before saving, so a damaged active.json stops the change before anything is written.
            let running = try store.loadActiveFast()?.fast
            if after != before { try store.apply(.settings(after)) }
            return (before, after, running)
        }
        guard after != before else {
            run.out("\(key.rawValue) is already \(shown.shown(after)).")
            return
        }
        shown.confirm(ConfigSetting.Change(after: after, typed: typed, running: running), run)
    }

    /// `config sync-folder [DIR]`: kept apart from the settings, since it is this computer's own.
    private func syncFolder(store: AtrestStore, run: CommandRun) throws {
        guard case .syncFolder(let typed)? = change else {
            guard let folder = try store.loadSyncFolder() else {
                throw AtrestError.cannot("no sync folder is set", hint: "atrest config sync-folder DIR sets one")
            }
            run.out(folder)
            return
        }
        // `config` lists an unset folder as "none"; the same word forgets it (./none is a folder).
        if typed == "none" {
            try store.withLock { try store.apply(.syncFolder(nil)) }
            run.out("atrest sync keeps no folder now; atrest sync DIR names one each time.")
            return
        }
        let folder = run.path(typed)
        guard run.context.fileSystem.exists(folder) else {
            throw AtrestError.cannot("there is no folder \(SafeText.safe(folder))", hint: "make it, or have your sync tool make it, then set it again")
        }
        // A file there was taken, and every sync then failed: a folder atrest can list, or nothing.
        do {
            _ = try run.context.fileSystem.list(folder)
        } catch {
            throw AtrestError.cannot(
                error.code == ENOTDIR ? "\(SafeText.safe(folder)) is a file, not a folder" : "could not read the folder \(SafeText.safe(folder)): \(error.reason)",
                hint: "atrest sync keeps its files in a folder: name one, such as ~/Sync/atrest"
            )
        }
        try store.withLock { try store.apply(.syncFolder(folder)) }
        run.out("atrest sync uses \(SafeText.safe(folder)) now.")
    }

    /// `config graphics [MODE]`: kept apart from the settings, since it is this computer's own.
    private func graphics(store: AtrestStore, run: CommandRun) throws {
        guard case .graphics(let choice)? = change else {
            run.out(GraphicsSetting.read(run).rawValue)
            return
        }
        try store.withLock { try store.apply(.graphics(choice.rawValue)) }
        switch choice {
        case .auto: run.out("Pictures are drawn as this terminal best shows them now.")
        case .cells: run.out("Pictures are drawn in cells now.")
        default: run.out("Pictures are drawn with \(choice.rawValue) graphics now.")
        }
    }

    private func list(_ settings: Settings, syncFolder: String?, run: CommandRun) {
        let rows = Key.allCases.map { key -> (value: String, note: String) in
            switch key {
            case .setting: (key.shown?.shown(settings) ?? "", key.shown?.note ?? "")
            case .syncFolder: (SafeText.safe(syncFolder ?? "none"), "where atrest sync meets your other computers")
            case .graphics: (GraphicsSetting.read(run).rawValue, "pictures in pixels or cells on this computer")
            }
        }
        let valueWidth = rows.map(\.value.count).max() ?? 0
        let keyWidth = Key.allCases.map(\.rawValue.count).max() ?? 0
        for (key, row) in zip(Key.allCases, rows) {
            run.out("\(key.rawValue.padded(to: keyWidth))  \(row.value.padded(to: valueWidth))  " + run.paint.dim(row.note))
        }
    }
}
