import AtrestResources
import Geometry

/// A form's drawings for cells, one for each range of sizes (see ``TreeSilhouette/cellFormPath(_:)``):
/// a part hinted open for 11 cells is too wide at 28, and the form's own part, averaged into 28
/// cells, may close still (a tamarisk's hanging sides melt into its crown, a mushroom cloud).
extension TreeSilhouette {
    /// Where form `variant`'s drawing `index` for cells lies, under `Resources/`: the first is
    /// `trees/cells/tree_N.svg`, the next `tree_N.2.svg`, `tree_N.3.svg`, each made for larger
    /// boxes than the one before (its `data-largest-size` is larger).
    package static func cellFormPath(_ variant: Int, drawing index: Int) -> String {
        index == 0 ? cellFormPath(variant) : "trees/cells/tree_\(variant).\(index + 1).svg"
    }

    /// Which of form `variant`'s drawings for cells draws it in a box `size` cells across: the
    /// first made for a box that large; nil where cells draw the form itself.
    package static func cellDrawing(_ variant: Int, size: Int) -> Int? {
        drawingLargestSizes[((variant % variantCount) + variantCount) % variantCount].firstIndex { size <= $0 }
    }

    /// Whether cells draw form `variant` in a box `size` cells across from a drawing for cells.
    package static func drawsCellForm(_ variant: Int, size: Int) -> Bool {
        cellDrawing(variant, size: size) != nil
    }

    /// What cells draw form `variant` with in a box `size` cells across: the drawing for cells
    /// made for that size, else the form itself.
    package static func cells(_ variant: Int, size: Int) -> TreeSilhouette {
        cellDrawing(variant, size: size).map { cells(variant, drawing: $0) } ?? self.variant(variant)
    }

    /// Form `variant`'s drawing `index` for cells (the form itself where it has none).
    package static func cells(_ variant: Int, drawing index: Int) -> TreeSilhouette {
        let form = ((variant % variantCount) + variantCount) % variantCount
        guard index > 0 else { return cells(form) }
        let larger = largerDrawings[form]
        return larger.indices.contains(index - 1) ? larger[index - 1] : self.variant(form)
    }

    /// Each form's largest size for each of its drawings for cells, in order (empty: it has
    /// none), read once from the drawings' attributes without parsing their paths: a forest
    /// asks for every tree it draws.
    private static let drawingLargestSizes: [[Int]] = (0..<variantCount).map { variant in
        var sizes: [Int] = []
        while sizes.count < 8, let text = EmbeddedResources.text(cellFormPath(variant, drawing: sizes.count)) {
            sizes.append(SVGShape.largestSize(document: text) ?? Int.max)
        }
        return sizes
    }

    /// The drawings after each form's first, parsed when one is first drawn (only a tree larger
    /// than its first drawing's sizes asks; few forms have any).
    private static let largerDrawings: [[TreeSilhouette]] = (0..<variantCount).map { variant in
        (1..<max(drawingLargestSizes[variant].count, 1)).map { loadCells(variant, drawing: $0) }
    }
}
