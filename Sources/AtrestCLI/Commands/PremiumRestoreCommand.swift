import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Licensing
import Store

/// `atrest premium restore`: checks the stored license again.
struct PremiumRestoreCommand: Command {
    static let spec = CommandSpec(
        "premium restore",
        summary: "check the license kept on this device again",
        examples: ["atrest premium restore"],
        group: .settings
    )

    init(_ arguments: ParsedArguments) throws {}

    func run(in run: CommandRun) throws {
        let store = try run.store
        var state = PremiumFlow.next(.loading, try PremiumState.loaded(store: store, in: run))
        state = PremiumFlow.next(state, .restore)
        // Restoring writes nothing: the stored license is checked in full, here as wherever
        // premium is decided, so a refused one leaves nothing behind that could grant premium.
        let verification = try store.loadAccount().licenseToken.map { run.licenseVerifier.verify(token: $0, now: run.now) }
        switch verification {
        case .success(let terms)?: state = PremiumFlow.next(state, .verified(terms))
        case .failure(let problem)?: state = PremiumFlow.next(state, .refused(.refused(problem.message)))
        case nil: state = PremiumFlow.next(state, .refused(.nothingStored))
        }
        switch state {
        case .active(let terms):
            run.out("Premium is active. " + PremiumState.describe(terms, in: run))
        case .failed(.nothingStored, _):
            throw AtrestError.cannot("no license is kept on this device", hint: "atrest premium activate FILE keeps one")
        case .failed(.refused(let reason), _):
            throw AtrestError.cannot(reason)
        default:
            throw AtrestError.cannot("could not check the license")
        }
    }
}
