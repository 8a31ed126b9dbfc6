import Domain
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where every tree and star of a forest goes, in pixels of the whole canvas.
///
/// Shared by the terminal picture, the walk and the SVG, so that all show the same forest.
///
/// Depth is age. Trees stand on ridges (``ForestLand``), the newest on the nearest ridge at the
/// foot of the canvas, older ones a ridge farther back for every few newer trees, so a tree
/// only ever recedes: up the land, smaller (``DepthLayer``) and deeper in the haze. Nothing is
/// dropped. On its ridge a tree takes the best of a few seeded places: the one with most room
/// beside the trees near it, counting a neighbour of the same earth tone as nearer still, so
/// that trees read one by one and two of a tone never melt into one shape.
///
/// Stars, one for each established fast, are placed independently of the trees in the sky
/// above the farthest land, within the upper 40 % of the canvas, each in a cell of its own.
struct ForestLayout {
    struct Tree {
        let seed: TreeSeed
        let kind: TreeKind
        let layer: Int
        let ridge: Int
        /// Left edge and top of the tree's square box; `size` is its side.
        let left: Double
        let top: Double
        let size: Double
        /// How far into the haze the tree is, 0...1.
        let haze: Double
        /// The earth tone's index; nil for an incomplete tree, which stays grey.
        let toneIndex: Int?

        var tone: Palette.EarthTone? { toneIndex.map(Palette.earthTone) }

        var ground: Double { top + size * TreeSilhouette.groundLine }
        var centre: Double { left + size / 2 }
    }

    struct Star: Hashable {
        /// The star's cell on the whole canvas.
        let column: Int
        let row: Int
        /// 1 for the newest star; older ones recede toward 0.45.
        let brightness: Double
        /// A faint tint of its own, warm or cool, −1...1.
        let tint: Double

        var isBright: Bool { brightness >= 0.8 }
    }

    let geometry: ForestGeometry
    let land: ForestLand
    /// Far to near: the order they are painted in.
    let trees: [Tree]
    /// Newest first.
    let stars: [Star]
    /// For each ridge, the highest pixel reached by a tree standing on it or on any ridge in
    /// front of it (infinity where none stands): what a window needs to leave whole.
    let highestTreeFrom: [Double]
    /// The lowest row of the stars' layer that holds a star (0 when there is none).
    let lowestStarRow: Int

    var width: Double { Double(geometry.columns) }
    var height: Double { Double(geometry.pixelHeight) }

    init(entries: [ForestEntry], geometry: ForestGeometry) {
        self.geometry = geometry
        let land = ForestLand(geometry: geometry)
        self.land = land
        // A total order (time, then id bytes), so any order of input gives the same forest.
        func time(_ e: ForestEntry) -> Double {
            let t = e.ended.timeIntervalSinceReferenceDate
            return t.isNaN ? -.infinity : t
        }
        let newestFirst = entries.sorted { a, b in
            time(a) != time(b) ? time(a) > time(b)
                : StableHash.bytes(of: b.id).lexicographicallyPrecedes(StableHash.bytes(of: a.id))
        }
        let n = newestFirst.count
        var byRidge = Array(repeating: [(entry: ForestEntry, seed: TreeSeed)](), count: land.count)
        for (rank, entry) in newestFirst.enumerated() {
            let ridge = land.count - 1 - min(land.count - 1, rank * land.count / max(n, 1))
            byRidge[ridge].append((entry, TreeSeed(id: entry.id)))
        }
        var trees: [Tree] = []
        trees.reserveCapacity(n)
        // The trees of the two ridges behind: a tree keeps clear of their trunks, so none
        // seems to stand on another.
        var previous: [[Neighbour]] = []
        for ridge in 0..<land.count where !byRidge[ridge].isEmpty {
            // Oldest first, so that a newer tree on the same ridge never moves an older one.
            let placed = Self.place(
                byRidge[ridge].reversed(), ridge: ridge, land: land, geometry: geometry, behind: previous, alone: n == 1)
            trees.append(contentsOf: placed.sorted { $0.ground < $1.ground })
            previous = Array((previous + [placed.map(Neighbour.init)]).suffix(2))
        }
        self.trees = trees
        var highest = Array(repeating: Double.infinity, count: land.count)
        for tree in trees { highest[tree.ridge] = min(highest[tree.ridge], tree.top) }
        for ridge in stride(from: land.count - 2, through: 0, by: -1) { highest[ridge] = min(highest[ridge], highest[ridge + 1]) }
        highestTreeFrom = highest
        stars = Self.stars(newestFirst.filter { $0.kind == .established }.map { TreeSeed(id: $0.id) }, geometry: geometry, land: land)
        lowestStarRow = stars.map(\.row).max() ?? 0
    }

