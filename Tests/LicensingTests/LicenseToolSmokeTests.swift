import Foundation
import TestProcesses
import Testing
@testable import Licensing
@testable import LicenseSigning

/// One run of the real `atrest-license` binary, to prove `main.swift` wires the outcome to
/// the streams and the exit status. Skipped when the binary is not beside the tests.
@Suite struct LicenseToolSmokeTests {
    /// The built tool, found next to the running test bundle in the build folder.
    static let binary: URL? = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appending(path: "atrest-license") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    func run(_ binary: URL, _ arguments: [String]) throws -> Run {
        let ran = try TestProcess.run(binary.path, arguments)
        return Run(status: ran.status, output: ran.output, errors: ran.errors)
    }

    @Test(.enabled(if: binary != nil))
    func builtBinarySignsAndReportsUsage() throws {
        let binary = try #require(Self.binary)
        let key = TestKeys.folder.appending(path: "test-license-private.key").path
        let signed = try run(binary, ["sign", "--key", key, "--kind", "lifetime", "--holder", "Ada"])
        #expect(signed.status == 0)
        #expect(signed.errors.hasPrefix("signed a lifetime license for Ada"))
        let terms = try TestKeys.verifier().verify(token: signed.output, now: Date()).get()
        #expect(terms.holder == "Ada")

        let wrong = try run(binary, ["sign", "--kind", "weekly"])
        #expect(wrong.status == 2)
        #expect(wrong.output.isEmpty)
        #expect(wrong.errors.hasPrefix("atrest-license: "))
    }
}
