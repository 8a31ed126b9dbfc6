/// The size of the forest's canvas, in pixels of the terminal grid (one column, half a row).
///
/// The canvas grows with the trees as the seeds' forest does: `max(1.5 × view, one step per
/// tree + 0.5 × view)`. The seeds' step is 35 pt of height on a 390 pt wide screen; here a
/// step keeps the same area per tree relative to a foreground tree (so a wide terminal grows
/// its canvas no faster than a narrow one, and every width holds the forest as calmly).
///
/// The land fills the lower part of the canvas, up to the farthest ridge, the ``horizon``;
/// stars keep to the sky above it, in the upper 40 % of the canvas. A small forest needs only a
/// little land, so it leaves more sky; a large one takes the lower 60 %.
package struct ForestGeometry: Equatable, Sendable {
    /// Columns of the canvas (and of the picture).
    package let columns: Int
    /// Rows of the window the forest is seen through: the terminal's height, or the whole canvas.
    package let viewRows: Int
    /// The side of a foreground tree's box, in pixels.
    package let treeSize: Int
    /// Canvas height each tree adds, in pixels.
    package let step: Double
    /// The whole canvas's height in pixels (always even: two to a row).
    package let pixelHeight: Int
    /// The crest line of the farthest land, in pixels from the top.
    package let horizon: Double
    /// Rows kept clear of trees at the foot of the canvas, for a line of words.
    package let footRows: Int
    /// How much less a small window's layers differ in size, 0 (as they are) to 0.5 (see
    /// ``treeSide(layer:)``).
    let depthEase: Double

    /// Widths the forest can be drawn at; anything else is clamped into it.
    package static let widths = 20...400
    /// Window heights in rows the forest can be seen through.
    package static let heights = 8...2000

    /// - Parameters:
    ///   - viewRows: the window's height in rows.
    ///   - footRows: rows to keep clear of trees at the foot, for an inscription.
    package init(columns requested: Int, viewRows requestedRows: Int, treeCount: Int, footRows: Int = 0) {
        self.footRows = max(0, min(footRows, 6))
        columns = min(max(requested, Self.widths.lowerBound), Self.widths.upperBound)
        viewRows = min(max(requestedRows, Self.heights.lowerBound), Self.heights.upperBound)
        let w = Double(columns)
        let view = Double(viewRows * 2)
        // Trees take their size from the window's height (about a fifth of it, 8 to 22 pixels),
        // never from its width: trees that grew with the width stood on ridges as far apart, so a
        // wider window held fewer ridges, and fewer trees, than a narrow one. Wider now shows more
        // of the forest side by side. Only a window too narrow for two foreground trees side by
        // side draws them smaller.
        //
        // A small window draws its trees larger (about a third of it, up to 16 pixels): in cells
        // a tree of 11 columns and 5 rows was a blob, where 15 and 7 show an olive's crowns or a
        // cedar's tiers. The difference eases in and off a pixel a row, so that up to 16 rows and
        // from 30 the fifth alone decides, without a step (under 16 rows there is room for little
        // but the trees).
        let fifth = min(max(Int((view * 0.22).rounded()), 8), 22)
        let byHeight = max(fifth, min(Int((view * 0.32).rounded()), 16, fifth + max(0, 30 - viewRows), fifth + max(0, viewRows - 16)))
        treeSize = max(8, min(byHeight, columns / 2))
        depthEase = min(Double(byHeight - fifth) / 4, 1) * 0.5
        let s = Double(treeSize)
        step = 35.0 / 80.0 * s * (390.0 / 80.0 * s / w)
        let n = Double(max(treeCount, 0))
        var height = Int(max(1.5 * view, n * step + 0.5 * view).rounded(.up))
        height += height % 2
        pixelHeight = height
        let land = Self.landHeight(treeCount: treeCount, columns: w, treeSize: s, eased: depthEase > 0, view: view, canvas: Double(height))
        horizon = Double(height) - land - Double(self.footRows * 2)
    }

    var rows: Int { pixelHeight / 2 }

    /// The side of a tree's box on depth `layer`. A small window keeps its far trees nearer the
    /// size of its near ones (a far tree of 9 columns read as a smudge, not as its kind); they
    /// still recede by their ridge and their haze.
    func treeSide(layer: Int) -> Double {
        let scale = DepthLayer.at(layer).scale
        return max(6, (Double(treeSize) * (1 - (1 - scale) * (1 - depthEase))).rounded())
    }

    /// The distance between two ridges of land; trees of one ridge stand side by side.
    var ridgeSpacing: Double { Double(treeSize) * 0.55 }

    /// About how many trees stand side by side on one ridge without crowding.
    var treesPerRidge: Int { Self.treesPerRidge(columns: Double(columns), treeSize: Double(treeSize)) }

    /// Fewer than would fit edge to edge, so that neighbours keep some sky between them.
    static func treesPerRidge(columns: Double, treeSize: Double) -> Int { max(1, Int(columns / (treeSize * 1.6))) }

    /// Land for `treeCount` trees: enough ridges for them all, at least a little under an empty
    /// sky, and never more than the lower 60 % of the canvas (65 % in a small window, whose trees
    /// are larger; the stars keep the upper 40 % and stand above the land).
    private static func landHeight(treeCount: Int, columns: Double, treeSize s: Double, eased: Bool, view: Double, canvas: Double) -> Double {
        let perRidge = treesPerRidge(columns: columns, treeSize: s)
        let ridges = (max(treeCount, 0) + perRidge - 1) / perRidge
        let needed = Double(ridges) * s * 0.55 + s * 0.35
        // A small window's larger trees take a little more of it (stars still keep above the land).
        return min(canvas * (eased ? 0.65 : 0.6), max(needed, view * (treeCount == 0 ? 0.18 : 0.3)))
    }
}
