import Domain

/// Where on its ridge each tree stands: the best of a few seeded places, weighed against the
/// trees of its own ridge and of the two behind (see ``ForestLayout``).
extension ForestLayout {
    /// How many seeded places a tree considers.
    private static let candidates = 16

    /// A tree already standing, as much of it as placement weighs.
    struct Neighbour {
        let centre: Double
        let size: Double
        let ground: Double
        /// The earth tone's index; −1 for an incomplete tree, which shares no tone.
        let tone: Int

        init(_ tree: Tree) {
            centre = tree.centre
            size = tree.size
            ground = tree.ground
            tone = tree.toneIndex ?? -1
        }
    }

    static func place(
        _ members: ReversedCollection<[(entry: ForestEntry, seed: TreeSeed)]>, ridge: Int, land: ForestLand,
        geometry: ForestGeometry, behind: [[Neighbour]], alone: Bool
    ) -> [Tree] {
        let width = Double(geometry.columns)
        let nearness = land.nearness(ridge)
        let crestLine = land.crest(ridge)
        // The trees behind, each with how much of its size counts as hidden at the least: 0.1 on
        // the ridge just behind, 0.5 two back (the order they are weighed in changes nothing).
        let behind = behind.reversed().enumerated().flatMap { back, trees in trees.map { (least: back == 0 ? 0.1 : 0.5, tree: $0) } }
        var placed: [Tree] = []
        placed.reserveCapacity(members.count)
        var neighbours: [Neighbour] = []
        neighbours.reserveCapacity(members.count)
        for (entry, seed) in members {
            let layer = DepthLayer.layer(nearness: nearness, jitter: seed.unit(.depth))
            let size = geometry.treeSide(layer: layer)
            let tone = entry.kind == .established ? seed.tone : nil
            let toneIndex = tone ?? -1
            var best = (centre: width / 2, room: -Double.infinity)
            let lift = seed.unit(.y) * geometry.ridgeSpacing * 0.12
            // The lowest and highest this tree's foot can stand anywhere on the ridge (a little
            // wider than the wave, so rounding never narrows it).
            let lowest = crestLine.baseline - crestLine.amplitude * 1.01 - 1e-9 + lift
            let highest = crestLine.baseline + crestLine.amplitude * 1.01 + 1e-9 + lift
            func consider(_ centre: Double) {
                // A place is taken only for more room than the best so far, and room only
                // shrinks as trees are looked at: once it is no more, the rest need not be.
                var room = Double.infinity
                for other in neighbours {
                    room = min(room, Self.room(centre, size, toneIndex, other))
                    if room <= best.room { return }
                }
                guard !behind.isEmpty else {
                    if room > best.room { best = (centre, room) }
                    return
                }
                // The ridges behind are partly hidden by this one: keep clear of their trunks.
                // The farther back, the more of a tree this one's ridge already hides: by its
                // ridge, and by how far above this tree's foot its own stands here (the crests
                // wave, so a tree just behind may stand nearly level with this one, or well above).
                // At most 0.6 of its size is hidden: a place with too little room even so is
                // passed by before the crest under it is worked out.
                for (_, other) in behind {
                    room = min(room, Self.room(centre, size, toneIndex, other) + other.size * 0.6)
                    if room <= best.room { return }
                }
                // Where the foot's height cannot change how much is hidden, the crest is not needed.
                var ground: Double?
                for (least, other) in behind {
                    let low = min(max((lowest - other.ground) / size, least), 0.6)
                    let high = min(max((highest - other.ground) / size, least), 0.6)
                    var above = low
                    if low != high {
                        let here = ground ?? crestLine.at(centre) + lift
                        ground = here
                        above = min(max((here - other.ground) / size, least), 0.6)
                    }
                    room = min(room, Self.room(centre, size, toneIndex, other) + other.size * Self.shown(above, least: least))
                    if room <= best.room { return }
                }
                if room > best.room { best = (centre, room) }
            }
            if !alone {
                for k in 0..<candidates { consider(size / 2 + seed.unit(.x, k) * max(0, width - size)) }
                // None of the seeded places has room (large trees in a small window): every
                // place along the ridge, a quarter of a tree apart, so the tree takes the widest
                // gap there is rather than the least crowded of a few.
                if best.room < 0 {
                    let stride = max(1, (size / 4).rounded(.down))
                    var centre = size / 2
                    while centre <= width - size / 2 {
                        consider(centre)
                        centre += stride
                    }
                }
            }
            let ground = crestLine.at(best.centre) + lift
            let tree = Tree(
                seed: seed, kind: entry.kind, layer: layer, ridge: ridge,
                left: (best.centre - size / 2).rounded(), top: (ground - size * TreeSilhouette.groundLine).rounded(),
                size: size, haze: DepthLayer.haze(layer: layer, nearness: nearness),
                toneIndex: tone)
            placed.append(tree)
            neighbours.append(Neighbour(tree))
        }
        return placed
    }

    /// How much of a tree on the ridge just behind (`least` 0.1) shows above one standing
    /// `above` of its size lower: a crown only a row or two higher shows as a rim, and the two
    /// read as one shape (a pair at 1,000 fasts in 60 × 20, 4 pixels apart, did), so a small
    /// lift counts for less than its height. Two ridges back (`least` 0.5), as it is.
    private static func shown(_ above: Double, least: Double) -> Double {
        least < 0.5 ? above * above / 0.6 : above
    }

    /// The open space between a tree at `centre` and `other`: the gap between their crowns,
    /// counted as half as much when they share an earth tone.
    private static func room(_ centre: Double, _ size: Double, _ tone: Int, _ other: Neighbour) -> Double {
        let gap = abs(other.centre - centre) - 0.42 * (size + other.size)
        return tone >= 0 && tone == other.tone ? gap - 0.5 * size : gap
    }
}
