import Foundation
import Testing
import Domain
import Rendering

@Suite struct TreeSeedTests {
    @Test func hashesMatchPublishedValues() {
        #expect(StableHash.fnv1a([UInt8]()) == 0xCBF2_9CE4_8422_2325)
        #expect(StableHash.fnv1a(Array("a".utf8)) == 0xAF63_DC4C_8601_EC8C)
        #expect(StableHash.splitMix64(0) == 0xE220_A839_7B1D_CDAF)
    }

    @Test(arguments: [
        ("00000000-0000-0000-0000-000000000000", 0, 0, 0.4178679817937983, 0.5670275775679935),
        ("6F9619FF-8B86-D011-B42D-00C04FC964FF", 1, 0, 0.7709702221879741, 0.000852025534630152),
        ("E621E1F8-C36C-495A-93FC-0C247A3E6E5F", 0, 1, 0.4611232561790026, 0.995000690520097),
    ])
    func fixedIdsGiveFixedTrees(_ text: String, _ variant: Int, _ tone: Int, _ x: Double, _ starX: Double) throws {
        let seed = TreeSeed(id: try #require(UUID(uuidString: text)))
        #expect(seed.variant == variant)
        #expect(seed.tone == tone)
        #expect(abs(seed.unit(.x) - x) < 1e-15)
        #expect(abs(seed.unit(.starX) - starX) < 1e-15)
    }

    @Test func sameIdSameSeedAndStreamsDiffer() throws {
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(TreeSeed(id: id) == TreeSeed(id: id))
        let values = Set(TreeSeed.Stream.allCases.map { TreeSeed(id: id).bits($0) })
        #expect(values.count == TreeSeed.Stream.allCases.count)
        #expect(TreeSeed(id: id).unit(.x, 0) == TreeSeed(id: id).unit(.x))
        #expect(TreeSeed(id: id).unit(.x, 1) != TreeSeed(id: id).unit(.x))
    }

    @Test func valuesStayInRangeAndSpreadOverEveryVariantAndTone() {
        var variants = Set<Int>(), tones = Set<Int>()
        for i in 0..<400 {
            let seed = TreeSeed(id: UUID(uuid: uuid(i)))
            variants.insert(seed.variant)
            tones.insert(seed.tone)
            for stream in TreeSeed.Stream.allCases {
                #expect((0..<1).contains(seed.unit(stream)))
            }
        }
        #expect(variants == Set(0..<8))
        #expect(tones == Set(0..<5))
    }

    private func uuid(_ i: Int) -> uuid_t {
        let b = UInt8(i & 0xFF), c = UInt8(i >> 8)
        return (b, c, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, b)
    }
}
