import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rendering
import Screen
import Store

/// The live view's loop: draw, wait for a key, a signal or the next change, and again.
///
/// Every effect lives here; the picture (`WatchView`) and the keys (`WatchState.press`) are
/// pure. The terminal is given back on every way out, an error included.
struct WatchLoop {
    let command: CommandRun
    let device: any TerminalDevice
    /// How often the files are looked at for changes made by another process.
    static let checkSeconds = 2.0

    private var context: Context { command.context }

    /// The command's run with the clock read again: the view outlives the moment it began,
    /// and "today" (today's water, a license's dates) moves on with it.
    private var current: CommandRun { CommandRun(context: context, now: context.now(), global: command.global) }

    func run() throws {
        let depth = command.paint.depth
        var state = WatchState(snapshot: try WatchSnapshot.load(current))
        state.motion = state.snapshot.settings.motion
        // Asked before the screen is taken: detection may put one question to the terminal.
        let graphics = pictures(depth: depth)
        let symbols = command.blockSymbols
        do {
            try device.takeOver()
        } catch {
            throw AtrestError.cannot("the terminal could not be taken over", hint: "atrest status prints where the fast is")
        }
        defer { device.giveBack() }
        var output = WatchOutput(depth: depth, graphics: graphics.mode, id: PicturePixels.imageID(command))
        // Every way out (a key, a signal, a lost terminal, an error) takes the pictures away
        // before the screen is given back (defers run last declared first).
        defer {
            let bytes = output.remove()
            if !bytes.isEmpty { device.write(bytes) }
        }
        // What the frame on screen was drawn from, and until when it holds: a wake that
        // changes none of it (most of them: a look at the files) draws nothing at all.
        var drawn: (state: WatchState, screen: WatchScreen, until: Date?)?
        var signature = fileSignature()
        var checked = context.now()
        var loadedDay = LocalTime.day(of: checked, in: command.timeZone)
        while true {
            let now = context.now()
            let size = WatchScreen.bounded(device.size() ?? (columns: command.columns, rows: 24))
            var screen = WatchScreen(columns: size.columns, rows: size.rows, depth: depth, glyphs: command.global.ascii ? .ascii : .unicode)
            screen.graphics = graphics.mode
            screen.symbols = symbols
            screen.cell = device.pixelSize().flatMap {
                CellPixels(windowWidth: $0.width, windowHeight: $0.height, columns: size.columns, rows: size.rows)
            } ?? graphics.cell
            if output.shown == nil || drawn?.state != state || drawn?.screen != screen || drawn?.until.map({ now >= $0 }) != false {
                let frame = WatchView.frame(state, now: now, zone: command.timeZone, screen: screen)
                let picture = WatchView.picture(state, now: now, zone: command.timeZone, screen: screen)
                let backdrop = WatchView.backdrop(state, now: now, zone: command.timeZone, screen: screen)
                let bytes = output.update(to: frame, picture: picture, backdrop: backdrop)
                if !bytes.isEmpty, !device.write(bytes) { return }
                drawn = (state, screen, WatchView.nextChange(state, now: now))
            }

            var wait = Self.checkSeconds - now.timeIntervalSince(checked)
            if let next = WatchView.nextChange(state, now: now) { wait = min(wait, next.timeIntervalSince(now)) }
            switch device.wait(seconds: max(wait, 0.02)) {
            case .input(let bytes):
                let today = LocalTime.day(of: context.now(), in: command.timeZone)
                for key in Key.decode(bytes) {
                    guard let request = state.press(key, today: today) else { continue }
                    if request == .quit { return }
                    try perform(request, on: &state)
                }
            case .resized:
                output.forget()
                // The calendar is laid out for the screen's width (narrow grid or not).
                if case .calendar(let day, _, _)? = state.overlay { try perform(.calendar(day), on: &state) }
            case .timeout:
                break
            case .stop(let signal):
                // The conventional 128 + the signal's number (130 for Ctrl-C, 143 for SIGTERM),
                // after the terminal is given back (the `defer` above).
                throw SilentExit(128 + signal)
            case .lost:
                return
            case .suspend:
                let bytes = output.remove()
                if !bytes.isEmpty { device.write(bytes) }
                device.giveBack()
                device.suspendProcess()
                try? device.takeOver()
            }
            if context.now().timeIntervalSince(checked) >= Self.checkSeconds {
                checked = context.now()
                let latest = fileSignature()
                // A new local day begins a new day's water, with no file changing.
                let day = LocalTime.day(of: checked, in: command.timeZone)
                if latest != signature || day != loadedDay {
                    loadedDay = day
                    signature = latest
                    state.snapshot = try WatchSnapshot.load(current)
                    state.motion = state.snapshot.settings.motion
                }
            }
        }
    }

    /// What a key's command said, as the view says it: every line it printed (Vigil's
    /// included); of an error, its message without the `atrest:` of the command line, and no
    /// advice about typing commands (the view has keys for what it can do).
    static func spoken(_ result: CapturedRun.Result) -> [String] {
        var lines = result.lines
        while lines.first == "" { lines.removeFirst() }
        guard result.code != 0 else { return lines }
        return lines.compactMap { line in
            if line.hasPrefix("atrest: ") { return String(line.dropFirst("atrest: ".count)) }
            return line.contains("atrest ") ? nil : line.trimmingWhitespace()
        }
    }

