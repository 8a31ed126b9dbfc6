@testable import AtrestCLI
import Domain
import Foundation
import Rendering
import Screen
import Testing

/// The becoming tree of `status` and `watch` at 60 × 20, 70 × 20 and 80 × 24 is large enough to
/// read as its kind: at 12 columns (the legible minimum, where it stood before) an olive or an
/// acacia was a blob a few cells wide; Vigil's words, and in `status` the numerals (the time
/// stays, as one line), give way for it before it is made that small.
@Suite struct TreeSizeInCellsTests {
    static let zone = Zone.utc

    /// A fast `hours` in, Vigil on or off, as `status` (a panel of `rows` − 3 rows: the command
    /// typed, the line under the panel and the prompt; trees up to `SkyPanel.largestTree`) or
    /// `watch` (the whole terminal) place it.
    static func plan(hours: Double, vigil: Bool, status: Bool, columns: Int = 80, rows: Int = 24) throws -> (Composition, Frame) {
        let start = try #require(Timestamp.parse("2026-11-21T06:00:00Z"))
        let fast = ActiveFast(id: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!, start: start, targetHours: 16, timeZone: zone)
        var settings = Settings()
        settings.vigil = vigil
        var state = WatchState(snapshot: WatchSnapshot(fast: fast, tier: .trial, settings: settings))
        if status { state.hint = StatusCommand.fastingHint }
        var screen = WatchScreen(columns: columns, rows: status ? rows - 3 : rows, depth: .none)
        if status { screen.largestTree = SkyPanel.largestTree }
        let now = start.addingTimeInterval(hours * 3600)
        return (WatchView.composition(state, now: now, zone: zone, screen: screen), WatchView.frame(state, now: now, zone: zone, screen: screen))
    }

    @Test(arguments: [true, false])
    func theTreeAt60By20AndUpIsLargeEnoughToReadAsItsKind(status: Bool) throws {
        for (columns, rows) in [(60, 20), (70, 20), (80, 24)] {
            try Self.check(status: status, columns: columns, rows: rows)
        }
    }

    static func check(status: Bool, columns: Int, rows: Int) throws {
        for vigil in [false, true] {
            for hours in [2.0, 13.0, 20.0] {
                let (plan, frame) = try Self.plan(hours: hours, vigil: vigil, status: status, columns: columns, rows: rows)
                let at = "\(columns)×\(rows), status \(status), vigil \(vigil), \(hours) h"
                let tree = try #require(plan.tree, "no tree: \(at)")
                #expect(tree.size >= Composition.kindTree, "\(at): \(tree.size)")
                // Drawn, its crown spans at least 12 columns (a 12-column box drew 9).
                let inked = (tree.rect.column..<tree.rect.column + tree.rect.columns).filter { column in
                    (tree.rect.row..<tree.rect.row + tree.rect.rows).contains { frame[column, $0].map { $0.character != " " } ?? false }
                }
                #expect(inked.count >= 12, "\(at): \(inked.count) columns drawn")
                // Nothing else lost for it: the time, some words, the water and the keys stay.
                #expect(plan.time != nil && plan.words != nil && plan.water != nil && plan.keys != nil)
            }
        }
    }
}
