import Foundation
import Testing

/// Replays every input kept under `Tests/Fuzz/Corpus/`: the seeds, and each input a fuzzer
/// once crashed on, so a bug the fuzzers found stays fixed without running them.
@Suite struct FuzzRegressionTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    /// Every kept input as (target, file name), crashers first.
    static var inputs: [KeptInput] {
        let targets = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
        return targets.flatMap { target in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(target).path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.map { KeptInput(target: target, name: $0) }
        }.sorted { ($0.name.hasPrefix("seed-") ? 1 : 0, $0.target, $0.name) < ($1.name.hasPrefix("seed-") ? 1 : 0, $1.target, $1.name) }
    }

    struct KeptInput: CustomTestStringConvertible, Sendable {
        var target: String
        var name: String
        var testDescription: String { "\(target)/\(name)" }
    }

    @Test func everyTargetHasKeptInputs() {
        for target in FuzzTargets.all.keys {
            #expect(Self.inputs.contains { $0.target == target }, "no seeds for the \(target) fuzz target")
        }
    }

    @Test(arguments: inputs)
    func replays(_ input: KeptInput) throws {
        let body = try #require(FuzzTargets.all[input.target], "Tests/Fuzz/Corpus/\(input.target) has no fuzz target")
        let data = try Data(contentsOf: Self.corpus.appendingPathComponent(input.target).appendingPathComponent(input.name))
        body([UInt8](data))
    }
}
