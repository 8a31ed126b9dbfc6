import Domain
import Licensing
import Store

/// `atrest premium restore`: checks the stored license again.
struct PremiumRestoreCommand: Command {
    static let effect = CommandEffect.changesBeyondUndo
    static let spec = CommandSpec(
        "premium restore",
        summary: "check the license kept on this computer again",
        examples: ["atrest premium restore"],
        group: .settings
    )

    init(_ arguments: ParsedArguments) throws {}

    func run(in run: CommandRun) throws {
        // Restoring writes nothing: the stored license is checked in full, here as wherever
        // premium is decided, so a refused one leaves nothing behind that could grant premium.
        guard let token = try run.store.loadAccount().licenseToken else {
            throw AtrestError.cannot("no license is kept on this computer", hint: "atrest premium activate FILE keeps one")
        }
        switch run.licenseVerifier.verify(token: token, now: run.now) {
        case .success(let terms): run.out("Premium is active. " + PremiumState.describe(terms, in: run))
        case .failure(let problem): throw AtrestError.cannot(PremiumState.problem(problem, in: run))
        }
    }
}
