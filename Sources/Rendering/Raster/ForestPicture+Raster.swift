#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension ForestPicture {
    /// The scene at `pixelWidth` × `pixelHeight`, anti-aliased: the sky by rows, each ridge's
    /// land from its crest down (its crest's edge weighted by how much of a pixel it covers), the
    /// trees from their full paths, cut by the land in front of them, and the stars.
    /// `forCells`: the trees in their drawings for cells, for the raster cells are chosen from.
    package func raster(pixelWidth: Int, pixelHeight: Int, stars drawsStars: Bool = true, forCells: Bool = false) -> Raster {
        var raster = Raster(width: pixelWidth, height: pixelHeight)
        guard raster.width > 0, raster.height > 0, width > 0, height > 0 else { return raster }
        let sx = Double(raster.width) / Double(width), sy = Double(raster.height) / Double(height)
        for y in 0..<raster.height { raster.fillRow(y, with: sky(atRow: (Double(y) + 0.5) / sy)) }
        let crests = paintLand(on: &raster, sx: sx, sy: sy)
        var shapes = RasterShapes()
        for tree in trees {
            let w = max(1, Int((tree.size * sx).rounded())), h = max(1, Int((tree.size * sy).rounded()))
            let mask = shapes.tree(variant: tree.variant, width: w, height: h, cells: forCells ? Int(tree.size.rounded()) : nil)
            let nearer = tree.ridge + 1 - ridges.lowerBound
            let clip: ((Int, Int) -> Float)? = nearer < crests.count ? { x, y in
                guard x >= 0, x < crests[nearer].count else { return 1 }
                return min(max(crests[nearer][x] - Float(y), 0), 1)
            } : nil
            RasterShapes.paint(mask, on: &raster, left: Int((tree.left * sx).rounded()), top: Int((tree.top * sy).rounded()), clip: clip) {
                tree.colour(at: $0, dusk: dusk)
            }
        }
        let scale = min(sx, sy)
        for star in stars where drawsStars {
            if star.bright {
                RasterShapes.star(on: &raster, cx: star.x * sx, cy: star.y * sy, radius: 0.75 * scale, colour: star.colour, light: 1)
            } else {
                RasterShapes.dot(on: &raster, cx: star.x * sx, cy: star.y * sy, radius: 0.17 * scale, colour: star.colour, light: 1)
            }
        }
        return raster
    }

    /// Sets every pixel of `canvas` (a pixel to a canvas pixel) to the mean of the scene's raster
    /// over it, drawn at 4 × 4 samples a pixel: the cells' picture is then this scene with
    /// anti-aliased edges, not a threshold of it. Stars are left to the cells' own glyphs.
    ///
    /// The cells' own legible masks keep a small tree's trunk and branches whole where a pure
    /// mean would thin them to a ghost; each half cell is the two mixed, ``coverageShare`` of
    /// the mean, so edges are soft and small trees still read as their kind.
    func supersample(into canvas: inout PixelCanvas, samples: Int = 4) {
        guard canvas.width == width, canvas.height == height else { return }
        let fine = raster(pixelWidth: width * samples, pixelHeight: height * samples, stars: false, forCells: true)
        for y in 0..<height {
            for x in 0..<width {
                let mean = fine.blockMean(x: x * samples, y: y * samples, side: samples)
                canvas.set(x: x, y: y, colour: canvas.colour(x: x, y: y).mixed(with: mean, Self.coverageShare), ink: nil)
            }
        }
        if samples == CellSamples.across { canvas.samples = CellSamples(raster: fine, column: 0, row: 0) }
    }

    static let coverageShare = 0.6

    /// Paints the land and returns each shown ridge's crest per raster column, in raster rows.
    private func paintLand(on raster: inout Raster, sx: Double, sy: Double) -> [[Float]] {
        guard !ridges.isEmpty else { return [] }
        let count = ridges.count
        var crests = Array(repeating: [Float](repeating: 0, count: raster.width), count: count)
        for x in 0..<raster.width {
            let cx = (Double(x) + 0.5) / sx + left
            for k in 0..<count { crests[k][x] = Float((land.crest(ridges.lowerBound + k, x: cx) - top) * sy) }
        }
        // Each ridge's land in steps of depth below its crest, mixed once.
        let steps = 48
        let ramps = (0..<count).map { k in (0...steps).map { landColour(ridges.lowerBound + k, depth: Double($0) / Double(steps)) } }
        let spacing = Float(max(ridgeSpacing, 1) * sy)
        for x in 0..<raster.width {
            var k = -1
            for y in 0..<raster.height {
                let fy = Float(y)
                while k + 1 < count, crests[k + 1][x] <= fy { k += 1 }
                var colour: RGB?
                if k >= 0 {
                    let depth = min(max((fy + 0.5 - crests[k][x]) / spacing, 0), 1)
                    colour = ramps[k][Int(depth * Float(steps) + 0.5)]
                }
                // A crest crossing this pixel covers the part of it below the crest.
                if k + 1 < count, crests[k + 1][x] < fy + 1 {
                    let coverage = fy + 1 - crests[k + 1][x]
                    let below = ramps[k + 1][0]
                    colour = (colour ?? raster[x, y]).mixed(with: below, Double(coverage))
                }
                if let colour { raster.set(x: x, y: y, colour) }
            }
        }
        return crests
    }
}
