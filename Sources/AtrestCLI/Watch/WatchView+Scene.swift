import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rendering

extension WatchView {
    /// The scene ``frame(_:now:zone:screen:)`` draws its cells from: the day's dusk and the tree
    /// where the layout stands it, for drawing the same tree in pixels over those cells.
    static func scene(_ state: WatchState, now: Date, zone: Zone, screen: WatchScreen) -> DuskScene {
        let today = LocalTime.day(of: now, in: zone)
        var scene = DuskScene(columns: screen.columns, rows: screen.rows, dusk: Dusk.of(day: today.ordinal))
        scene.tree = Layout(state: state, now: now, today: today, screen: screen).tree
        return scene
    }
}
