#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rendering
import Screen
import Store

/// How pictures reach the terminal, as chosen with `--graphics` or `config graphics`.
package enum GraphicsChoice: String, Sendable, CaseIterable {
    case auto, kitty, iterm, sixel, cells

    static func parse(_ text: String) throws -> GraphicsChoice {
        guard let choice = GraphicsChoice(rawValue: text.lowercased()) else {
            throw AtrestError.usage("--graphics \(text) is not a choice", hint: "use --graphics auto, kitty, iterm, sixel or cells")
        }
        return choice
    }

    var mode: GraphicsMode? { GraphicsMode(rawValue: rawValue) }
}

/// What `--graphics auto` decides, from the environment first.
package enum GraphicsDetection {
    /// What the environment says about the terminal: a mode, or nil when only asking it can tell.
    ///
    /// Inside tmux or screen the picture would land in the multiplexer, not the terminal, and
    /// pass-through is not known to work: cells. Kitty, Ghostty and Konsole speak kitty's
    /// protocol; WezTerm, iTerm2 and VS Code show iTerm2's inline images (WezTerm's kitty
    /// support is off unless configured); foot, mlterm and Windows Terminal draw sixel.
    package static func fromEnvironment(_ environment: Environment) -> GraphicsMode? {
        let term = environment["TERM"]?.lowercased() ?? ""
        let program = environment["TERM_PROGRAM"]?.lowercased() ?? ""
        if TerminalLink.multiplexed({ environment[$0] }) { return .cells }
        if term == "dumb" || term == "linux" || term.isEmpty { return .cells }
        if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" { return .kitty }
        if program == "ghostty" || term == "xterm-ghostty" || environment["GHOSTTY_RESOURCES_DIR"] != nil { return .kitty }
        if environment["KONSOLE_VERSION"] != nil { return .kitty }
        if program == "wezterm" || environment["WEZTERM_EXECUTABLE"] != nil || environment["WEZTERM_PANE"] != nil { return .iterm }
        if program == "iterm.app" || environment["ITERM_SESSION_ID"] != nil { return .iterm }
        if program == "vscode" { return .iterm }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") || environment["WT_SESSION"] != nil { return .sixel }
        if program == "apple_terminal" { return .cells }
        return nil
    }

    /// The primary device attributes, which every terminal answers: asked last (after kitty's
    /// graphics query and the cell size), as terminals answer in order, so that the wait ends
    /// at its answer and reading up to it leaves nothing of the others behind.
    static let attributes = "\u{1B}[c"
    /// The start of the answer to the device attributes.
    package static let answerEnd = "\u{1B}[?"

    /// The one question `--graphics auto` puts: kitty's graphics query, the cell's size in
    /// pixels where the window does not report it (`CSI 16 t`), and the device attributes last.
    package static func question(askingCell: Bool) -> String {
        KittyGraphics.query + (askingCell ? "\u{1B}[16t" : "") + attributes
    }

    /// The mode an answer shows: kitty's OK first, else sixel when the attributes list 4.
    package static func mode(fromAnswer answer: String?) -> GraphicsMode {
        guard let answer else { return .cells }
        if answer.contains("_Gi=31;OK") { return .kitty }
        guard let start = answer.firstRange(of: answerEnd) else { return .cells }
        let attributes = answer[start.upperBound...].prefix { $0 != "c" }.split(separator: ";")
        return attributes.contains("4") ? .sixel : .cells
    }

    /// The words that name this terminal, for remembering what it answered. One xterm may be
    /// started as a VT340 (sixel) and another not, with the same variables: xterm's window
    /// is part of its key (xterm answers at once, so a new window costs nothing noticeable).
    static func terminalKey(_ environment: Environment) -> String {
        let window = environment["XTERM_VERSION"] != nil ? ["WINDOWID"] : []
        return (["TERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "VTE_VERSION", "XTERM_VERSION"] + window)
            .map { environment[$0] ?? "" }.joined(separator: "|")
            .filter { $0 != "\n" && $0 != "\t" }
    }
}

/// What each terminal answered, kept in `$XDG_STATE_HOME/atrest/terminals` so that only the
/// first run on a terminal asks: one line per terminal, its key, mode and cell size.
///
/// Nothing here is a record: a file that cannot be read or written is simply not used.
enum TerminalMemory {
    struct Entry: Equatable {
        let mode: GraphicsMode
        let cell: CellPixels?
    }

    static func path(_ environment: Environment) -> String? {
        AtrestPaths(environment: environment).map { $0.state + "/terminals" }
    }

    static func read(_ key: String, in run: CommandRun) -> Entry? {
        guard let path = path(run.context.environment),
              let data = try? run.context.fileSystem.contents(of: path, upTo: 1 << 16) else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, fields[0] == key, let mode = GraphicsMode(rawValue: String(fields[1])) else { continue }
            let cell = Int(fields[2]).flatMap { w in Int(fields[3]).map { CellPixels(width: w, height: $0) } }
            return Entry(mode: mode, cell: cell)
        }
        return nil
    }

    static func remember(_ key: String, _ entry: Entry, in run: CommandRun) {
        guard let path = path(run.context.environment) else { return }
        let fs = run.context.fileSystem
        var lines = ((try? fs.contents(of: path, upTo: 1 << 16)) ?? nil).map { String(decoding: $0, as: UTF8.self) }?
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix(key + "\t") } ?? []
        lines.append([key, entry.mode.rawValue, entry.cell.map { "\($0.width)" } ?? "", entry.cell.map { "\($0.height)" } ?? ""].joined(separator: "\t"))
        let text = lines.suffix(32).joined(separator: "\n") + "\n"
        let directory = String(path.dropLast("/terminals".count))
        let temporary = path + ".tmp"
        do {
            if !fs.exists(directory) { try fs.makeDirectory(directory, mode: 0o700) }
            let descriptor = try fs.createFile(temporary, mode: 0o600)
            try fs.write(Data(text.utf8), to: descriptor, path: temporary)
            try fs.close(descriptor, path: temporary)
            try fs.rename(temporary, to: path)
        } catch {
            try? fs.remove(temporary)
        }
    }
}

