import Domain
import Foundation
import Testing
import Rendering

@Suite struct ForestTests {
    @Test func tinyForestWithoutColour() {
        let picture = Forest(entries: ForestFixtures.tiny).render(PictureStyle(width: 40, depth: .none))
        #expect(picture == Self.tinyGolden)
    }

    @Test func sameForestEveryTimeWhateverTheOrder() {
        let entries = ForestFixtures.generated(60)
        let style = PictureStyle(width: 90, depth: .trueColor)
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
        let coloured = forest.render(PictureStyle(width: width, depth: .trueColor)).split(separator: "\n")
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
        let picture = Forest(entries: ForestFixtures.tiny).render(PictureStyle(width: 80, depth: .none))
        #expect(picture.filter { $0 == "✦" || $0 == "·" }.count == 2)
    }

    @Test(arguments: [0, 3, 30])
    func noEscapesWithoutColour(_ count: Int) {
        let picture = Forest(entries: ForestFixtures.generated(count), inscription: "Consider how they grow.")
            .render(PictureStyle(width: 64, depth: .none))
        #expect(!picture.contains("\u{1B}"))
    }

    @Test(arguments: [ColorDepth.trueColor, .ansi256, .none])
    func asciiModeIsPureAscii(_ depth: ColorDepth) {
        let forest = Forest(entries: ForestFixtures.generated(30), inscription: "Consider — “how” they grow… ✦ é")
        let picture = forest.render(PictureStyle(width: 70, depth: depth, glyphs: .ascii))
        #expect(picture.utf8.allSatisfy { $0 < 0x80 })
        #expect(picture.contains("Consider - \"how\" they grow... ? ?"))
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

    @Test func tenYearsOfFastsStayATerminalPicture() {
        let entries = ForestFixtures.generated(3650)
        let small = Forest(entries: ForestFixtures.generated(3)).render(PictureStyle(width: 80, depth: .none))
        let large = Forest(entries: entries).render(PictureStyle(width: 80, depth: .trueColor))
        let smallRows = small.split(separator: "\n", omittingEmptySubsequences: false).count
        let largeRows = large.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(largeRows <= smallRows * 3 / 2 + 1)
        #expect(largeRows > smallRows)
    }

    @Test(arguments: [-5, 0, 19, 401, 100_000])
    func unusableWidthsAreClamped(_ width: Int) {
        let lines = Forest(entries: ForestFixtures.tiny).render(PictureStyle(width: width, depth: .trueColor)).split(separator: "\n")
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
        let style = PictureStyle(width: 50, depth: .trueColor)
        #expect(Forest(entries: odd).render(style) == Forest(entries: odd.reversed()).render(style))
        #expect(!ForestSVG(Forest(entries: odd)).document().contains("nan"))
    }

    static let tinyGolden = """
                                              ✦
        ✦

                        ░░░░░
                          ░
                          ░

                                   ██▄
               ▄▄▄▄              ▄▄███
              ██████              ▄████▄
              ▀████▀            ▄██████▄
                ▀█                  █
                 ▀


        """
}
