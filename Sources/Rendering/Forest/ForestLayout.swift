import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where every tree and star of a forest goes, in abstract canvas units.
///
/// Shared by the terminal picture and the SVG so that both show the same forest.
///
/// Depth is age. The newest tree always stands in front; every other tree takes a seeded
/// starting depth somewhere in the three near layers (so even a small forest has depth), and
/// moves one layer back for every ``recessionStep(width:treeSize:)`` newer trees. A tree
/// therefore only ever recedes, never jumps forward, and the near forest always holds roughly
/// the latest hundred trees while older ones gather, small and faint, in the two far layers.
/// Nothing is dropped.
///
/// Within its layer a tree stands on or just below the layer's ridge (``DepthLayer/ridge``),
/// at the best of a few seeded places: the one farthest from the trees already standing there,
/// so that groves spread out instead of clumping.
struct ForestLayout {
    struct Tree {
        let seed: TreeSeed
        let kind: TreeKind
        let layer: Int
        /// Left edge and top of the tree's square box; `size` is its side.
        let left: Double
        let top: Double
        let size: Double
        /// Opacity within its layer: 1 for established trees, about 30 % for incomplete ones.
        let presence: Double
        let tone: Palette.EarthTone?

        var ground: Double { top + size * TreeSilhouette.groundLine }
    }

    struct Star {
        let x: Double
        let y: Double
        let layer: Int
        let brightness: Double
    }

    let width: Double
    let height: Double
    /// Back to front: far layers first, and within a layer, higher (farther) trees first.
    let trees: [Tree]
    /// Newest first, so the newest stars win the clearest places in the sky.
    let stars: [Star]
    /// The layers that hold at least one tree, far to near; only these draw their land.
    let occupiedLayers: [Int]

    /// - Parameter treeSize: the side of a foreground tree's box.
    init(entries: [ForestEntry], width: Double, height: Double, treeSize: Double) {
        self.width = width
        self.height = height
        // A total order (time, then id bytes), so any order of input gives the same forest.
        func time(_ e: ForestEntry) -> Double {
            let t = e.ended.timeIntervalSinceReferenceDate
            return t.isNaN ? -.infinity : t
        }
        let newestFirst = entries.sorted { a, b in
            time(a) != time(b) ? time(a) > time(b)
                : StableHash.bytes(of: b.id).lexicographicallyPrecedes(StableHash.bytes(of: a.id))
        }
        let step = Self.recessionStep(width: width, treeSize: treeSize)
        var layers = Array(repeating: [(entry: ForestEntry, seed: TreeSeed)](), count: DepthLayer.all.count)
        var layerOfStar: [(seed: TreeSeed, layer: Int)] = []
        for (rank, entry) in newestFirst.enumerated() {
            let seed = TreeSeed(id: entry.id)
            let start = rank == 0 ? 0 : 3 * seed.unit(.depth)
            let layer = min(DepthLayer.all.count - 1, Int(start + Double(rank) / step))
            layers[layer].append((entry, seed))
            if entry.kind == .established { layerOfStar.append((seed, layer)) }
        }
        let occupied = layers.indices.reversed().filter { !layers[$0].isEmpty }
        occupiedLayers = occupied
        // Stars keep to the upper 40 % and to the sky above the farthest land, so none is hidden.
        stars = layerOfStar.map { seed, layer in
            let x = seed.unit(.starX) * width
            let land = occupied.map { DepthLayer.ridge(layer: $0, x: x, width: width, height: height) }.min() ?? height
            let ceiling = max(0, min(height * 0.4, land - height * 0.05))
            return Star(x: x, y: seed.unit(.starY) * ceiling, layer: layer, brightness: DepthLayer.at(layer).starBrightness)
        }
        var trees: [Tree] = []
        trees.reserveCapacity(entries.count)
        for (index, members) in layers.enumerated().reversed() where !members.isEmpty {
            // Oldest first, so that a new tree never moves the ones already standing.
            let placed = Self.place(
                members.reversed(), layer: index, width: width, height: height, treeSize: treeSize,
                alone: entries.count == 1)
            trees.append(contentsOf: placed.sorted { $0.ground < $1.ground })
        }
        self.trees = trees
    }

    /// How many newer trees push a tree one layer back: about four foreground widths' worth.
    static func recessionStep(width: Double, treeSize: Double) -> Double {
        max(6, 4 * width / max(treeSize, 1))
    }

    /// How many seeded places a tree of a near layer considers; the far layers take their first.
    private static let candidates = 4

    private static func place(
        _ members: ReversedCollection<[(entry: ForestEntry, seed: TreeSeed)]>, layer index: Int,
        width: Double, height: Double, treeSize: Double, alone: Bool
    ) -> [Tree] {
        let layer = DepthLayer.at(index)
        let size = treeSize * layer.scale
        let tries = index <= 3 ? candidates : 1
        var centres: [Double] = []
        var trees: [Tree] = []
        for (entry, seed) in members {
            var best = (centre: width / 2, room: -1.0)
            if !alone, tries == 1 {
                best.centre = size / 2 + seed.unit(.x) * max(0, width - size)
            } else if !alone {
                for k in 0..<tries {
                    let centre = size / 2 + seed.unit(.x, k) * max(0, width - size)
                    let room = centres.reduce(Double.infinity) { min($0, abs($1 - centre)) }
                    if room > best.room { best = (centre, room) }
                }
            }
            centres.append(best.centre)
            let crest = DepthLayer.ridge(layer: index, x: best.centre, width: width, height: height)
            let ground = crest + seed.unit(.y) * layer.standDepth * height
            let established = entry.kind == .established
            trees.append(Tree(
                seed: seed, kind: entry.kind, layer: index,
                left: best.centre - size / 2, top: ground - size * TreeSilhouette.groundLine, size: size,
                presence: established ? 1 : TreePresence.incomplete,
                tone: established ? Palette.earthTone(seed.tone) : nil))
        }
        return trees
    }
}
