import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON
import Store

/// `atrest import FILE|- [--dry-run]`: merges an export into what is stored here.
///
/// Exit codes: 2 when the document itself is wrong (not JSON, not an export, a bad value,
/// duplicate ids, fasts that overlap each other, larger than 128 MB); 1 when atrest cannot
/// take it as things stand (the file cannot be read, it is from a newer atrest, it conflicts
/// with what is recorded here, or a data file here is damaged). Either way nothing changes.
struct ImportCommand: Command {
    static let spec = CommandSpec(
        "import",
        summary: "bring in an export: fasts, water and settings",
        discussion: "Reads a document written by atrest export (from FILE, or stdin with -). The whole document is checked before anything is touched; if any part cannot be taken, the first problem is named with its place in the document and nothing changes. Then it merges by id: what is already here stays, what is new is added, and what has the same id but differs is replaced by the file's version. Importing the same file twice changes nothing. Fasts may not overlap, in the file or with fasts recorded here. Exits 2 when the document is wrong and 1 when it cannot join what is recorded here; either way nothing changes. Your data is stored only on this device.",
        options: [OptionSpec("dry-run", help: "say what would be added or changed, and write nothing")],
        arguments: [ArgumentSpec("FILE|-", help: "the export to read; - reads stdin")],
        examples: ["atrest import atrest-export.json --dry-run", "atrest import atrest-export.json", "ssh old-laptop atrest export | atrest import -"],
        group: .data
    )

    /// The most an import may be. Ten years of fasts and water are about 10 MB; an export of
    /// 430,000 glasses (fifteen years of a glass an hour) is 71 MB, and importing it takes
    /// 2 seconds and 0.4 GB here; 128 MB leaves room for twice that, within a gigabyte.
    package static let maximumBytes = 128 * 1024 * 1024

    var source: String
    var dryRun: Bool

    init(_ arguments: ParsedArguments) throws {
        source = arguments.positionals[0]
        dryRun = arguments.flag("dry-run")
        guard !source.isEmpty else { throw AtrestError.usage("atrest import needs a file name, or - for stdin") }
    }

    /// How the source is named in messages.
    private var name: String { source == "-" ? "the input" : source }

    func run(in run: CommandRun) throws {
        let document = try read(run)
        if !document.ignoredKeys.isEmpty {
            // Read on: other tools may add their own keys. Said, since a typo is one too.
            let keys = document.ignoredKeys.prefix(6).map { "\"\(SafeText.safe($0))\"" }.joined(separator: ", ")
            let more = document.ignoredKeys.count > 6 ? " and \(document.ignoredKeys.count - 6) more" : ""
            run.note("atrest: passed over keys atrest does not know in \(SafeText.safe(name)): \(keys)\(more)")
        }
        let store = try run.store
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let plan: ImportPlan
        do {
            if dryRun {
                plan = try store.whileReading { try ImportPlan.make(document, store: store, clock: clock) }
            } else {
                plan = try store.withLock {
                    let plan = try ImportPlan.make(document, store: store, clock: clock)
                    // Nothing to write leaves every file untouched, not even rewritten the same.
                    // (A larger trial count is written without a word: nothing says "trial".)
                    if !plan.changesNothing || plan.raisesCompletedFasts != nil { try plan.apply(to: store) }
                    return plan
                }
            }
        } catch let problem as ImportProblem {
            throw refusal(problem)
        }
        report(plan, run: run, clock: clock)
    }

    // MARK: Reading

    private func read(_ run: CommandRun) throws -> ImportDocument {
        let data = try bytes(run)
        guard data.count <= Self.maximumBytes else {
            throw AtrestError.usage(
                "\(name) is larger than \(Self.maximumBytes / 1024 / 1024) MB, far larger than any atrest export",
                hint: "nothing was changed; check that it is the file atrest export wrote"
            )
        }
        guard !data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw AtrestError.usage("\(name) is empty", hint: "nothing was changed; atrest export writes a file to import")
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(data)
        } catch {
            throw AtrestError.usage("could not import \(name): it is \(error.description)", hint: "nothing was changed")
        }
        do {
            return try ImportDocument.read(value, now: run.now, localZone: run.timeZone, zones: run.context.zones)
        } catch {
            throw refusal(error)
        }
    }

    private func bytes(_ run: CommandRun) throws -> Data {
        // One byte past the limit is enough to know the input is too large.
        if source == "-" { return run.context.readInputUpTo(Self.maximumBytes + 1) }
        do {
            guard let data = try run.context.fileSystem.contents(of: run.path(source), upTo: Self.maximumBytes + 1) else {
                throw AtrestError.cannot("could not read \(source): there is no such file", hint: "nothing was changed")
            }
            return data
        } catch let error as FileSystemError {
            throw AtrestError.cannot("could not read \(source): \(error.reason)", hint: "nothing was changed")
        }
    }

    private func refusal(_ problem: ImportProblem) -> AtrestError {
        let nothing = dryRun ? "nothing was written" : "nothing was changed"
        let hint = problem.hint.map { "\(nothing); \($0)" } ?? nothing
        return AtrestError(message: "could not import \(name): \(problem.text)", hint: hint, exitCode: problem.exitCode)
    }

    // MARK: Reporting

    private func report(_ plan: ImportPlan, run: CommandRun, clock: ClockText) {
        guard !plan.changesNothing else {
            run.out("Everything in \(SafeText.safe(name)) is already here; \(dryRun ? "importing it would change nothing" : "nothing was changed").")
            return
        }
        var added: [String] = []
        if !plan.sessionsAdded.isEmpty { added.append(ListText.count(plan.sessionsAdded.count, "fast")) }
        if plan.waterAdded > 0 { added.append(ListText.count(plan.waterAdded, "water entry", plural: "water entries")) }
        if case .added = plan.active { added.append("the running fast") }

        var changed: [String] = []
        if !plan.sessionsChanged.isEmpty { changed.append(ListText.count(plan.sessionsChanged.count, "fast")) }
        if plan.waterChanged > 0 { changed.append(ListText.count(plan.waterChanged, "water entry", plural: "water entries")) }
        if case .changed = plan.active { changed.append("the running fast") }
        if !plan.settingsChanges.isEmpty { changed.append("your settings (\(plan.settingsChanges.joined(separator: ", ")))") }

        var unchanged: [String] = []
        if plan.sessionsUnchanged > 0 { unchanged.append(ListText.count(plan.sessionsUnchanged, "fast")) }
        if plan.waterUnchanged > 0 { unchanged.append(ListText.count(plan.waterUnchanged, "water entry", plural: "water entries")) }
        if case .unchanged = plan.active { unchanged.append("the running fast") }

        if !added.isEmpty { run.out("\(dryRun ? "Would add" : "Added") \(ListText.joined(added)).") }
        if !changed.isEmpty { run.out("\(dryRun ? "Would change" : "Changed") \(ListText.joined(changed)).") }
        if dryRun {
            for (before, after) in plan.sessionsChanged {
                run.out(run.paint.dim("  \(FastText.shortID(before.id))  \(FastText.span(before, clock: clock))"))
                run.out(run.paint.dim("  \(String(repeating: " ", count: 8))  becomes \(FastText.span(after, clock: clock))"))
            }
        }
        if !unchanged.isEmpty { run.out(run.paint.dim("Already here: \(ListText.joined(unchanged)).")) }
        if dryRun { run.out(run.paint.dim("Nothing was written; without --dry-run, atrest import does this.")) }
    }
}