    /// How this view shows pictures, as every command that draws decides (`--graphics`, `config
    /// graphics`, what auto finds): the view's own device is the terminal, whatever stdout is.
    private func pictures(depth: ColourDepth) -> (mode: GraphicsMode, cell: CellPixels) {
        guard depth != .none else { return (.cells, .common) }
        var inner = context
        inner.outputIsTerminal = true
        return CommandRun(context: inner, now: context.now(), global: command.global).graphics()
    }

    /// The modification times of the folders every save renames a file into.
    private func fileSignature() -> [Int64] {
        guard let paths = AtrestPaths(environment: context.environment) else { return [] }
        return context.modificationTimes([paths.data, paths.config, paths.waterDirectory, paths.sessionsDirectory])
    }

    private func perform(_ request: WatchRequest, on state: inout WatchState) throws {
        switch request {
        case .quit:
            return
        case .waitingMoment:
            if let lines = try TransitionMoment.take(current, width: Layout.measure) {
                state.overlay = .moment(lines.drop { $0.isEmpty }.map { $0 })
            }
        case .say(let lines):
            state.message = lines
            state.messageUntil = context.now().addingTimeInterval(WatchState.messageSeconds)
        case .run(let arguments):
            let before = state.snapshot
            let result = CapturedRun.run(arguments, in: context, colour: .none, ascii: command.global.ascii)
            state.snapshot = try WatchSnapshot.load(current)
            let now = context.now()
            if arguments == ["end"], result.code == 0, let fast = before.fast {
                let session = try? command.store.loadHistory().sessions.first { $0.id == fast.id }
                state.overlay = .arrival(Arrival(
                    id: fast.id, tree: session?.tree, showsTree: before.tier.hasFullExperience, began: now, lines: result.lines
                ))
                state.message = []
                state.messageUntil = nil
                return
            }
            if case .water(let selected)? = state.overlay {
                state.overlay = .water(selected: min(selected, max(0, state.snapshot.water.count - 1)))
            }
            state.message = Self.spoken(result)
            state.messageUntil = now.addingTimeInterval(WatchState.messageSeconds)
        case .calendar(let day):
            let columns = WatchScreen.bounded(device.size() ?? (columns: command.columns, rows: 24)).columns
            let (month, detail) = WatchCalendar.lines(around: day, in: current, columns: columns)
            state.overlay = .calendar(day: day, month: month, detail: detail)
        case .forest(let top):
            let size = device.size()
            let width = min(max(size?.columns ?? command.columns, 40), 300)
            // The window leaves the bottom row to the keys.
            let height = max(8, min(size?.rows ?? command.rows, WatchScreen.largest.rows) - 1)
            var forest: WalkedForest?
            if top != nil, case .forest(let open, _)? = state.overlay { forest = open }
            if forest == nil, let walk = try ForestCommand.walk(in: current, width: width, height: height) { forest = WalkedForest(walk) }
            guard let forest else {
                state.overlay = nil
                return
            }
            let rows = forest.walk.rows
            state.overlay = .forest(forest, top: min(max(top ?? rows.upperBound, rows.lowerBound), rows.upperBound))
        }
    }
}

/// A command line run in process as if typed, its words kept instead of printed: the keys of
/// the live view go through the very code (and words) of the commands they stand for.
enum CapturedRun {
    struct Result {
        var code: Int32
        /// Standard output's lines, then standard error's.
        var lines: [String]
    }

    static func run(_ arguments: [String], in context: Context, colour: ColourDepth, ascii: Bool) -> Result {
        let out = Collected()
        let errors = Collected()
        var inner = context
        inner.writeOut = { out.append($0) }
        inner.writeError = { errors.append($0) }
        inner.outputIsTerminal = false
        // Words are set to the view's measure by the command itself.
        inner.terminalColumns = Layout.measure
        inner.flush = {}
        // The commands speak of the view's keys rather than of typing commands, and `undo`
        // names what was done here, not the options the view passes.
        inner.liveView = true
        inner.journalLabel = "atrest \(arguments.joined(separator: " ")) (in atrest watch)"
        inner.environment["COLORTERM"] = colour == .trueColour ? "truecolor" : nil
        var line = arguments + ["--color", colour == .none ? "never" : "always"]
        if ascii { line.append("--ascii") }
        let code = runAtrest(line, in: inner)
        var lines = out.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        // The zone's warning was said once, when watch began; not again under each key.
        let said = ZoneOriginText.warning(context.zoneOrigin).map { String($0.dropLast()) }
        lines += errors.text.split(separator: "\n").map(String.init).filter { $0 != said }
        return Result(code: code, lines: lines)
    }
}

/// Text gathered from a command's writes.
private final class Collected: @unchecked Sendable {
    private let lock = Lock()
    private var buffer = ""
    func append(_ text: String) { lock.withLock { buffer += text } }
    var text: String { lock.withLock { buffer } }
}
