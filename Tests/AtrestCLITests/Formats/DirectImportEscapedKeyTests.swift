import Domain
import Foundation
import Interchange
import Testing

/// A key written with escapes is left to the general reader (fuzz target `import`, 2026-11-28):
/// the direct reader skipped it, so `"wat\u0065r"`, which spells `water`, lost a file's glasses.
@Suite struct DirectImportEscapedKeyTests {
    @Test(arguments: [#""wat\u0065r""#, #""water\r""#, #""m\u0069lliliters""#])
    func anEscapedKeyIsLeftToTheGeneralReader(key: String) throws {
        let text = key.contains("milli")
            ? DirectImportTests.written.replacingOccurrences(of: #""milliliters": 318"#, with: key + ": 318")
            : DirectImportTests.written.replacingOccurrences(of: #""water": ["#, with: key + ": [")
        #expect(text != DirectImportTests.written, "the key was put in")
        #expect(DirectImportTests.direct(text) == nil)
        if key == #""wat\u0065r""# {
            #expect(try DirectImportTests.general(text).water.count == 3, "the general reader reads the member it spells")
        }
    }
}
