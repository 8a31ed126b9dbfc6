import AtrestCLI
import Domain
import Foundation
import Rendering
import Screen
import Testing

/// One layout at every size: nothing overlaps, nothing leaves the screen, the tree stands
/// wherever a legible one fits, and words are never cut inside a word.
@Suite struct CompositionTests {
    static let vigilWords = [
        "Glycogen is likely running low, and your body is probably settling into a steadier rhythm, drawing more on its own reserves. Some people feel clearer around now; others feel the fast more in the body. Both are ordinary. An addition that extends it.",
        "",
        "A fragment set apart from the companion text, a line or two long.",
    ]

    static func fasting(tree: Bool = true) -> Composition.Content {
        var content = Composition.Content(
            time: "12h 30m",
            words: [vigilWords, [vigilWords[0]], ["Glycogen is likely running low."], ["a deeper rhythm"]],
            tree: tree, water: "water today: 1,500 ml",
            keys: ["e end · a set aside · w water · W today's water · c calendar · f forest · ? help · q quit", "e end · w water · ? help · q quit", "? help · q quit", "? help"]
        )
        content.ascii = false
        content.shortestForTree = 1  // the phase's own text, as the live view says
        content.keepsKeys = true  // the live view's keys, the way out
        return content
    }

    /// The words of `lines`, in order, are the words of one of the forms: nothing cut.
    static func wholeWords(_ lines: [String], forms: [[String]]) -> Bool {
        let shown = lines.joined(separator: " ").split(separator: " ")
        return forms.contains { $0.joined(separator: " ").split(separator: " ") == shown }
    }

