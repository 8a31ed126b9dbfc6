/// The size of a forest picture, in pixels of the terminal grid (one column, half a row).
///
/// The canvas starts a little wider than it is tall and grows with the forest, but only with
/// the square root of the number of trees and never past one and a half times its first
/// height: a forest of ten years still fits a terminal window or two, its near trees as large
/// as ever, its oldest gathered far back. Tree boxes scale gently with the width (a foreground
/// tree is roughly 10 to 18 columns wide), so wide terminals show more forest, not bigger trees.
struct ForestGeometry: Equatable {
    let columns: Int
    let rows: Int
    let treeSize: Int

    /// Widths the forest can be drawn at; anything else is clamped into it.
    static let widths = 20...400

    init(columns requested: Int, treeCount: Int) {
        columns = min(max(requested, Self.widths.lowerBound), Self.widths.upperBound)
        let w = Double(columns)
        treeSize = min(max(Int((w * 0.16).rounded()) + 2, 12), 24)
        let baseRows = min(max(Int((w * 0.28).rounded()), 14), 34)
        let growth = Int((Double(max(treeCount, 0)).squareRoot() * 0.6).rounded())
        rows = baseRows + min(baseRows / 2, growth)
    }

    var pixelHeight: Int { rows * 2 }
}
