import Domain
import JSON
import Licensing
import Store

/// `atrest premium status`: what this computer has, in words or for scripts.
struct PremiumStatusCommand: Command {
    static let effect = CommandEffect.reads
    static let json = OptionSpec("json", help: "one JSON object for scripts: tier and license")

    static let spec = CommandSpec(
        "premium status",
        summary: "what this computer has: the full experience, or the free essentials",
        options: [json],
        examples: ["atrest premium status", "atrest premium status --json"],
        group: .settings
    )

    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        json = arguments.flag(Self.json)
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let account = try store.loadAccount()
        let count = try Entitlements.completedFasts(account, store: store)
        let verification = account.licenseToken.map { run.licenseVerifier.verify(token: $0, now: run.now) }
        let terms = try? verification?.get()
        let tier = EntitlementPolicy.tier(license: terms, now: run.now, completedCount: count)
        if json {
            run.out(JSONValue.object([("tier", .string(tier.rawValue)), ("license", licenseJSON(verification))]).rendered())
            return
        }
        switch tier {
        case .premium:
            run.out("Premium. " + (terms.map { PremiumState.describe($0, in: run) } ?? ""))
        case .trial:
            run.out("The whole of atrest is open to you: the tree, the forest and your full history.")
        case .free:
            run.out("The free essentials: the timer, every phase, water, your settings and your data.")
            if case .failure(.expired(let lastDay, _))? = verification {
                run.out(run.paint.dim("Your annual license was valid through \(PremiumState.day(lastDay, in: run)); every fast is still here."))
            }
            run.out(run.paint.dim("atrest premium tells about the rest."))
        }
    }

    private func licenseJSON(_ verification: Result<LicenseTerms, LicenseProblem>?) -> JSONValue {
        let terms: LicenseTerms
        let valid: Bool
        switch verification {
        case .success(let verified)?: (terms, valid) = (verified, true)
        case .failure(.expired(_, let expired))?: (terms, valid) = (expired, false)
        default: return .null
        }
        var members: [(String, JSONValue)] = [("holder", .string(terms.holder)), ("valid", .bool(valid))]
        switch terms.kind {
        case .lifetime:
            members.insert(("kind", .string("lifetime")), at: 0)
        case .annual(let expires):
            members.insert(("kind", .string("annual")), at: 0)
            members.append(("expires", .string(Timestamp.formatUTC(expires))))
        }
        return .object(members)
    }
}