    @Test func everySizeFrom20By6To300By100() {
        var failures: [String] = []
        for tree in [true, false] {
            let content = Self.fasting(tree: tree)
            for columns in 20...300 {
                for rows in 6...100 {
                    let plan = Composition(content, columns: columns, rows: rows)
                    let rects = plan.rectangles
                    let size = "\(columns)×\(rows)"
                    for (i, a) in rects.enumerated() {
                        if !a.isInside(columns: columns, rows: rows) { failures.append("\(size): \(a) outside") }
                        for b in rects[(i + 1)...] where a.overlaps(b) { failures.append("\(size): \(a) overlaps \(b)") }
                    }
                    if plan.time == nil { failures.append("\(size): no time") }
                    // The way out is never given up for anything but the time.
                    if plan.keys == nil { failures.append("\(size): no keys") }
                    // The tree is given up only where a legible one cannot stand beside the
                    // time's line and the keys' (the numerals give way to it first).
                    let fits = columns * 72 / 100 >= Composition.legibleTree && 1 + Composition.treeRows(size: Composition.legibleTree) + 1 <= rows
                    if tree, fits, plan.tree == nil { failures.append("\(size): no tree where one fits") }
                    if !tree, plan.tree != nil { failures.append("\(size): a tree on a tier without one") }
                    if let words = plan.words {
                        if words.lines.contains(where: { $0.count > words.rect.columns }) { failures.append("\(size): a line wider than its place") }
                        if !Self.wholeWords(words.lines, forms: content.words) { failures.append("\(size): words cut \(words.lines)") }
                    }
                    if let side = plan.tree?.size, side < Composition.legibleTree { failures.append("\(size): a tree too small to read") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
    }

    /// The drawn frame agrees with the plan: every mark on the sky lies inside a place, so
    /// nothing is painted over anything else (checked without colour, on a grid of sizes).
    @Test func everyMarkOfTheFrameLiesInsideItsPlace() throws {
        let zone = Zone.utc
        let start = try #require(Timestamp.parse("2026-11-21T06:00:00Z"))
        let fast = ActiveFast(id: UUID(), start: start, targetHours: 16, timeZone: zone)
        var settings = Settings()
        settings.vigil = true
        let states = [
            WatchState(snapshot: WatchSnapshot(fast: fast, tier: .trial, settings: settings)),
            WatchState(snapshot: WatchSnapshot(fast: fast, tier: .free)),
            WatchState(snapshot: WatchSnapshot(fast: nil, tier: .trial, settings: settings)),
        ]
        var failures: [String] = []
        for state in states {
            for (columns, rows, glyphs) in stride(from: 20, through: 300, by: 23).flatMap({ c in stride(from: 6, through: 100, by: 9).map { (c, $0, GlyphSet.unicode) } })
                + stride(from: 20, through: 140, by: 29).flatMap({ c in stride(from: 6, through: 40, by: 5).map { (c, $0, GlyphSet.ascii) } }) {
                do {
                    let screen = WatchScreen(columns: columns, rows: rows, depth: .none, glyphs: glyphs)
                    let now = start.addingTimeInterval(13 * 3600)
                    let frame = WatchView.frame(state, now: now, zone: zone, screen: screen)
                    let rects = WatchView.composition(state, now: now, zone: zone, screen: screen).rectangles
                    for row in 0..<rows {
                        for column in 0..<columns where frame[column, row]?.character != " " {
                            let inside = rects.contains { column >= $0.column && column < $0.column + $0.columns && row >= $0.row && row < $0.row + $0.rows }
                            if !inside { failures.append("\(columns)×\(rows): a mark at \(column),\(row)") }
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    /// Where each element goes at the sizes people use: a 40×12 corner, a 60×20 tmux pane,
    /// 80×24, the README's 120×16 split, 160×20 and a 200×60 monitor, and the smallest panes.
    /// Where the rows allow (60×20, 80×24, 160×20) the tree reads as its kind, Vigil's words
    /// left out for it.
    @Test(arguments: [
        (40, 12, "time 6,0 28×3 ×1 | words 4,3 31×1 | tree 13,4 13×6 | water 9,10 21×1 | keys 3,11 33×1"),
        (60, 20, "time 16,0 28×3 ×1 | words 1,4 58×5 | tree 21,10 17×8 | water 19,18 21×1 | keys 13,19 33×1"),
        (80, 24, "time 26,0 28×3 ×1 | words 10,4 59×8 | tree 30,13 19×9 | water 29,22 21×1 | keys 23,23 33×1"),
        (120, 16, "time 46,0 28×3 ×1 | words 31,3 58×5 | tree 53,8 13×6 | water 49,14 21×1 | keys 15,15 89×1"),
        (160, 20, "time 66,0 28×3 ×1 | words 51,4 58×5 | tree 71,10 17×8 | water 69,18 21×1 | keys 35,19 89×1"),
        (200, 60, "time 72,2 56×5 ×2 | words 70,9 59×8 | tree 59,18 82×39 | water 89,57 21×1 | keys 55,59 89×1"),
        // The smallest panes: the keys' shortest form is kept (the way out), and the tree where
        // the rows allow beside the time's one line; the words give way first.
        (24, 8, "time 8,0 7×1 ×0 | tree 5,1 13×6 | keys 4,7 15×1"),
        (30, 9, "time 11,0 7×1 ×0 | words 7,1 15×1 | tree 8,2 13×6 | keys 7,8 15×1"),
        (60, 9, "time 26,0 7×1 ×0 | words 14,1 31×1 | tree 23,2 13×6 | keys 13,8 33×1"),
        (60, 10, "time 16,0 28×3 ×1 | tree 23,3 13×6 | keys 13,9 33×1"),
        (60, 12, "time 16,0 28×3 ×1 | words 14,3 31×1 | tree 23,4 13×6 | water 19,10 21×1 | keys 13,11 33×1"),
    ])
    func goldenPlaces(columns: Int, rows: Int, expected: String) {
        let plan = Composition(Self.fasting(), columns: columns, rows: rows)
        #expect(Self.describe(plan) == expected, "\(Self.describe(plan))")
    }

    static func describe(_ plan: Composition) -> String {
        func r(_ rect: CellRect) -> String { "\(rect.column),\(rect.row) \(rect.columns)×\(rect.rows)" }
        var parts: [String] = []
        if let time = plan.time { parts.append("time \(r(time.rect)) ×\(time.scale)") }
        if let words = plan.words { parts.append("words \(r(words.rect))") }
        if let tree = plan.tree { parts.append("tree \(r(tree.rect))") }
        if let water = plan.water { parts.append("water \(r(water))") }
        if let keys = plan.keys { parts.append("keys \(r(keys.rect))") }
        return parts.joined(separator: " | ")
    }

    /// `status` in a 60×20 terminal composes 17 rows, with its suggestions at the foot (not a
    /// way out: they are not kept before the tree). A tree that reads as its kind is worth more
    /// than numerals three rows tall: the time stands as one bright line, the phase's words
    /// whole above the tree, the water and the suggestions kept. Where the rows allow both
    /// (80×24's 21), the numerals stay too.
    @Test(arguments: [
        (60, 17, "time 26,0 7×1 ×0 | words 1,1 58×5 | tree 21,7 17×8 | water 19,15 21×1 | keys 2,16 55×1"),
        (70, 17, "time 31,0 7×1 ×0 | words 6,1 58×5 | tree 26,7 17×8 | water 24,15 21×1 | keys 7,16 55×1"),
        (80, 21, "time 26,0 28×3 ×1 | words 11,4 58×5 | tree 30,10 19×9 | water 29,19 21×1 | keys 12,20 55×1"),
    ])
    func statusGivesTheNumeralsUpBeforeATreeThatReadsAsItsKind(columns: Int, rows: Int, expected: String) {
        var content = Self.fasting()
        content.words = Array(content.words.dropFirst())  // Vigil off: the phase's own words first
        content.shortestForTree = 0
        content.keepsKeys = false
        content.keys = ["atrest end records it · atrest water add · atrest watch"]
        content.largestTree = 24
        let plan = Composition(content, columns: columns, rows: rows)
        #expect(Self.describe(plan) == expected, "\(Self.describe(plan))")
        #expect((plan.tree?.size ?? 0) >= Composition.kindTree)
        #expect(plan.words?.lines == Fold.paragraphs([Self.vigilWords[0]], width: 58), "the phase's words whole")
    }

    @Test func wordsAreShortenedBeforeTheTreeIsGivenUp() throws {
        // 60×14 and 80×12: the phase text once lost its tree or was cut mid-sentence here.
        for (columns, rows) in [(60, 14), (80, 12), (60, 16), (40, 12)] {
            let plan = Composition(Self.fasting(), columns: columns, rows: rows)
            #expect(plan.tree != nil, "\(columns)×\(rows)")
            let words = try #require(plan.words, "\(columns)×\(rows)")
            #expect(Self.wholeWords(words.lines, forms: Self.fasting().words))
        }
    }

    /// The arrival's first line stays bright on every row it folds onto: the rows are counted
    /// by the folding's own rule (breaks only between words), whatever the width.
    @Test func theRowsAFoldedLineTakes() throws {
        let first = "Recorded: 16h 4m, your fast of the day before."
        for width in [12, 20, 30, 60] {
            let folded = try #require(Fold.paragraphs([first, "", "a second paragraph"], width: width))
            #expect(Fold.rows(of: first, in: folded) == Fold.lines(first, width: width)?.count, "\(width)")
        }
        #expect(Fold.rows(of: "", in: ["a", "b"]) == 0)
        #expect(Fold.rows(of: "two  spaces", in: ["two", "spaces", "after"]) == 2)
    }

    @Test func foldingNeverCutsAWord() {
        #expect(Fold.lines("one two three", width: 7) == ["one two", "three"])
        #expect(Fold.lines("unbreakable", width: 5) == nil, "a word wider than the line is no fit, not cut")
        #expect(Fold.paragraphs(["a b", "", "c"], width: 10) == ["a b", "", "c"])
    }
}
