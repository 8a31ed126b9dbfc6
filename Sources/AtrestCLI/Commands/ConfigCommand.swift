import Domain
import Store

/// `atrest config [KEY [VALUE]]`: lists, reads or sets one of the person's settings.
struct ConfigCommand: Command {
    static let effect = CommandEffect.changes
    static let spec = CommandSpec(
        "config",
        summary: "list, read or change your settings",
        discussion: "Without KEY: every setting. With KEY: its value alone, for scripts. With KEY and VALUE: sets it. target-hours is what a new fast is measured against: a reference, not a goal. Common choices are \(SharedHelp.targetPresets); any value \(SharedHelp.targetRange) works. A running fast keeps the reference it began with. water-unit is ml or oz. water-amount is what atrest water add logs when no amount is given, such as 250ml or 8oz. motion is on or off; off stills every animation (the star of atrest end, the live view). sync-folder is the folder atrest sync uses when given none; it belongs to this computer and is not synced. graphics is how pictures reach this computer's terminals: auto (ask the terminal once), kitty, iterm, sixel or cells; it is not synced either.",
        arguments: [
            ArgumentSpec("KEY", help: "target-hours, water-unit, water-amount, motion, sync-folder or graphics", optional: true, choices: Key.allCases.map(\.rawValue)),
            ArgumentSpec("VALUE", help: "the new value", optional: true, variadic: true, choicesAfter: [
                ("target-hours", TargetHours.presets.map(TargetHours.describe)),
                ("water-unit", ["ml", "oz"]),
                ("water-amount", ["150", "200", "250", "300", "500"]),
                ("motion", ["on", "off"]),
                ("graphics", GraphicsChoice.allCases.map(\.rawValue)),
            ], directoriesAfter: ["sync-folder"]),
        ],
        examples: ["atrest config", "atrest config target-hours 18", "atrest config water-unit oz", "atrest config water-amount 300ml", "atrest config motion off", "atrest config sync-folder ~/Sync/atrest", "atrest config graphics cells"],
        group: .settings
    )

    enum Key: String, CaseIterable {
        case targetHours = "target-hours"
        case waterUnit = "water-unit"
        case waterAmount = "water-amount"
        case motion
        case syncFolder = "sync-folder"
        case graphics
    }

    /// A value checked as far as it can be before the settings are read.
    enum Change {
        case targetHours(Double)
        case waterUnit(VolumeUnit)
        /// As typed; a bare number is in the unit of the settings, known only when running.
        case waterAmount(String)
        case motion(Bool)
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
        if name.lowercased() == "vigil" {
            throw AtrestError.usage("vigil is set with its own command", hint: "atrest vigil on or atrest vigil off")
        }
        let known = "the settings are \(keys.joined(separator: ", "))"
        throw AtrestError.usage(
            "'\(name)' is not a setting",
            hint: Suggestion.didYouMean(name, among: keys).map { "did you mean \($0)? \(known)" } ?? known
        )
    }

