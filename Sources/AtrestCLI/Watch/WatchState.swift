import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rendering
import Store

/// Something laid over the sky for a while.
package enum WatchOverlay: Equatable, Sendable {
    case help
    /// `a` was pressed once; a second `a` sets the fast aside.
    case settingAside
    /// `e` was pressed once; a second `e` ends the fast and records it.
    case ending
    /// Today's water, one entry chosen.
    case water(selected: Int)
    /// A month of the calendar with one day chosen; `lines` is `calendar`'s own output.
    case calendar(day: LocalDay, month: [String], detail: [String])
    /// The walk through the forest: the window whose top row is `top` of the canvas (the sky
    /// moving at 30 % of the trees' pace); the view draws it.
    case forest(WalkedForest, top: Int)
    case arrival(Arrival)
    /// The transition moment, on its own after the arrival was laid down: its lines.
    case moment([String])
}

/// The forest as the walk shows it, made once when `f` opens it (from the history and the
/// screen's width): the same walk is the same forest, so it is compared by identity.
package final class WalkedForest: Equatable, Sendable {
    package let walk: ForestWalk

    package init(_ walk: ForestWalk) { self.walk = walk }

    package static func == (a: WalkedForest, b: WalkedForest) -> Bool { a === b }

    /// The window with `top` at its top, as lines of cells.
    func lines(top: Int) -> [String] {
        walk.frame(top: top, left: 0).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

/// Everything the live view shows, apart from the clock and the screen's size.
package struct WatchState: Equatable, Sendable {
    package var snapshot: WatchSnapshot
    package var overlay: WatchOverlay?
    /// The words of the last key's command, shown quietly until `messageUntil`.
    package var message: [String] = []
    package var messageUntil: Date?
    package var motion = true
    /// Words in place of the keys at the foot (what `status` suggests typing next), fullest
    /// form first: a narrow terminal shows the fullest that fits.
    package var hint: [String]?
    /// Whether Vigil's fragments carry their book and chapter, right under them (`--cite`).
    package var cite = false

    package init(snapshot: WatchSnapshot, overlay: WatchOverlay? = nil) {
        self.snapshot = snapshot
        self.overlay = overlay
    }

    /// How long a command's words stay on the sky.
    static let messageSeconds = 8.0
}
