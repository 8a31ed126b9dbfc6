import Store
import Testing

/// `FileIdentity.text` is written as bytes; `sync-state.json` and `history-years.json` keep the
/// text, so it must stay what the interpolation it replaced wrote, digit for digit.
@Suite struct FileIdentityTextTests {
    @Test(arguments: [
        (Int64(0), Int64(0), Int64(0), UInt64(0), UInt64(0)),
        (Int64(4_242_894), Int64(1_764_340_000_123_456_789), Int64(1_764_340_000_987_654_321), UInt64(1_311_770), UInt64(64_769)),
        (Int64.max, Int64.min, Int64(-1), UInt64.max, UInt64(10)),
        (Int64(9), Int64(-10), Int64(100), UInt64(999), UInt64(1_000)),
    ])
    func theTextIsTheFiveNumbersInDecimal(size: Int64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
        let identity = FileIdentity(size: size, modified: modified, changed: changed, inode: inode, device: device, takenAt: 0)
        #expect(identity.text == "\(size).\(modified).\(changed).\(inode).\(device)")
    }
}