extension CommandRun {
    /// How this run shows pictures: cells wherever pixels cannot show (no colour, a pipe,
    /// `--ascii`), else `--graphics`, `config graphics`, or what auto finds: the environment
    /// first, then what this terminal answered before, then one question, remembered. Its
    /// answer is waited for as long as the link needs (`TerminalQuery.wait`: 90 ms on this
    /// computer, longer over ssh), so that none of a slow answer is left for the shell.
    func graphics(configured: GraphicsChoice? = nil) -> (mode: GraphicsMode, cell: CellPixels) {
        let measured = measuredCell
        guard paint.depth != .none, context.outputIsTerminal, !global.ascii else { return (.cells, measured ?? .common) }
        let choice = global.graphics ?? configured ?? GraphicsSetting.read(self)
        if let mode = choice.mode { return (mode, measured ?? .common) }
        if let mode = GraphicsDetection.fromEnvironment(context.environment) { return (mode, measured ?? .common) }
        let key = GraphicsDetection.terminalKey(context.environment)
        if let entry = TerminalMemory.read(key, in: self) { return (entry.mode, measured ?? entry.cell ?? .common) }
        // Nil: the terminal could not be asked (stdin is not it): nothing is known, so nothing
        // is remembered, and a later run that can ask does.
        let environment = context.environment
        guard let answer = context.askTerminal(
            GraphicsDetection.question(askingCell: measured == nil), GraphicsDetection.answerEnd, TerminalQuery.wait { environment[$0] })
        else { return (.cells, measured ?? .common) }
        let mode = GraphicsDetection.mode(fromAnswer: answer)
        let cell = measured ?? GraphicsDetection.cell(fromAnswer: answer)
        TerminalMemory.remember(key, .init(mode: mode, cell: cell), in: self)
        return (mode, cell ?? .common)
    }

    /// The cell's size from the window's pixels, when the terminal reports them.
    var measuredCell: CellPixels? {
        guard let pixels = context.terminalPixels, let columns = context.terminalColumns, let rows = context.terminalRows else { return nil }
        return CellPixels(windowWidth: pixels.width, windowHeight: pixels.height, columns: columns, rows: rows)
    }
}

extension GraphicsDetection {
    /// The cell size in an answer to `CSI 16 t` (`ESC [ 6 ; height ; width t`).
    package static func cell(fromAnswer answer: String?) -> CellPixels? {
        guard let answer, let start = answer.firstRange(of: "\u{1B}[6;") else { return nil }
        let numbers = answer[start.upperBound...].prefix { $0 != "t" }.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 2, (4...400).contains(numbers[0]), (2...200).contains(numbers[1]) else { return nil }
        return CellPixels(width: numbers[1], height: numbers[0])
    }
}

/// `config graphics`: this computer's own choice, in `$XDG_CONFIG_HOME/atrest/graphics` (one
/// word), beside the settings but not synced with them: another computer has other terminals.
enum GraphicsSetting {
    static func path(_ run: CommandRun) -> String? {
        AtrestPaths(environment: run.context.environment)?.graphics
    }

    /// The choice; auto where none was made or the file says nothing atrest knows.
    static func read(_ run: CommandRun) -> GraphicsChoice {
        guard let path = path(run), let data = try? run.context.fileSystem.contents(of: path, upTo: 64) else { return .auto }
        let word = String(decoding: data, as: UTF8.self).filter { !$0.isWhitespace }
        return GraphicsChoice(rawValue: word) ?? .auto
    }
}
