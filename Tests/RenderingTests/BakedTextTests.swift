import Geometry
import Testing

@Suite struct BakedTextTests {
    private func read(_ text: String, width: Int, height: Int) -> CoverageMask? {
        var text = text
        return text.withUTF8 { CoverageMask(bakedText: $0, width: width, height: height) }
    }

    @Test func everyValueComesBackBitForBit() throws {
        let values: [Float] = [0, 1, 0.5, 0.125, -0.0, 0.999_999_9, 1e-30, .nan, 0.3]
        let mask = CoverageMask(width: 3, height: 3, values: values)
        let text = mask.bakedText
        #expect(text.hasPrefix("01"))
        let back = try #require(read(text, width: 3, height: 3))
        #expect(back.values.map(\.bitPattern) == values.map(\.bitPattern))
    }

    @Test func emptyAndFullPixelsTakeOneCharacter() {
        #expect(CoverageMask(width: 2, height: 2, values: [0, 1, 1, 0]).bakedText == "0110")
        #expect(CoverageMask(width: 1, height: 1, values: [0.5]).bakedText.count == 8)
    }

    @Test func textOfTheWrongShapeIsRefused() {
        #expect(read("0110", width: 2, height: 2) != nil)
        #expect(read("011", width: 2, height: 2) == nil)
        #expect(read("01100", width: 2, height: 2) == nil)
        #expect(read("0x10", width: 2, height: 2) == nil)
        #expect(read("dpaaaaa", width: 1, height: 1) == nil)
        #expect(read("dpaaaaaq", width: 1, height: 1) == nil)
        #expect(read("", width: 0, height: 0)?.values == [])
    }
}
