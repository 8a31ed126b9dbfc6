import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rendering
import Screen

/// What one frame shows, worked out from the state, and drawn where `Composition` places it.
struct Layout {
    let state: WatchState
    let now: Date
    let today: LocalDay
    let screen: WatchScreen
    /// Where everything goes on this screen.
    let composition: Composition

    /// The widest the companion text is set: a comfortable measure.
    static var measure: Int { Composition.measure }

    init(state: WatchState, now: Date, today: LocalDay, screen: WatchScreen) {
        self.state = state
        self.now = now
        self.today = today
        self.screen = screen
        var content = Composition.Content()
        content.ascii = screen.glyphs == .ascii
        content.largestTree = screen.largestTree
        let fast: ActiveFast? = if case .arrival? = state.overlay { nil } else { state.snapshot.fast }
        if let fast {
            content.time = DurationText.format(fast.elapsed(at: now))
            // The free tier keeps the same composition: where the tree would stand is sky.
            content.tree = true
            content.water = Self.waterLine(state.snapshot)
        }
        if case .arrival? = state.overlay { content.tree = true }
        content.words = Self.words(state: state, fast: fast, now: now, today: today)
        // A tree that reads as its kind may take the place of Vigil's words, never of the phase's own.
        if let fast, !Self.speaking(state, now: now) {
            content.shortestForTree = content.words.firstIndex(of: [fast.phase(at: now).companionText])
        }
        content.keys = Self.keys(state: state)
        // The live view's keys are the way out; `status`'s suggestions (its hint) are not.
        content.keepsKeys = state.hint == nil
        composition = Composition(content, columns: screen.columns, rows: screen.rows)
    }

    private var arrival: Arrival? {
        if case .arrival(let arrival)? = state.overlay { return arrival }
        return nil
    }

    /// Whether a command's words are on the sky now, in the words' place.
    private static func speaking(_ state: WatchState, now: Date) -> Bool {
        guard let until = state.messageUntil, until > now else { return false }
        return !state.message.isEmpty
    }

    /// The forms of the words, fullest first: what a command just said; the arrival's words;
    /// the companion text with Vigil's addition and fragment, with the fragment alone, with the
    /// addition alone, the text alone, its first sentence, the phase's name; the resting word.
    static func words(state: WatchState, fast: ActiveFast?, now: Date, today: LocalDay) -> [[String]] {
        if case .arrival(let arrival)? = state.overlay {
            let lines = arrival.lines.map { $0.trimmingWhitespace() }
            return [lines, lines.filter { !$0.isEmpty }, Array(lines.prefix(1))]
        }
        if speaking(state, now: now) {
            let lines = state.message.map { $0.trimmingWhitespace() }
            return [lines, lines.filter { !$0.isEmpty }]
        }
        let settings = state.snapshot.settings
        // A fragment, with its citation right under it when asked for.
        func inscription(_ fragment: ScriptureFragment) -> [String] {
            state.cite ? [fragment.text, "— " + fragment.citation] : [fragment.text]
        }
        guard let fast else {
            guard settings.vigil else { return [[WatchText.idle]] }
            return [[WatchText.idle, ""] + inscription(VigilCopy.daily(on: today)), [WatchText.idle]]
        }
        let phase = fast.phase(at: now)
        let text = phase.companionText
        var forms: [[String]] = []
        if settings.vigil {
            // Vigil's addition extends the companion text; its fragment follows, set apart.
            let extended = text + " " + VigilCopy.addition(for: phase)
            // Where the addition and the fragment do not both fit, the fragment stays.
            let fragment = inscription(VigilCopy.fragment(for: phase))
            forms += [[extended, ""] + fragment, [text, ""] + fragment, [extended]]
        }
        forms.append([text])
        if let end = text.firstIndex(of: "."), text.index(after: end) < text.endIndex {
            forms.append([String(text[...end])])
        }
        return forms + [[phase.displayName]]
    }

    /// The forms of the foot line, fullest first: what `status` suggests, the question of a
    /// second key, or the keys that do something now (fewer where the line does not fit;
    /// help always lists them all).
    static func keys(state: WatchState) -> [String] {
        if let hint = state.hint { return hint }
        switch state.overlay {
        case .settingAside?: return [WatchText.settingAside, WatchText.settingAsideShort]
        case .ending?: return [WatchText.ending, WatchText.endingShort]
        // The arrival stays until a key lays it down, and that key does nothing more: the
        // sky's keys would promise what the first press does not do.
        case .arrival?: return WatchKeymaps.panelFeet
        default: break
        }
        let feet = WatchKeymaps.sky.feet(fasting: state.snapshot.fast != nil, forest: state.snapshot.tier.hasFullExperience)
        return feet
    }

    /// The tree standing in its place, or nil where none is shown.
    var tree: DuskScene.Tree? {
        guard let place = composition.tree else { return nil }
        let ground = place.rect.row + place.rect.rows - 1
        if let arrival {
            guard arrival.showsTree, let kind = arrival.tree else { return nil }
            return .finished(id: arrival.id, established: kind == .established, size: place.size, left: place.rect.column, groundRow: ground,
                             starLight: arrival.starLight(at: now, motion: state.motion))
        }
        guard let fast = state.snapshot.fast, state.snapshot.tier.hasFullExperience else { return nil }
        return .becoming(BecomingTree(id: fast.id, progress: fast.progress(at: now)), size: place.size, left: place.rect.column, groundRow: ground)
    }

    func draw(_ painter: inout Painter) {
        drawComposition(&painter)
        drawOverlay(&painter)
    }

    private func drawComposition(_ painter: inout Painter) {
        if let time = composition.time, let fast = state.snapshot.fast, arrival == nil {
            let text = DurationText.format(fast.elapsed(at: now))
            if time.scale == 0 {
                painter.write(text, column: time.rect.column, row: time.rect.row, colour: Palette.highlight)
            } else {
                BlockNumerals.draw(text, scale: time.scale, column: time.rect.column, row: time.rect.row,
                                   colour: Palette.highlight, ascii: screen.glyphs == .ascii, into: &painter.frame)
            }
        }
        // A panel over the sky stands alone; the words under it would only show at its edges.
        let panelOpen = switch state.overlay {
        case .help?, .water?, .calendar?, .moment?: true
        default: false
        }
        // The arrival's words wait for its star.
        let wordsWait = arrival.map { !$0.wordsShown(at: now, motion: state.motion) } ?? false
        if let words = composition.words, !panelOpen, !wordsWait {
            // The arrival's first line is bright, on every row it wraps onto.
            let bright = arrival.map { Fold.rows(of: $0.lines.lazy.map { $0.trimmingWhitespace() }.first { !$0.isEmpty } ?? "", in: words.lines) } ?? 0
            for (offset, line) in words.lines.enumerated() {
                let first = offset < bright
                painter.centred(line, row: words.rect.row + offset, colour: first ? Palette.highlight : Palette.accent, fade: first ? 0 : 0.12)
            }
        }
        if let water = composition.water {
            painter.centred(waterLine, row: water.row, colour: Palette.muted, fade: 0.35)
        }
        if let keys = composition.keys {
            painter.centred(keys.text, row: keys.rect.row, colour: Palette.muted, fade: 0.45)
        }
    }

    private var waterLine: String { Self.waterLine(state.snapshot) }

    /// Today's water in one dim line. No mark before it: ◦ is the mark of a fast that ended
    /// past 70 % of its reference.
    static func waterLine(_ snapshot: WatchSnapshot) -> String {
        "water today: " + snapshot.settings.waterUnit.describe(snapshot.water.reduce(0) { $0 + $1.milliliters })
    }
}
