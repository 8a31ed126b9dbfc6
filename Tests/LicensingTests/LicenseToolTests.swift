import Foundation
import Testing
@testable import Licensing
@testable import LicenseSigning

/// `atrest-license`, run in process against a temporary folder and a fixed day.
@Suite struct LicenseToolTests {
    /// A temporary working folder and a context whose clock reads 2025-03-01 12:00 UTC.
    struct Sandbox: ~Copyable {
        let folder: URL
        let context: LicenseToolContext

        init(trusting keys: [LicensePublicKey]? = nil) throws {
            folder = FileManager.default.temporaryDirectory
                .appending(path: "atrest-license-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            context = LicenseToolContext(
                currentDirectory: folder, now: try TestTime.at("2025-03-01T12:00:00Z"),
                trustedKeys: try keys ?? [TestKeys.publicKey()]
            )
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func run(_ arguments: String...) -> LicenseToolOutcome {
            let outcome = LicenseTool.run(arguments: arguments, context: context)
            LicenseToolTests.checkWords(outcome)
            return outcome
        }

        func write(_ name: String, _ text: String) throws {
            try text.write(to: folder.appending(path: name), atomically: true, encoding: .utf8)
        }
    }

    static let testKey = TestKeys.folder.appending(path: "test-license-private.key").path

    /// Every message is lower-case after the tool's name, at most two lines for a usage
    /// error, and free of words atrest does not use.
    static func checkWords(_ outcome: LicenseToolOutcome) {
        let everything = (outcome.standardOutput + outcome.standardError).lowercased()
        for word in ["fail", "unlock", "locked", "fatal", "error"] {
            #expect(!everything.contains(word), "\(word) in \(everything)")
        }
        guard outcome.status != 0 else { return }
        #expect(outcome.standardOutput.isEmpty)
        let lines = outcome.standardError.split(separator: "\n")
        #expect((1...2).contains(lines.count), "\(outcome.standardError)")
        for line in lines {
            #expect(line.hasPrefix("atrest-license: "), "\(line)")
            #expect(line.dropFirst("atrest-license: ".count).first?.isUppercase == false, "\(line)")
        }
    }

    @Test func helpGoesToStandardOutput() throws {
        let sandbox = try Sandbox()
        for arguments in [["--help"], ["-h"], ["help"], ["sign", "--help"], ["keygen", "--out", "x", "-h"]] {
            let outcome = LicenseTool.run(arguments: arguments, context: sandbox.context)
            #expect(outcome.status == 0)
            #expect(outcome.standardOutput.contains("atrest-license sign --key FILE"))
            #expect(outcome.standardError.isEmpty)
        }
    }

