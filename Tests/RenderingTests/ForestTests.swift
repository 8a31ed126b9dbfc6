import Domain
import Foundation
import Testing
@testable import Rendering

@Suite struct ForestTests {
    @Test func tinyForestWithoutColour() {
        let picture = Forest(entries: ForestFixtures.tiny).render(PictureStyle(width: 40, depth: .none))
        #expect(picture == Self.tinyGolden)
    }

    @Test func sameForestEveryTimeWhateverTheOrder() {
        let entries = ForestFixtures.generated(60)
        let style = PictureStyle(width: 90, depth: .trueColour)
        let first = Forest(entries: entries).render(style)
        #expect(Forest(entries: entries).render(style) == first)
        #expect(Forest(entries: entries.reversed()).render(style) == first)
        var shuffled = entries
        shuffled.swapAt(3, 41)
        shuffled.swapAt(0, 59)
        #expect(Forest(entries: shuffled).render(style) == first)
    }

    @Test(arguments: [40, 80, 200])
    func everyLineFitsTheWidth(_ width: Int) {
        let forest = Forest(entries: ForestFixtures.generated(30), inscription: "Consider how they grow.")
        let coloured = forest.render(PictureStyle(width: width, depth: .trueColour)).split(separator: "\n")
        #expect(coloured.allSatisfy { ForestFixtures.visible($0).count == width })
        let plain = forest.render(PictureStyle(width: width, depth: .none)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(plain.count == coloured.count)
        #expect(plain.allSatisfy { $0.count <= width && !$0.hasSuffix(" ") })
        #expect(plain.last.map { $0.trimmingCharacters(in: .whitespaces) } == "Consider how they grow.")
    }

    @Test func emptyForestSaysWhereItGrows() throws {
        let picture = Forest(entries: []).render(PictureStyle(width: 60, depth: .none))
        let lines = picture.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.first { $0.contains("Your forest grows here.") })
        let indent = line.prefix { $0 == " " }.count
        #expect(abs(indent * 2 + "Your forest grows here.".count - 60) <= 1)
        #expect(!picture.contains("█") && !picture.contains("░"))
        #expect(picture.contains("·") || picture.contains("✦"))
        let other = Forest(entries: [], emptyMessage: "Soon.").render(PictureStyle(width: 60, depth: .none))
        #expect(other.contains("Soon.") && !other.contains("forest"))
    }

    @Test func incompleteTreesHaveNoStar() {
        let entries = ForestFixtures.generated(40).map { ForestEntry(id: $0.id, ended: $0.ended, kind: .incomplete) }
        let picture = Forest(entries: entries).render(PictureStyle(width: 80, depth: .none))
        #expect(!picture.contains("✦") && !picture.contains("·"))
        #expect(picture.contains("░"))
        #expect(!picture.contains("█") && !picture.contains("▓"))
    }

    @Test func establishedTreesBringStars() {
        let picture = Forest(entries: ForestFixtures.tiny).renderAll(PictureStyle(width: 80, depth: .none))
        #expect(picture.filter { $0 == "✦" || $0 == "·" }.count == 2)
    }

    /// However many fasts, each has a star of its own: none culled, none sharing a cell, all in
    /// the sky above the land, in the upper 40 % of the canvas.
    @Test(arguments: [(30, 40), (300, 80), (3000, 40), (3000, 200)])
    func oneStarPerCompletedFastInACellOfItsOwn(_ count: Int, _ width: Int) {
        let entries = ForestFixtures.generated(count)
        let established = entries.filter { $0.kind == .established }.count
        let layout = Forest(entries: entries).layout(columns: width, viewRows: 24)
        #expect(layout.stars.count == established)
        #expect(Set(layout.stars.map { [$0.column, $0.row] }).count == established)
        #expect(layout.stars.allSatisfy { $0.row >= 1 && Double($0.row * 2 + 1) <= layout.height * 0.4 })
        #expect(layout.stars.allSatisfy { Double($0.row * 2 + 2) < layout.geometry.horizon - layout.land.amplitude })
        if count <= 300 {
            let picture = Forest(entries: entries).renderAll(PictureStyle(width: width, depth: .none))
            #expect(picture.filter { $0 == "✦" || $0 == "·" }.count == established)
        }
        // Older stars recede: the newest is the brightest, the oldest still there.
        #expect(layout.stars.first?.brightness == 1)
        #expect(layout.stars.allSatisfy { $0.brightness >= 0.45 })
    }

