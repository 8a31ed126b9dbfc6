/// The whole forest under its dusk sky, for the terminal.
///
/// Doctrine 04 shapes everything here: there are no counts, titles or legend; no tree is
/// larger or brighter for a longer fast; older trees and their stars recede (up the land, into
/// the haze, fainter) but never vanish; incomplete trees stand grey and quiet with no star;
/// every star belongs to an established fast and is placed independently of its tree. See
/// ``ForestLayout`` for where things stand and ``ForestGeometry`` for how the canvas grows.
///
/// The canvas is usually taller than a terminal: ``render(_:height:)`` shows its foot (the
/// newest trees, under a horizon and sky of the window's own), ``renderAll(_:viewHeight:)``
/// all of it as it is, and ``ForestWalk`` any window of it.
///
/// ```swift
/// let forest = Forest(entries: fasts.map { ForestEntry(id: $0.id, ended: $0.end, kind: $0.kind) }, dusk: .of(day: today))
/// print(forest.render(PictureStyle(width: columns, depth: .trueColour), height: rows))
/// ```
package struct Forest: Sendable, Hashable {
    /// What the empty forest says, centred in its sky.
    package static let defaultEmptyMessage = "Your forest grows here."
    /// Rows of a terminal whose height is not known.
    package static let defaultHeight = 24

    package var entries: [ForestEntry]
    /// An optional quiet line set at the foot of the picture (Vigil passes one).
    package var inscription: String?
    package var emptyMessage: String
    package var dusk: Dusk

    package init(
        entries: [ForestEntry], inscription: String? = nil, emptyMessage: String = Forest.defaultEmptyMessage,
        dusk: Dusk = Dusk()
    ) {
        self.entries = entries
        self.inscription = inscription
        self.emptyMessage = emptyMessage
        self.dusk = dusk
    }

    /// The part of the forest that fits a terminal `height` rows tall: the foot of the canvas,
    /// where the newest trees stand, seen as a landscape under the dusk (the ridges it shows
    /// end at a horizon with sky and stars above, see ``ForestWalk/frame(top:left:)``). Lines
    /// are joined by `\n` (no trailing newline); width clamps to 20...400 columns.
    package func render(_ style: PictureStyle, height: Int = Forest.defaultHeight) -> String {
        let walk = ForestWalk(self, style: style, height: height)
        return walk.frame(top: walk.rows.upperBound, left: 0)
    }

    /// The whole canvas, as it grows for a terminal `viewHeight` rows tall (for `less -R`).
    package func renderAll(_ style: PictureStyle, viewHeight: Int = Forest.defaultHeight) -> String {
        let walk = ForestWalk(self, style: style, height: viewHeight)
        return walk.frame(top: 0, left: 0, height: walk.layout.geometry.rows, asLandscape: false)
    }

    func layout(columns: Int, viewRows: Int) -> ForestLayout {
        ForestLayout(entries: entries, geometry: geometry(columns: columns, viewRows: viewRows))
    }

    /// The canvas for this forest, with room at its foot for the inscription's lines.
    func geometry(columns: Int, viewRows: Int) -> ForestGeometry {
        let plain = ForestGeometry(columns: columns, viewRows: viewRows, treeCount: entries.count)
        guard let inscription, !inscription.isEmpty else { return plain }
        let lines = TextFolding.wrap(inscription, width: plain.columns - 2).count
        return ForestGeometry(columns: columns, viewRows: viewRows, treeCount: entries.count, footRows: lines + 1)
    }
}
