import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rendering
import Screen

/// Where everything of one frame goes, worked out from the state and the screen's size.
struct Layout {
    let state: WatchState
    let now: Date
    let today: LocalDay
    let screen: WatchScreen

    /// The widest the companion text is set: a comfortable measure.
    static let measure = 60

    init(state: WatchState, now: Date, today: LocalDay, screen: WatchScreen) {
        self.state = state
        self.now = now
        self.today = today
        self.screen = screen
    }

    private var fast: ActiveFast? {
        if case .arrival? = state.overlay { return nil }
        return state.snapshot.fast
    }

    private var arrival: Arrival? {
        if case .arrival(let arrival)? = state.overlay { return arrival }
        return nil
    }

    private var keysRow: Int { screen.rows - 1 }
    private var messageRow: Int { screen.rows - 2 }
    /// Above the two rows a command's words may take.
    private var waterRow: Int { screen.rows - 4 }

    /// The large numerals: their text, scale and rows, or nil where they do not fit.
    private var numerals: (text: String, scale: Int, top: Int, height: Int)? {
        guard let fast, !screen.isSmall else { return nil }
        let text = DurationText.format(fast.elapsed(at: now))
        let ascii = screen.glyphs == .ascii
        let scale = screen.rows >= 30 && BlockNumerals.width(text, scale: 2) + 4 <= screen.columns && !ascii ? 2 : 1
        guard BlockNumerals.width(text, scale: scale) + 2 <= screen.columns else { return nil }
        return (text, scale, max(1, screen.rows * 12 / 100), BlockNumerals.height(scale: scale, ascii: ascii))
    }

    /// The companion text (with Vigil's addition), wrapped to the measure.
    private var words: [String] {
        let width = min(Self.measure, screen.columns - 4)
        if let arrival {
            guard arrival.wordsShown(at: now, motion: state.motion) else { return [] }
            // `end` set its words to the measure already; only a line that still does not fit is wrapped.
            return arrival.lines.map { $0.trimmingWhitespace() }.flatMap { $0.count <= width ? [$0] : TextLayout.wrap($0, width: width) }
        }
        let settings = state.snapshot.settings
        guard let fast else {
            guard settings.vigil else { return [WatchText.idle] }
            return [WatchText.idle, ""] + TextLayout.wrap(VigilCopy.daily(on: today).text, width: width)
        }
        let phase = fast.phase(at: now)
        guard settings.vigil else { return TextLayout.wrap(phase.companionText, width: width) }
        // Vigil's addition extends the companion text; its fragment follows, set apart.
        return TextLayout.wrap(phase.companionText + " " + VigilCopy.addition(for: phase), width: width)
            + [""] + TextLayout.wrap(VigilCopy.fragment(for: phase).text, width: width)
    }

    private var wordsTop: Int {
        if let numerals { return numerals.top + numerals.height + 2 }
        if arrival != nil { return max(1, screen.rows * 12 / 100) }
        return fast == nil ? screen.rows * 2 / 5 : max(1, screen.rows / 3)
    }

    /// The tree standing in the lower centre, as large as the room under the words allows.
    var tree: DuskScene.Tree? {
        guard !screen.isSmall else { return nil }
        let ground = (fast != nil ? waterRow : messageRow - 1) - 1
        let top = wordsTop + (arrival.map { $0.wordsShown(at: now, motion: state.motion) } == false ? 3 : words.count) + 1
        let rows = ground - top + 1
        let size = min(2 * rows - 2, screen.columns * 72 / 100, screen.largestTree ?? .max)
        guard size >= 8 else { return nil }
        let left = (screen.columns - size) / 2
        if let arrival {
            guard arrival.showsTree, let kind = arrival.tree else { return nil }
            return .finished(id: arrival.id, established: kind == .established, size: size, left: left, groundRow: ground,
                             starLight: arrival.starLight(at: now, motion: state.motion))
        }
        guard let fast, state.snapshot.tier.hasFullExperience else { return nil }
        return .becoming(BecomingTree(id: fast.id, progress: fast.progress(at: now)), size: size, left: left, groundRow: ground)
    }

