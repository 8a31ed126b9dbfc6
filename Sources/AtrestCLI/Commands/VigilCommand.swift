import Domain
import Store

/// `atrest vigil [on|off]`: the opt-in depth layer, off unless switched on.
struct VigilCommand: Command {
    static let effect = CommandEffect.changes
    static let spec = CommandSpec(
        "vigil",
        summary: "say whether Vigil is on, or switch it on or off",
        discussion: "Vigil is an opt-in layer that changes what atrest says, never what it does. It is off unless you switch it on, and free for everyone.",
        arguments: [ArgumentSpec("on|off", help: "switch Vigil on or off", optional: true, choices: ["on", "off"])],
        examples: ["atrest vigil", "atrest vigil on"],
        group: .settings
    )

    var switchTo: Bool?

    init(_ arguments: ParsedArguments) throws {
        switch arguments.positional(0)?.lowercased() {
        case nil: switchTo = nil
        case "on": switchTo = true
        case "off": switchTo = false
        case let other?: throw AtrestError.usage("vigil takes on or off, not '\(other)'", hint: "atrest vigil on, or atrest vigil off")
        }
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let isOn: Bool
        if let switchTo {
            isOn = try store.withLock {
                var settings = try store.loadSettings()
                if settings.vigil != switchTo {
                    settings.vigil = switchTo
                    try store.apply(.settings(settings))
                }
                return switchTo
            }
        } else {
            isOn = try store.loadSettings().vigil
        }
        run.out(isOn ? "Vigil is on." : "Vigil is off.")
        // Turned off, one line: nothing asks to turn it back on.
        if switchTo == false { return }
        let words = isOn ? VigilCopy.explanation + " atrest vigil off returns to the default." : VigilCopy.explanation
        run.say(words, dim: true)
    }
}