    /// The canvas grows as the seeds say: max(1.5 × view, a step per tree + 0.5 × view).
    @Test(arguments: [0, 1, 5, 30, 300, 3000])
    func theCanvasGrowsWithTheTrees(_ count: Int) {
        let geometry = ForestGeometry(columns: 80, viewRows: 24, treeCount: count)
        let expected = max(1.5 * 48, Double(count) * geometry.step + 0.5 * 48)
        #expect(abs(Double(geometry.pixelHeight) - expected) <= 2)
        let all = Forest(entries: ForestFixtures.generated(count)).renderAll(PictureStyle(width: 80, depth: .trueColour))
        #expect(all.split(separator: "\n").count == geometry.pixelHeight / 2)
        let fits = Forest(entries: ForestFixtures.generated(count)).render(PictureStyle(width: 80, depth: .trueColour), height: 24)
        #expect(fits.split(separator: "\n").count == 24)
    }

    /// However many trees, the window `forest` shows is a landscape under the dusk: its top rows
    /// are sky (no land, the night above the glow, stars of the forest), its bottom rows hold the
    /// newest trees, and no tree is cut by its top edge.
    @Test(arguments: [30, 300, 3000], [40, 80, 120, 200])
    func theWindowShownIsALandscapeUnderTheSky(_ count: Int, _ width: Int) throws {
        let forest = Forest(entries: ForestFixtures.generated(count))
        for height in [12, 24, 40] {
            let walk = ForestWalk(forest, style: PictureStyle(width: width, depth: .trueColour), height: height)
            let top = walk.rows.upperBound
            let scene = walk.scene(top: top, left: 0, height: walk.height)
            let canvas = scene.canvas
            let pixels = canvas.height
            #expect(pixels == walk.height * 2)
            // The upper part is open sky: no land at all, and hardly any trees.
            let skyPixels = Int(Double(pixels) * ForestWalk.skyShare * 0.75)
            var inked = 0
            for y in 0..<skyPixels {
                for x in 0..<canvas.width {
                    #expect(!canvas.isLand(x: x, y: y), "land at \(x), \(y)")
                    if canvas.ink(x: x, y: y) != .none { inked += 1 }
                }
            }
            #expect(Double(inked) < Double(skyPixels * canvas.width) * 0.35)
            #expect(scene.horizon >= Double(pixels) * ForestWalk.skyShare && scene.horizon < Double(pixels) * 0.7)
            // The glow at the horizon, the night above it.
            let night = forest.dusk.sky(at: 1), glow = forest.dusk.sky(at: 0)
            func distance(_ a: RGB, _ b: RGB) -> Int { abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b)) }
            let topColour = canvas.colour(x: 0, y: 0)
            let glowColour = canvas.colour(x: 0, y: Int(scene.horizon) - 2)
            if canvas.ink(x: 0, y: 0) == .none { #expect(distance(topColour, night) < distance(topColour, glow)) }
            if canvas.ink(x: 0, y: Int(scene.horizon) - 2) == .none, !canvas.isLand(x: 0, y: Int(scene.horizon) - 2) {
                #expect(distance(glowColour, glow) < distance(glowColour, night))
            }
            // Stars of the forest shine in that sky, above the horizon.
            var stars = 0
            for row in 0..<scene.overlay.rows {
                for column in 0..<scene.overlay.columns {
                    guard case .star = scene.overlay[column, row]?.kind else { continue }
                    stars += 1
                    #expect(Double(row * 2 + 1) < scene.horizon + walk.layout.land.amplitude * 2)
                }
            }
            if height >= 24 { #expect(stars > 0) }
            #expect(stars <= walk.layout.stars.count)
            // The bottom rows hold the newest trees, standing whole.
            var treeInk = 0
            for y in pixels * 2 / 3..<pixels {
                for x in 0..<canvas.width where canvas.ink(x: x, y: y) != .none { treeInk += 1 }
            }
            #expect(treeInk > 0)
            let newest = try #require(walk.layout.trees.max { $0.ground < $1.ground })
            #expect(newest.ridge >= scene.farthest && newest.top >= Double(top * 2))
            for tree in walk.layout.trees where tree.ridge >= scene.farthest && tree.top + tree.size > Double(top * 2) {
                #expect(tree.top >= Double(top * 2))
            }
        }
    }

