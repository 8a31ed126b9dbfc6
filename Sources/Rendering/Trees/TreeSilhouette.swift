import AtrestResources
import Geometry

/// One of the eight tree forms, read from `Resources/trees/tree_N.svg` (a 1024 × 1024 box).
///
/// The same path is rasterised for the terminal and copied into the SVG export, so both
/// pictures show the same tree. Every form stands on a common ground line.
package struct TreeSilhouette: Sendable {
    package let variant: Int
    private let shape: SVGShape

    /// The `d` text as stored, for embedding in SVG output.
    package var pathData: String { shape.pathData }
    package var fillRule: FillRule { shape.fillRule }
    package var path: VectorPath { shape.path }
    /// The largest box, in cells, a drawing for cells is drawn for; nil for any size.
    package var largestSize: Int? { shape.largestSize }

    /// The side of the square box the silhouettes are drawn in.
    package static let boxSize = 1024.0

    /// Where every silhouette touches the ground, as a fraction of the box from the top.
    package static let groundLine = 968.0 / 1024.0

    package static let variantCount = 8

    /// All eight forms.
    package static var all: [TreeSilhouette] { (0..<variantCount).map(variant) }

    /// The form for `variant`, wrapping so that any integer is safe; each is parsed once per
    /// process, and only when first drawn (`status` draws one tree, and reading all eight was
    /// most of its time).
    ///
    /// A file that is missing or does not parse yields an empty path: that tree is simply not
    /// drawn, which is better than stopping the whole picture. Tests check that none is empty.
    package static func variant(_ index: Int) -> TreeSilhouette {
        switch ((index % variantCount) + variantCount) % variantCount {
        case 0: form0
        case 1: form1
        case 2: form2
        case 3: form3
        case 4: form4
        case 5: form5
        case 6: form6
        default: form7
        }
    }

    private static let form0 = load(0)
    private static let form1 = load(1)
    private static let form2 = load(2)
    private static let form3 = load(3)
    private static let form4 = load(4)
    private static let form5 = load(5)
    private static let form6 = load(6)
    private static let form7 = load(7)

    private static func load(_ variant: Int) -> TreeSilhouette {
        TreeSilhouette(variant: variant, shape: SVGShape(document: EmbeddedResources.text("trees/tree_\(variant).svg")))
    }

    /// The form `variant` as cells draw it (see ``cellFormPath(_:)``): its drawing for cells
    /// where it has one, else the form itself; parsed once, when first drawn.
    package static func cells(_ index: Int) -> TreeSilhouette {
        switch ((index % variantCount) + variantCount) % variantCount {
        case 0: cells0
        case 1: cells1
        case 2: cells2
        case 3: cells3
        case 4: cells4
        case 5: cells5
        case 6: cells6
        default: cells7
        }
    }

    private static let cells0 = loadCells(0)
    private static let cells1 = loadCells(1)
    private static let cells2 = loadCells(2)
    private static let cells3 = loadCells(3)
    private static let cells4 = loadCells(4)
    private static let cells5 = loadCells(5)
    private static let cells6 = loadCells(6)
    private static let cells7 = loadCells(7)

    /// Where form `variant`'s drawing for cells lies, under `Resources/`.
    ///
    /// A form's defining parts can be thinner than a cell: the open sky between a tamarisk's
    /// hanging sides and its strands, the gap between an olive's two layers of crown. Averaged
    /// into cells they close, and the tree reads as a mushroom. So a form may carry a second
    /// drawing of the same tree made for a box 9 to 24 cells wide, with those parts opened to at
    /// least a cell (as a typeface hints its small sizes). Every cell picture draws it (the
    /// forest, the tree of `status` and `watch`, the arrival), so a tree stays the same tree from
    /// its first hour to the forest; pixels (kitty, sixel, iTerm2, PNG, SVG) keep the form itself.
    ///
    /// Such a drawing is made for a range of sizes, and says up to which (`data-largest-size`):
    /// a part opened wide for 11 cells looks drawn on purpose, not hinted, at 28 (a tamarisk's
    /// curtains hang like a jellyfish's). So a form may carry further drawings for larger boxes
    /// (``cellFormPath(_:drawing:)``); above the last, cells draw the form itself
    /// (``cells(_:size:)``).
    package static func cellFormPath(_ variant: Int) -> String { "trees/cells/tree_\(variant).svg" }

    /// Whether form `variant` has a drawing of its own for cells.
    package static func hasCellForm(_ variant: Int) -> Bool {
        EmbeddedResources.text(cellFormPath(((variant % variantCount) + variantCount) % variantCount)) != nil
    }

    /// Form `variant`'s drawing `index` for cells (``cellFormPath(_:drawing:)``), or the form
    /// itself where there is none.
    static func loadCells(_ variant: Int, drawing index: Int = 0) -> TreeSilhouette {
        guard let text = EmbeddedResources.text(cellFormPath(variant, drawing: index)) else { return self.variant(variant) }
        return TreeSilhouette(variant: variant, shape: SVGShape(document: text))
    }

    /// The silhouette filled into a `size` × `size` coverage mask.
    package func mask(size: Int) -> CoverageMask {
        shape.mask(size: size, box: Self.boxSize)
    }

    /// The mask cells draw form `variant` with at `size` (its drawing for cells, ``cells(_:)``):
    /// baked into the binary at build time for the sizes pictures use (see ``BakedSilhouettes``),
    /// so that drawing the tree of `status` reads no SVG at all; any other size is filled now.
    /// Either way small sizes are made legible (``legibleMask(_:variant:)``).
    package static func mask(variant index: Int, size: Int) -> CoverageMask {
        let form = ((index % variantCount) + variantCount) % variantCount
        return BakedSilhouettes.mask(variant: form, size: size) ?? legibleMask(cells(form, size: size).mask(size: size), variant: form)
    }

    /// `mask` made legible (`CoverageMask.legible`): solid, without speckles, standing on an
    /// unbroken trunk. A form with a drawing for cells keeps its notches open at every size:
    /// they are what the drawing was made for, and larger, the form's own open sky.
    package static func legibleMask(_ mask: CoverageMask, variant: Int) -> CoverageMask {
        mask.legible(closingNotches: !hasCellForm(variant))
    }
}
