import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rendering

/// The small mark a fast's tree leaves in lists and the calendar: a dot in the tree's own
/// earth tone, a grey ring for an incomplete tree, nothing for none. Both glyphs are narrow
/// in every terminal, so grids stay aligned.
package enum TreeMark {
    package static func glyph(_ tree: TreeKind?, id: UUID?, paint: Paint, ascii: Bool) -> String {
        switch tree {
        case .established?:
            let tone = Palette.earthTone(id.map { TreeSeed(id: $0).tone } ?? 0).light
            return paint.colour(ascii ? "*" : "●", tone)
        case .incomplete?:
            return paint.colour(ascii ? "o" : "◦", Palette.treeGrey)
        case nil:
            return " "
        }
    }
}