    /// The farthest ridge a window drawn as a landscape shows, when its top is pixel row `top`
    /// of the canvas and its sky should reach down to pixel row `horizon`: the first ridge whose
    /// crest lies wholly below that line and whose trees, and the trees of every ridge in front,
    /// stand whole below the window's top. 0 when the canvas's own sky already fills the window's.
    func farthestRidge(inWindowFrom top: Double, skyDownTo horizon: Double) -> Int {
        var (lo, hi) = (0, land.count - 1)
        while lo < hi {
            let mid = (lo + hi) / 2
            if land.baselines[mid] - land.amplitude >= horizon, highestTreeFrom[mid] >= top { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// One star for each seed (newest first), in cells of their own.
    private static func stars(_ seeds: [TreeSeed], geometry: ForestGeometry, land: ForestLand) -> [Star] {
        guard !seeds.isEmpty else { return [] }
        let columns = geometry.columns
        // Above the farthest crest and the crowns of the smallest trees standing on it.
        let floor = geometry.horizon - land.amplitude - geometry.treeSide(layer: 2) - 2
        let lowest = max(2, (min(Int(Double(geometry.pixelHeight) * 0.4), Int(floor)) - 1) / 2)
        let highest = min(1, lowest)
        let rows = max(1, lowest - highest + 1)
        var taken = Array(repeating: false, count: rows * columns)
        func free(_ c: Int, _ r: Int, spacing: Int) -> Bool {
            guard c >= 1, c < columns - 1, r >= 0, r < rows, !taken[r * columns + c] else { return false }
            guard spacing > 0 else { return true }
            for dr in -spacing...spacing {
                for dc in -spacing...spacing where r + dr >= 0 && r + dr < rows && c + dc >= 0 && c + dc < columns {
                    if taken[(r + dr) * columns + c + dc] { return false }
                }
            }
            return true
        }
        var stars: [Star] = []
        stars.reserveCapacity(seeds.count)
        let count = seeds.count
        for (rank, seed) in seeds.enumerated() {
            // A column in from each edge, so no star is cut by the picture's side.
            let wanted = (c: 1 + min(columns - 3, Int(seed.unit(.starX) * Double(columns - 2))), r: min(rows - 1, Int(seed.unit(.starY) * Double(rows))))
            var cell: (c: Int, r: Int)?
            // Its own place if it is clear; else the nearest clear place, in rings around it.
            search: for spacing in [1, 0] {
                for radius in 0...max(columns, rows) {
                    for dr in -radius...radius {
                        for dc in [-radius, radius] + (abs(dr) == radius && radius > 0 ? Array(-radius + 1..<radius) : []) {
                            if free(wanted.c + dc, wanted.r + dr, spacing: spacing) {
                                cell = (wanted.c + dc, wanted.r + dr)
                                break search
                            }
                        }
                    }
                }
            }
            // The sky holds far more cells than stars (the canvas grows a step per tree), so a
            // place is always found; were it not, no cell would be shared.
            guard let cell else { continue }
            taken[cell.r * columns + cell.c] = true
            let age = count > 1 ? Double(rank) / Double(count - 1) : 0
            let brightness = max(0.45, 1 - 0.55 * pow(age, 0.6))
            stars.append(Star(column: cell.c, row: highest + cell.r, brightness: brightness, tint: seed.unit(.star) * 2 - 1))
        }
        return stars
    }
}