    @Test(arguments: [
        [],
        ["frobnicate"],
        ["keygen"],
        ["keygen", "--out"],
        ["keygen", "--out", ""],
        ["keygen", "--out", "a", "--out", "b"],
        ["keygen", "--out", "a", "extra"],
        ["keygen", "--force", "--out", "a"],
        ["sign"],
        ["sign", "--key", "k", "--kind", "annual", "--holder", "Ada"],
        ["sign", "--key", "k", "--kind", "annual", "--expires", "2026-02-30", "--holder", "Ada"],
        ["sign", "--key", "k", "--kind", "annual", "--expires", "next year", "--holder", "Ada"],
        ["sign", "--key", "k", "--kind", "lifetime", "--expires", "2026-03-01", "--holder", "Ada"],
        ["sign", "--key", "k", "--kind", "monthly", "--holder", "Ada"],
        ["sign", "--key", "k", "--kind", "lifetime"],
        ["sign", "--key", "k", "--holder", "Ada"],
        ["sign", "--kind", "lifetime", "--holder", "Ada"],
        ["sign", "--key", "k", "--kind", "lifetime", "--holder", "--kind"],
        ["sign", "--key", "k", "--kind=lifetime", "--holder=Ada", "--seats=5"],
    ])
    func usageMistakesExitTwo(arguments: [String]) throws {
        let sandbox = try Sandbox()
        let outcome = LicenseTool.run(arguments: arguments, context: sandbox.context)
        #expect(outcome.status == 2)
        Self.checkWords(outcome)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).isEmpty)
    }

    /// The words of each kind of command-line mistake, as the tool said them before it read
    /// its options with atrest's parser; the second line always points at `--help`.
    @Test(arguments: [
        (["sign", "--key", "k", "--kind", "lifetime", "--hodler", "Ada"], "unknown option --hodler"),
        (["keygen", "--uot", "keys"], "unknown option --uot"),
        (["keygen", "--out"], "--out needs a value"),
        (["sign", "--key", "--kind", "lifetime", "--holder", "Ada"], "--key needs a value"),
        (["sign", "--key", "k", "--kind", "lifetime", "--holder", "--kind"], "--holder needs a value"),
        (["keygen", "--out", "a", "--out", "b"], "--out is given twice"),
        (["keygen", "--out", "a", "extra"], "unexpected argument 'extra'"),
        (["sign", "--kind", "lifetime", "--holder", "Ada"], "--key is needed"),
    ])
    func usageMistakesAreNamed(arguments: [String], said: String) throws {
        let sandbox = try Sandbox()
        let outcome = LicenseTool.run(arguments: arguments, context: sandbox.context)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "atrest-license: \(said)\natrest-license: see 'atrest-license --help' for how to use it\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).isEmpty)
    }

    @Test func keygenWritesAPairWithTheRightModes() throws {
        let sandbox = try Sandbox()
        let outcome = sandbox.run("keygen", "--out", "keys")
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("Resources/keys/"))
        #expect(outcome.standardOutput.contains("never in a repository"))
        let folder = sandbox.folder.appending(path: "keys")
        let privatePath = folder.appending(path: "license-private.key").path
        let publicPath = folder.appending(path: "license-public.pub").path
        #expect(try permissions(privatePath) == 0o600)
        #expect(try permissions(publicPath) == 0o644)
        let key = try LicensePrivateKey(keyFileText: String(contentsOfFile: privatePath, encoding: .utf8))
        #expect(try LicensePublicKey(keyFileText: String(contentsOfFile: publicPath, encoding: .utf8)) == key.publicKey)
    }

    @Test func keygenNeverOverwrites() throws {
        let sandbox = try Sandbox()
        #expect(sandbox.run("keygen", "--out", ".").status == 0)
        let privatePath = sandbox.folder.appending(path: "license-private.key").path
        let before = try String(contentsOfFile: privatePath, encoding: .utf8)
        let again = sandbox.run("keygen", "--out", sandbox.folder.path)
        #expect(again.status == 1)
        #expect(again.standardError.contains("already exists"))
        #expect(try String(contentsOfFile: privatePath, encoding: .utf8) == before)
    }

    @Test func keygenWritesNothingIfEitherNameIsTaken() throws {
        let sandbox = try Sandbox()
        try sandbox.write("license-public.pub", "someone else's\n")
        #expect(sandbox.run("keygen", "--out", ".").status == 1)
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.appending(path: "license-private.key").path))
    }

    @Test func keygenIntoAFileIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("plain", "text\n")
        #expect(sandbox.run("keygen", "--out", "plain").status == 1)
    }

    @Test func signPrintsAVerifiableAnnualLicense() throws {
        let sandbox = try Sandbox()
        let outcome = sandbox.run("sign", "--key", Self.testKey, "--kind", "annual", "--expires", "2026-03-01", "--holder", "  Ada Lovelace ")
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasSuffix("\n"))
        #expect(outcome.standardError.hasPrefix("signed an annual license for Ada Lovelace, valid through 2026-03-01 (UTC), id "))
        #expect(!outcome.standardError.contains("note:"))
        let payload = try TestKeys.verifier().verify(token: outcome.standardOutput).map(\.payload).get()
        #expect(payload.term == .annual(through: try .test("2026-03-01")))
        #expect(payload.holder == "Ada Lovelace")
        #expect(payload.issued == (try .test("2025-03-01")))
        #expect(outcome.standardError.contains(payload.id.uuidString))
    }

    @Test func signPrintsAVerifiableLifetimeLicense() throws {
        let sandbox = try Sandbox()
        let outcome = sandbox.run("sign", "--key=\(Self.testKey)", "--kind=lifetime", "--holder=Grace Hopper")
        #expect(outcome.status == 0)
        let terms = try TestKeys.verifier().verify(token: outcome.standardOutput, now: Date.distantFuture).get()
        #expect(terms.kind == .lifetime)
    }

    @Test func annualLicenseMayEndToday() throws {
        let sandbox = try Sandbox()
        let today = sandbox.run("sign", "--key", Self.testKey, "--kind", "annual", "--expires", "2025-03-01", "--holder", "Ada")
        #expect(today.status == 0)
        let yesterday = sandbox.run("sign", "--key", Self.testKey, "--kind", "annual", "--expires", "2025-02-28", "--holder", "Ada")
        #expect(yesterday.status == 2)
        #expect(yesterday.standardError.contains("before today"))
    }

    @Test func signWithAnUntrustedKeyWarns() throws {
        let sandbox = try Sandbox(trusting: [])
        let outcome = sandbox.run("sign", "--key", Self.testKey, "--kind", "lifetime", "--holder", "Ada")
        #expect(outcome.status == 0)
        #expect(outcome.standardError.contains("note: this build does not trust this key"))
    }

    @Test func signRefusesHolderNamesThatCannotBeShown() throws {
        let sandbox = try Sandbox()
        #expect(sandbox.run("sign", "--key", Self.testKey, "--kind", "lifetime", "--holder", "Ada\u{1B}[2J").status == 2)
        #expect(sandbox.run("sign", "--key", Self.testKey, "--kind", "lifetime", "--holder", "   ").status == 2)
    }

    @Test func signTellsAPublicKeyFromAPrivateOne() throws {
        let sandbox = try Sandbox()
        let publicKey = TestKeys.folder.appending(path: "test-license-public.pub").path
        let outcome = sandbox.run("sign", "--key", publicKey, "--kind", "lifetime", "--holder", "Ada")
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("is a public key"))
    }

    @Test func unreadableKeysExitOne() throws {
        let sandbox = try Sandbox()
        try sandbox.write("garbage.key", "hello\n")
        try sandbox.write("huge.key", String(repeating: "A", count: 10 * 1024 * 1024))
        try FileManager.default.createDirectory(at: sandbox.folder.appending(path: "folder.key"), withIntermediateDirectories: true)
        for (name, words) in [
            ("missing.key", "no such file"), ("garbage.key", "not a key file"),
            ("huge.key", "larger than expected"), ("folder.key", "it is a directory"),
        ] {
            let outcome = sandbox.run("sign", "--key", name, "--kind", "lifetime", "--holder", "Ada")
            #expect(outcome.status == 1, "\(name)")
            #expect(outcome.standardError.hasPrefix("atrest-license: could not read the key file "), "\(name)")
            #expect(outcome.standardError.contains(words), "\(name): \(outcome.standardError)")
        }
    }

    private func permissions(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require((attributes[.posixPermissions] as? NSNumber)?.intValue) & 0o777
    }
}