    func draw(_ painter: inout Painter) {
        if screen.isSmall {
            drawSmall(&painter)
        } else {
            drawComposition(&painter)
        }
        drawOverlay(&painter)
    }

    private func drawSmall(_ painter: inout Painter) {
        let middle = max(0, screen.rows / 2 - 1)
        if let fast {
            painter.centred(DurationText.format(fast.elapsed(at: now)), row: middle, colour: Palette.highlight)
            painter.centred(fast.phase(at: now).displayName, row: middle + 1, colour: Palette.accent, fade: 0.15)
        } else if let arrival, arrival.wordsShown(at: now, motion: state.motion) {
            painter.centred(arrival.lines.first ?? "", row: middle, colour: Palette.highlight)
        } else {
            painter.centred(WatchText.idle, row: middle, colour: Palette.accent, fade: 0.1)
        }
        let foot = state.hint.map { $0.count <= screen.columns - 2 ? $0 : "" } ?? "? help · q quit"
        if screen.rows >= 4 { painter.centred(foot, row: screen.rows - 1, colour: Palette.muted, fade: 0.4) }
    }

    private func drawComposition(_ painter: inout Painter) {
        if let numerals {
            let column = (screen.columns - BlockNumerals.width(numerals.text, scale: numerals.scale)) / 2
            BlockNumerals.draw(numerals.text, scale: numerals.scale, column: column, row: numerals.top,
                               colour: Palette.highlight, ascii: screen.glyphs == .ascii, into: &painter.frame)
        }
        // A panel over the sky stands alone; the words under it would only show at its edges.
        let panelOpen = switch state.overlay {
        case .help?, .water?, .calendar?: true
        default: false
        }
        for (offset, line) in (panelOpen ? [] : words).enumerated() {
            let row = wordsTop + offset
            guard row < messageRow - 1 else { break }
            let first = arrival != nil && offset == 0
            painter.centred(line, row: row, colour: first ? Palette.highlight : Palette.accent, fade: first ? 0 : 0.12)
        }
        if fast != nil {
            let unit = state.snapshot.settings.waterUnit
            let total = unit.describe(state.snapshot.water.reduce(0) { $0 + $1.milliliters })
            // No mark before it: ◦ is the mark of a fast that ended past 70 % of its reference.
            painter.centred("water today: \(total)", row: waterRow, colour: Palette.muted, fade: 0.35)
        }
        if let until = state.messageUntil, until > now {
            // The first two lines: what was done, and the hint of an error.
            for (offset, line) in state.message.prefix(2).enumerated() {
                painter.centred(line, row: messageRow - min(state.message.count, 2) + 1 + offset, colour: Palette.accent, fade: 0.1)
            }
        }
        if case .settingAside? = state.overlay {
            painter.centred(WatchText.settingAside, row: messageRow, colour: Palette.accent, fade: 0.1)
        }
        drawKeys(&painter)
    }

    private func drawKeys(_ painter: inout Painter) {
        let keys = WatchText.keys(fasting: state.snapshot.fast != nil, forest: state.snapshot.tier.hasFullExperience)
        var line = state.hint ?? keys.joined(separator: " · ")
        if state.hint == nil {
            // Fewer keys where the line does not fit; help always lists them all.
            var shown = keys
            for dropped in ["W today's water", "c calendar", "f forest", "a set aside", "w water"] where line.count > screen.columns - 2 {
                shown.removeAll { $0 == dropped }
                line = shown.joined(separator: " · ")
            }
        }
        if line.count > screen.columns - 2 { line = state.hint == nil ? "? help · q quit" : "" }
        painter.centred(line, row: keysRow, colour: Palette.muted, fade: 0.45)
    }
}
