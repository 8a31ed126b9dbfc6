import Domain
import Foundation
import Testing
import Rendering

@Suite struct TreePanelTests {
    static let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID()

    @Test func presenceAndColourFollowProgress() {
        let tone = Palette.earthTone(TreeSeed(id: Self.id).tone).light
        #expect(BecomingTree(id: Self.id, progress: 0).presence == 0.05)
        #expect(BecomingTree(id: Self.id, progress: 0).colour == Palette.treeGrey)
        #expect(BecomingTree(id: Self.id, progress: 1).presence == 1)
        #expect(BecomingTree(id: Self.id, progress: 1).colour == tone)
        #expect(BecomingTree(id: Self.id, progress: 0.5).colour == Palette.treeGrey.mixed(with: tone, 0.5))
        #expect(BecomingTree(id: Self.id, progress: 3).progress == 1)
        #expect(BecomingTree(id: Self.id, progress: -1).progress == 0)
        #expect(BecomingTree(id: Self.id, progress: .nan).progress == 0)
    }

    @Test func becomingTreeGrowsFromShadeToSolidWithoutColour() {
        let faint = BecomingTree(id: Self.id, progress: 0.1).render(PictureStyle(width: 24, depth: .none))
        let whole = BecomingTree(id: Self.id, progress: 1).render(PictureStyle(width: 24, depth: .none))
        #expect(faint.contains("░") && !faint.contains("█"))
        #expect(whole.contains("█") && !whole.contains("░"))
        #expect(!whole.contains("✦"))
    }

    @Test func establishedTreeHasOneStarAndIncompleteNone() {
        let style = PictureStyle(width: 24, depth: .none)
        let established = FinishedTree(id: Self.id, kind: .established).render(style)
        let incomplete = FinishedTree(id: Self.id, kind: .incomplete).render(style)
        #expect(established.filter { $0 == "✦" }.count == 1)
        #expect(!incomplete.contains("✦") && !incomplete.contains("·"))
        #expect(incomplete.contains("░") && !incomplete.contains("█"))
    }

    @Test func starStandsAtTheUpperRightOfTheTree() throws {
        let lines = FinishedTree(id: Self.id, kind: .established).render(PictureStyle(width: 24, depth: .none))
            .split(separator: "\n", omittingEmptySubsequences: false)
        let starRow = try #require(lines.firstIndex { $0.contains("✦") })
        let firstTreeRow = try #require(lines.firstIndex { $0.contains("▄") || $0.contains("█") || $0.contains("▀") })
        #expect(starRow <= firstTreeRow)
        let starColumn = try #require(lines[starRow].firstIndex(of: "✦")).utf16Offset(in: lines[starRow])
        #expect(starColumn > 12)
    }

    @Test(arguments: [ColourDepth.trueColour, .ansi256, .none], [GlyphSet.unicode, .ascii])
    func everyStyleKeepsItsPromises(_ depth: ColourDepth, _ glyphs: GlyphSet) {
        let style = PictureStyle(width: 20, depth: depth, glyphs: glyphs)
        for picture in [
            BecomingTree(id: Self.id, progress: 0.4).render(style),
            FinishedTree(id: Self.id, kind: .established).render(style),
            FinishedTree(id: Self.id, kind: .incomplete).render(style),
        ] {
            if depth == .none {
                #expect(!picture.contains("\u{1B}"))
                #expect(!picture.split(separator: "\n").contains { $0.hasSuffix(" ") })
            } else {
                #expect(picture.split(separator: "\n").allSatisfy { $0.hasSuffix("\u{1B}[0m") })
            }
            if glyphs == .ascii { #expect(picture.utf8.allSatisfy { $0 < 0x80 }) }
            #expect(!picture.hasSuffix("\n"))
        }
    }

    @Test func widthIsClampedToSomethingDrawable() {
        let narrow = FinishedTree(id: Self.id, kind: .established).render(PictureStyle(width: 1, depth: .trueColour))
        let firstLine = narrow.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression).count == 8)
    }

    /// A whole 24-bit panel at the smallest width, escapes shown as `⎋`, to pin the format.
    @Test func trueColourFixture() {
        let picture = FinishedTree(id: Self.id, kind: .established).render(PictureStyle(width: 8, depth: .trueColour))
        let shown = picture.replacingOccurrences(of: "\u{1B}", with: "⎋")
        #expect(shown == Self.trueColourPanel)
    }

    static let trueColourPanel = """
        ⎋[38;2;27;26;40;48;2;29;27;42m▀▀▀▀▀▀▀▀⎋[0m
        ⎋[38;2;34;31;47;48;2;40;35;52m▀▀▀▀▀▀▀▀⎋[0m
        ⎋[38;2;45;38;57;48;2;47;39;59m▀▀▀▀⎋[48;2;232;169;78m▀⎋[48;2;47;39;59m▀⎋[38;2;240;237;230;48;2;46;39;58m✦⎋[38;2;45;38;57;48;2;47;39;59m▀⎋[0m
        ⎋[38;2;62;49;57;48;2;94;70;52m▀▀⎋[38;2;232;169;78m▀⎋[48;2;232;169;78m  ⎋[48;2;94;70;52m▀⎋[38;2;62;49;57m▀▀⎋[0m
        ⎋[38;2;125;91;48;48;2;139;100;46m▀▀▀⎋[48;2;232;169;78m  ⎋[48;2;139;100;46m▀▀▀⎋[0m
        """
}
