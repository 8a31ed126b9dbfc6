import Geometry

/// Tree masks filled at build time and compiled into the binary.
///
/// Reading a tree's SVG path and filling it cost `status` more than everything else it does,
/// on every run, for a picture that never changes. The `BakeSilhouettes` build plugin fills
/// every form at the sizes pictures use with the same code (`SVGShape`) and writes them as
/// text (`CoverageMask.bakedText`) into `BakedSilhouettes+Masks.swift`; tests check that
/// each baked mask equals the one filled at run time, bit for bit.
package enum BakedSilhouettes {
    /// The mask of form `variant` at `size`, when it was baked.
    package static func mask(variant: Int, size: Int) -> CoverageMask? {
        guard let text = text(variant: variant, size: size) else { return nil }
        return text.withUTF8Buffer { CoverageMask(bakedText: $0, width: size, height: size) }
    }
}
