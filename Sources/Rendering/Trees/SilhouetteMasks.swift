import Geometry

/// Silhouette masks by form and size, each rasterised once per picture.
///
/// A forest of thousands of trees uses only a handful of sizes, so filling each
/// (variant, size) pair once and copying it for every tree keeps drawing cheap. It is a plain
/// value owned by one rendering call: nothing is shared between threads.
struct SilhouetteMasks {
    private var cache: [Key: CoverageMask] = [:]

    private struct Key: Hashable {
        let variant: Int
        let size: Int
    }

    mutating func mask(variant: Int, size: Int) -> CoverageMask {
        let key = Key(variant: variant, size: size)
        if let cached = cache[key] { return cached }
        let mask = TreeSilhouette.mask(variant: variant, size: size)
        cache[key] = mask
        return mask
    }
}