    private static func change(_ key: Key, _ value: String) throws -> Change {
        switch key {
        case .targetHours:
            guard let hours = TargetHours.parse(value) else {
                throw AtrestError.usage("'\(value)' is not a number of hours", hint: "target-hours takes \(allowedHours)")
            }
            guard TargetHours.isAllowed(hours) else {
                throw AtrestError.usage("\(value) hours is outside what target-hours takes", hint: "target-hours takes \(allowedHours)")
            }
            return .targetHours(hours)
        case .waterUnit:
            guard let unit = VolumeUnit(rawValue: value.lowercased()) else {
                throw AtrestError.usage("'\(value)' is not a unit for water", hint: "water-unit is ml or oz")
            }
            return .waterUnit(unit)
        case .waterAmount:
            try WaterText.checkForm(value)
            return .waterAmount(value)
        case .motion:
            switch value.lowercased() {
            case "on": return .motion(true)
            case "off": return .motion(false)
            default: throw AtrestError.usage("'\(value)' is not on or off", hint: "atrest config motion on or atrest config motion off")
            }
        case .syncFolder:
            // An empty name would mean the folder atrest happens to run in.
            guard !value.trimmingWhitespace().isEmpty else {
                throw AtrestError.usage("sync-folder needs a folder name", hint: "such as atrest config sync-folder ~/Sync/atrest")
            }
            return .syncFolder(value)
        case .graphics:
            guard let choice = GraphicsChoice(rawValue: value.lowercased()) else {
                throw AtrestError.usage("'\(value)' is not a way to draw pictures", hint: "graphics is auto, kitty, iterm, sixel or cells")
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
        guard let change else {
            run.out(Self.value(key, in: try store.loadSettings()))
            return
        }
        let (before, after, running) = try store.withLock {
            let before = try store.loadSettings()
            var after = before
            switch change {
            case .targetHours(let hours): after.targetHours = hours
            case .waterUnit(let unit): after.waterUnit = unit
            case .waterAmount(let text): after.waterAmount = try WaterText.amount(text, unit: before.waterUnit)
            case .motion(let on): after.motion = on
            case .syncFolder, .graphics: break
            }
            // Read before saving, so a damaged active.json stops the change before anything is written.
            let running = try store.loadActiveFast()?.fast
            if after != before { try store.saveSettings(after) }
            return (before, after, running)
        }
        guard after != before else {
            run.out("\(key.rawValue) is already \(Self.shown(key, in: after)).")
            return
        }
        switch key {
        case .targetHours:
            run.out("New fasts take \(TargetHours.spoken(after.targetHours)) as a reference, not a goal.")
            if let running, running.targetHours != after.targetHours {
                run.out(run.paint.dim("The running fast keeps the \(TargetHours.spoken(running.targetHours)) it began with."))
            }
        case .waterUnit:
            run.out("Water is shown in \(after.waterUnit.rawValue) now.")
        case .waterAmount:
            var typed: String?
            if case .waterAmount(let text) = change { typed = text }
            let amount = WaterText.confirmed(typed, milliliters: after.waterAmount, unit: after.waterUnit)
            run.out("atrest water add logs \(amount.amount) now\(amount.note).")
        case .motion:
            run.out(after.motion ? "Pictures move again, slowly." : "Pictures stay still now.")
        case .syncFolder, .graphics:
            break
        }
    }

    /// The value alone, as `config KEY` prints it: `16`, `ml`, `250 ml`.
    static func value(_ key: Key, in settings: Settings) -> String {
        switch key {
        case .targetHours: TargetHours.describe(settings.targetHours)
        case .waterUnit: settings.waterUnit.rawValue
        case .waterAmount: settings.waterUnit.describe(settings.waterAmount)
        case .motion: settings.motion ? "on" : "off"
        case .syncFolder, .graphics: ""
        }
    }

    /// The value as a person reads it in a sentence or the list: a reference reads like a duration (`16h 30m`).
    static func shown(_ key: Key, in settings: Settings) -> String {
        key == .targetHours ? TargetHours.spoken(settings.targetHours) : value(key, in: settings)
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
        let folder = run.path(typed)
        guard run.context.fileSystem.exists(folder) else {
            throw AtrestError.cannot("there is no folder \(SafeText.safe(folder))", hint: "make it, or have your sync tool make it, then set it again")
        }
        try store.withLock { try store.saveSyncFolder(folder) }
        run.out("atrest sync uses \(SafeText.safe(folder)) now.")
    }

    /// `config graphics [MODE]`: kept apart from the settings, since it is this computer's own.
    private func graphics(store: AtrestStore, run: CommandRun) throws {
        guard case .graphics(let choice)? = change else {
            run.out(GraphicsSetting.read(run).rawValue)
            return
        }
        try store.withLock { try GraphicsSetting.save(choice, run) }
        switch choice {
        case .auto: run.out("Pictures are drawn as this terminal best shows them now.")
        case .cells: run.out("Pictures are drawn in cells now.")
        default: run.out("Pictures are drawn with \(choice.rawValue) graphics now.")
        }
    }

    private func list(_ settings: Settings, syncFolder: String?, run: CommandRun) {
        let notes: [Key: String] = [
            .targetHours: "a reference for new fasts, not a goal",
            .waterUnit: "ml or oz",
            .waterAmount: "what atrest water add logs by default",
            .motion: "on or off; off stills every animation",
            .syncFolder: "where atrest sync meets your other computers",
            .graphics: "pictures in pixels or cells on this computer",
        ]
        let values = Key.allCases.map { key in
            switch key {
            case .syncFolder: SafeText.safe(syncFolder ?? "none")
            case .graphics: GraphicsSetting.read(run).rawValue
            default: Self.shown(key, in: settings)
            }
        }
        let valueWidth = values.map(\.count).max() ?? 0
        let keyWidth = Key.allCases.map(\.rawValue.count).max() ?? 0
        for (key, value) in zip(Key.allCases, values) {
            let name = key.rawValue.padded(to: keyWidth)
            let shown = value.padded(to: valueWidth)
            run.out("\(name)  \(shown)  " + run.paint.dim(notes[key] ?? ""))
        }
    }
}
