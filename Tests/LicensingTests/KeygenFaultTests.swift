import FaultInjection
import Foundation
import Store
import Testing
@testable import LicenseSigning
@testable import Licensing

/// Keys are written on atrest's own file layer: whichever step the disk refuses, keygen leaves
/// both keys, each with its mode, or neither (never a private key without its public half).
@Suite struct KeygenFaultTests {
    @Test func everyRefusedStepLeavesBothKeysOrNeither() throws {
        var step = 1
        while true {
            let folder = FileManager.default.temporaryDirectory
                .appending(path: "atrest-keygen-faults-\(UUID().uuidString)", directoryHint: .isDirectory)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let files = FaultInjectingFileSystem(.fail(atStep: step))
            let context = LicenseToolContext(
                currentDirectory: folder, now: try TestTime.at("2025-03-01T12:00:00Z"), trustedKeys: [], fileSystem: files
            )
            let outcome = LicenseTool.run(arguments: ["keygen", "--out", "keys"], context: context)
            let keys = folder.appending(path: "keys")
            let left = (try? FileManager.default.contentsOfDirectory(atPath: keys.path)) ?? []
            if files.hasFired {
                #expect(outcome.status == 1, "step \(step)")
                #expect(left.isEmpty, "step \(step) left \(left)")
                #expect(outcome.standardError.hasPrefix("atrest-license: could not "), "step \(step): \(outcome.standardError)")
                #expect(files.openDescriptorCount == 0, "step \(step)")
                step += 1
            } else {
                // Past the last step: nothing refused, so the pair is written.
                #expect(outcome.status == 0)
                #expect(left.sorted() == ["license-private.key", "license-public.pub"])
                #expect(step > 6, "keygen took only \(step - 1) steps")
                return
            }
        }
    }
}
