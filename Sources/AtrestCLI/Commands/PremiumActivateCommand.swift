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
    static let spec = CommandSpec(
        "premium activate",
        summary: "verify a license file and keep it on this device",
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
        var state = PremiumFlow.next(.loading, try PremiumState.loaded(store: store, in: run))
        // Someone still within the first fasts had everything already: nothing comes back.
        let hadEverything = state == .ready(.trial)
        state = PremiumFlow.next(state, .activate)
        let verified = run.licenseVerifier.verify(contents: contents)
        switch verified.flatMap({ license in license.terms(at: run.now).map { (license, $0) } }) {
        case .success(let (license, terms)):
            try store.withLock {
                var account = try store.loadAccount()
                // The token as verified, without the whitespace around it.
                account.licenseToken = license.token
                try store.saveAccount(account)
            }
            state = PremiumFlow.next(state, .verified(terms))
        case .failure(let problem):
            state = PremiumFlow.next(state, .refused(.refused(problem.message)))
        }
        switch state {
        case .active(let terms):
            run.out(PremiumCopy[hadEverything ? "welcome.kept" : "welcome"])
            run.out(run.paint.dim(PremiumState.describe(terms, in: run)))
        case .failed(.refused(let reason), _):
            throw AtrestError.cannot(reason, untouched: .nothingChanged)
        default:
            throw AtrestError.cannot("could not activate the license", untouched: .nothingChanged)
        }
    }

    private func readLicense(_ run: CommandRun) throws -> Data {
        // A license is a few hundred bytes; reading stops just past the longest one there can be.
        let limit = LicenseToken.maximumTextLength + 1
        if source == "-" { return run.context.readInputUpTo(limit) }
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

/// Where premium stands, for the premium commands.
enum PremiumState {
    /// The flow's first event: what the stored license and the history say.
    static func loaded(store: AtrestStore, in run: CommandRun) throws -> PremiumFlow.Event {
        let account = try store.loadAccount()
        let terms = Entitlements.verifiedTerms(account, in: run)
        let count = try Entitlements.completedFasts(account, store: store)
        return .loaded(license: terms, tier: EntitlementPolicy.tier(license: nil, now: run.now, completedCount: count))
    }

    /// `Lifetime, for Ada.` or `Annual, through Sun 21 Nov 2027, for Ada.`: days as atrest
    /// writes every day (`ClockText.day`), the year said when it is not this one.
    static func describe(_ terms: LicenseTerms, in run: CommandRun) -> String {
        switch terms.kind {
        case .lifetime: "Lifetime, for \(terms.holder)."
        case .annual(let expires): "Annual, through \(day(LocalDay(utcContaining: expires.addingTimeInterval(-1)), in: run)), for \(terms.holder)."
        }
    }

    /// A license's day (UTC) in the words atrest uses for days.
    static func day(_ day: LocalDay, in run: CommandRun) -> String {
        ClockText(now: run.now, timeZone: run.timeZone).day(LocalDay(year: day.year, month: day.month, day: day.day))
    }
}
