import Domain
import Rendering

/// `atrest watch`: the fast as a place, full screen and live, for a pane left open.
struct WatchCommand: Command {
    static let effect = CommandEffect.reads
    static let spec = CommandSpec(
        "watch",
        summary: "the live, full-screen view of the fast",
        discussion: "The time since the fast began in large numerals over the day's dusk, a few words on what is likely happening, the tree becoming visible, and today's water. " + keys(forest: true),
        freeDiscussion: "The time since the fast began in large numerals over the day's dusk, a few words on what is likely happening, and today's water. " + keys(forest: false),
        examples: ["atrest watch", "tmux split-window -v atrest watch"],
        group: .fasting
    )

    /// The keys (from the bindings table: the forest's only on the tiers that keep one) and the ways out.
    static func keys(forest: Bool) -> String {
        "Keys: " + WatchKeymaps.sky.summary(forest: forest) + ". Each key does what the command of the same name does. Changes made elsewhere (another shell, cron) show within a few seconds. It needs a terminal; the terminal is given back as it was on every way out. It exits 0 on q, 130 on Ctrl-C (128 + SIGINT), 143 on SIGTERM and 129 on SIGHUP (128 + the signal), as shells expect."
    }

    init(_ arguments: ParsedArguments) throws {}

    func run(in run: CommandRun) throws {
        guard let device = run.context.makeTerminal() else {
            throw AtrestError.cannot("atrest watch needs a terminal", hint: "run it in a terminal window or a tmux pane; atrest status prints where the fast is")
        }
        try WatchLoop(command: run, device: device).run()
    }
}
