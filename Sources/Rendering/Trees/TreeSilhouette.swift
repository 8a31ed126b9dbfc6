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

    /// The silhouette filled into a `size` × `size` coverage mask.
    package func mask(size: Int) -> CoverageMask {
        shape.mask(size: size, box: Self.boxSize)
    }

    /// The mask of form `variant` at `size`: baked into the binary at build time for the sizes
    /// pictures use (see ``BakedSilhouettes``), so that drawing the tree of `status` reads no
    /// SVG at all; any other size is filled now. Either way small sizes are made legible
    /// (`CoverageMask.legible`): solid, without speckles, standing on an unbroken trunk.
    package static func mask(variant index: Int, size: Int) -> CoverageMask {
        let form = ((index % variantCount) + variantCount) % variantCount
        return BakedSilhouettes.mask(variant: form, size: size) ?? variant(form).mask(size: size).legible()
    }
}
