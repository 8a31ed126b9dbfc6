import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Licensing
import Store

/// `atrest premium activate FILE|-`: verifies a license and keeps it.
struct PremiumActivateCommand: Command {
    static let effect = CommandEffect.changesBeyondUndo
    static let spec = CommandSpec(
        "premium activate",
        summary: "verify a license file and keep it on this computer",
        discussion: "The license is checked offline against the key built into atrest. A license that does not verify changes nothing.",
        arguments: [ArgumentSpec("FILE", help: "the license file, or - to read it from standard input")],
        examples: ["atrest premium activate ~/Downloads/atrest-license.txt", "pbpaste | atrest premium activate -"],
        group: .settings
    )

    var source: String

    init(_ arguments: ParsedArguments) throws {
        source = arguments.positionals[0]
        guard !source.isEmpty else {
            throw AtrestError.usage("premium activate needs the license file's name", hint: "or - to read the license from stdin")
        }
    }

    func run(in run: CommandRun) throws {
        let contents = try readLicense(run)
        let store = try run.store
        // Someone still within the first fasts had everything already: nothing comes back.
        let hadEverything = try PremiumState.inTrialWithoutLicense(store: store, in: run)
        let verified = run.licenseVerifier.verify(contents: contents)
        switch verified.flatMap({ license in license.terms(at: run.now).map { (license, $0) } }) {
        case .success(let (license, terms)):
            try store.withLock {
                var account = try store.loadAccount()
                // The token as verified, without the whitespace around it.
                account.licenseToken = license.token
                try store.apply(.account(account))
            }
            run.say(PremiumCopy[hadEverything ? "welcome.kept" : "welcome"])
            run.say(PremiumState.describe(terms, in: run), dim: true)
        case .failure(let problem):
            throw AtrestError.cannot(PremiumState.problem(problem, in: run), untouched: .nothingChanged)
        }
    }

    private func readLicense(_ run: CommandRun) throws -> Data {
        // A license is a few hundred bytes; reading stops just past the longest one there can be.
        let limit = LicenseToken.maximumTextLength + 1
        if source == "-" { return run.pasted("the license", upTo: limit) }
        do {
            guard let data = try run.context.fileSystem.contents(of: run.path(source), upTo: limit) else {
                throw AtrestError.cannot("could not read \(source): there is no such file")
            }
            return data.prefix(limit)
        } catch let error as FileSystemError {
            throw AtrestError.cannot("could not read \(source): \(error.reason)")
        }
    }
}