    /// Trees stand apart: no two share most of their box, and two of one tone never overlap much.
    @Test(arguments: [30, 300])
    func treesStandApart(_ count: Int) {
        let layout = Forest(entries: ForestFixtures.generated(count)).layout(columns: 80, viewRows: 24)
        #expect(layout.trees.count == count)
        for (i, a) in layout.trees.enumerated() {
            for b in layout.trees[(i + 1)...] where abs(a.ground - b.ground) < min(a.size, b.size) * 0.5 {
                let overlap = max(0, min(a.left + a.size, b.left + b.size) - max(a.left, b.left))
                #expect(overlap < min(a.size, b.size) * 0.75)
                if a.toneIndex != nil, a.toneIndex == b.toneIndex, abs(a.ground - b.ground) < 2 {
                    #expect(overlap < min(a.size, b.size) * 0.5)
                }
            }
        }
        // Every tree is solid and only ever recedes with age: farther ridges, more haze.
        #expect(layout.trees.allSatisfy { $0.haze >= 0 && $0.haze <= 0.8 })
        let newest = layout.trees.max { $0.ground < $1.ground }
        #expect(newest?.layer == 0)
    }

    @Test(arguments: [0, 3, 30])
    func noEscapesWithoutColour(_ count: Int) {
        let picture = Forest(entries: ForestFixtures.generated(count), inscription: "Consider how they grow.")
            .render(PictureStyle(width: 64, depth: .none))
        #expect(!picture.contains("\u{1B}"))
    }

    @Test(arguments: [ColourDepth.trueColour, .ansi256, .none])
    func asciiModeIsPureAscii(_ depth: ColourDepth) {
        let forest = Forest(entries: ForestFixtures.generated(30), inscription: "Consider — “how” they grow… ✦ é")
        let picture = forest.render(PictureStyle(width: 70, depth: depth, glyphs: .ascii))
        #expect(picture.utf8.allSatisfy { $0 < 0x80 })
        #expect(ForestFixtures.visible(Substring(picture)).contains("Consider - \"how\" they grow... ? ?"))
        let empty = Forest(entries: [], emptyMessage: "Ton forêt…").render(PictureStyle(width: 40, depth: depth, glyphs: .ascii))
        #expect(empty.utf8.allSatisfy { $0 < 0x80 })
    }

    @Test func twoHundredFiftySixColoursUseThePalette() {
        let picture = Forest(entries: ForestFixtures.tiny).render(PictureStyle(width: 40, depth: .ansi256))
        #expect(picture.contains("\u{1B}[38;5;") && picture.contains("48;5;"))
        #expect(!picture.contains("38;2;") && !picture.contains("48;2;"))
    }

    @Test func wordsCannotBreakThePicture() {
        let picture = Forest(entries: [], emptyMessage: "a\u{1B}[31mb\nc\td")
            .render(PictureStyle(width: 40, depth: .none))
        #expect(!picture.contains("\u{1B}") && !picture.contains("\t"))
    }

    @Test func tenYearsOfFastsFitTheTerminal() {
        let entries = ForestFixtures.generated(3650)
        for height in [12, 24, 50] {
            let picture = Forest(entries: entries).render(PictureStyle(width: 80, depth: .trueColour), height: height)
            #expect(picture.split(separator: "\n", omittingEmptySubsequences: false).count == height)
        }
    }

    @Test(arguments: [-5, 0, 19, 401, 100_000])
    func unusableWidthsAreClamped(_ width: Int) {
        let lines = Forest(entries: ForestFixtures.tiny).render(PictureStyle(width: width, depth: .trueColour)).split(separator: "\n")
        let expected = min(max(width, 20), 400)
        #expect(lines.allSatisfy { ForestFixtures.visible($0).count == expected })
    }

    @Test func oddDatesAndRepeatedIdsAreDrawnCalmly() {
        let id = ForestFixtures.id("6F9619FF-8B86-D011-B42D-00C04FC964FF")
        let odd = [
            ForestEntry(id: id, ended: Date(timeIntervalSinceReferenceDate: .nan), kind: .established),
            ForestEntry(id: id, ended: .distantFuture, kind: .established),
            ForestEntry(id: id, ended: .distantPast, kind: .incomplete),
            ForestEntry(id: id, ended: Date(timeIntervalSinceReferenceDate: .infinity), kind: .established),
        ]
        let style = PictureStyle(width: 50, depth: .trueColour)
        #expect(Forest(entries: odd).render(style) == Forest(entries: odd.reversed()).render(style))
        #expect(!Forest(entries: odd).pictureOfAll(columns: 100, viewRows: 30).svg(pixelWidth: 1200, pixelHeight: 600).contains("nan"))
    }

    static let tinyGolden = """

                                             ✦



         ·




                                   ▒▒▒
                                 ▒▒▒▒▒▒
                                  ▒▒▒▒▒▒
              ░░░░░░            ▒▒▒▒▒▒▒▒
            ░░░░░░░░░░              ▒
          ░░░░░░░░░░░░              ▒
              ░░░░░        ▄▄▄
               ░░░       ███████▄
               ░░░      █████████
                         ▀▀███▀▀
                            █▄
                            ██
                            ▀

        """
}
