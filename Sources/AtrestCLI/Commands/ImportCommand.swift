import Domain
import Interchange
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON
import Store

/// `atrest import FILE|- [--dry-run] [--from FORMAT] [--tag NAME]`: merges an export, or
/// another app's history (`ImportFormat`), into what is stored here.
///
/// Exit codes: 2 when the document itself is wrong (not JSON, not an export, a bad value,
/// duplicate ids, fasts that overlap each other, larger than 128 MB); 1 when atrest cannot
/// take it as things stand (the file cannot be read, it is from a newer atrest, it conflicts
/// with what is recorded here, or a data file here is damaged). Either way nothing changes.
struct ImportCommand: Command {
    static let effect = CommandEffect.changes
    static let dryRun = OptionSpec("dry-run", help: "say what would be added or changed, and write nothing")
    static let from = OptionSpec("from", value: "FORMAT", help: "the file's format, when its shape does not show it", choices: ImportFormat.allCases.map(\.rawValue))
    static let tag = OptionSpec("tag", value: "NAME", help: "timewarrior: only intervals with this tag are fasts")
    static let dayFirst = OptionSpec("day-first", help: "read dates like 5/1/21 day first (5 January), not month first")

    static let spec = CommandSpec(
        "import",
        summary: "bring in an export, or your history from another app",
        discussion: "Reads a document written by atrest export (from FILE, or stdin with -), atrest's own CSV and calendar exports (csv, ics), or a history from another app: the Atrest app on iPhone (ios), Zero (its JSON, its export folder, or its CSV), FastTrack and FastTrack48 (CSV), Sunrise (JSON) or Timewarrior (timew export). A file is recognised by its content, and the summary says what it was read as; --from names its format. CSV saved by a spreadsheet with semicolons and decimal commas, and files in UTF-16, are read too. Fasts from another app take your time zone, local times in them are read there, and fasts under 4 hours (or of 0 hours, as FastTrack writes one ended within the hour) are left out with a line saying how many. Dates like 5/1/21 are read month first, as Zero writes them; where a date could be read either way the summary says so, and --day-first reads them day first. From Timewarrior only intervals tagged as fasts are taken: with --tag NAME, or without it those tagged fast or fasting; an interval whose start was moved in timew is the same fast changed. A note with a line break or a tab is put on one line, whatever file brings it. A fast from another app that differs from the one here is taken as changed there, unless it was changed here since it came; a row of atrest's CSV export that differs is an edit made in the spreadsheet; an event of its calendar export that differs is an edit made in the calendar, unless the fast here changed after the event did. The whole document is checked before anything is touched; if any part cannot be taken, the first problem is named with its place in the document and nothing changes. Then it merges by id as atrest sync does: what is new is added, and where the file and this computer hold different versions of one fast or setting, the one changed last stays, so an older export never undoes a newer change. A fast deleted here stays deleted unless the file changed it later. Importing the same file twice changes nothing. Fasts in an atrest export that share time (as atrest sync keeps them), and fasts that share time with one recorded here, are kept beside each other, and atrest log marks them. Exits 2 when the document is wrong and 1 when it cannot join what is recorded here; either way nothing changes.",
        options: [dryRun, from, tag, dayFirst],
        arguments: [ArgumentSpec("FILE|-", help: "the export or history to read; - reads stdin")],
        examples: [
            "atrest import atrest-export.json --dry-run", "atrest import atrest-export.json", "ssh old-laptop atrest export | atrest import -",
            "atrest import biodata.json --dry-run", "timew export | atrest import - --tag fasting", "atrest import fasts.csv --from csv",
        ],
        group: .data
    )

    /// The most an import may be. Ten years of fasts and water are about 10 MB; an export of
    /// 430,000 glasses (fifteen years of a glass an hour) is 71 MB, and importing it takes
    /// 2 seconds and 0.4 GB here; 128 MB leaves room for twice that, within a gigabyte.
    package static let maximumBytes = 128 * 1024 * 1024

    var source: String
    var dryRun: Bool
    /// Nil: recognised by its shape.
    var format: ImportFormat?
    var tag: String?
    var dayFirst: Bool

    init(_ arguments: ParsedArguments) throws {
        source = arguments.positionals[0]
        dryRun = arguments.flag(Self.dryRun)
        dayFirst = arguments.flag(Self.dayFirst)
        guard !source.isEmpty else { throw AtrestError.usage("atrest import needs a file name, or - for stdin") }
        if let name = arguments.value(Self.from) {
            guard let format = ImportFormat(rawValue: name.lowercased()) else {
                throw AtrestError.usage("--from takes one of \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            self.format = format
        }
        tag = arguments.value(Self.tag)
        guard tag != "" else { throw AtrestError.usage("--tag needs a tag name", hint: "such as --tag fasting") }
        if tag != nil, let format, format != .timewarrior {
            throw AtrestError.usage("--tag picks intervals from timew export, not \(format.rawValue)", hint: "leave out --tag, or use --from timewarrior")
        }
    }

    /// How the source is named in messages.
    private var name: String { source == "-" ? "the input" : source }

    func run(in run: CommandRun) throws {
        let reading = try read(run)
        let document = reading.document
        let store = try run.store
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let plan: ImportPlan
        do {
            if dryRun {
                plan = try store.whileReading { try ImportPlan.make(document, store: store, clock: clock) }
            } else {
                plan = try store.withLock {
                    // A change the file makes here is stamped with this computer's id.
                    let device = document.edits == .stamped ? nil : try store.deviceID()
                    let plan = try ImportPlan.make(document, store: store, clock: clock, device: device)
                    // Nothing to write leaves every file untouched, not even rewritten the same.
                    // (A larger trial count is written without a word: nothing says "trial".)
                    if plan.writesSomething { try plan.apply(to: store) }
                    return plan
                }
            }
        } catch let problem as ImportProblem {
            throw refusal(problem)
        }
        // Said once the import has gone through (an error stays one or two lines): other tools
        // may add keys of their own, and a typo is one too.
        if !document.ignoredKeys.isEmpty {
            // Read on: other tools may add their own keys. Said, since a typo is one too.
            let keys = document.ignoredKeys.prefix(6).map { "\"\(SafeText.safe($0))\"" }.joined(separator: ", ")
            let more = document.ignoredKeys.count > 6 ? " and \(document.ignoredKeys.count - 6) more" : ""
            run.note("atrest: passed over keys atrest does not know in \(SafeText.safe(name)): \(keys)\(more)")
        }
        // Recognised by its content: said, so a person knows what atrest took it for.
        // (atrest's own export needs no word: it is what import reads first.)
        let recognised = format == nil && reading.format != .atrest && !reading.described.isEmpty
        var remarks = recognised ? reading.remarks + ["Read as \(reading.described)."] : reading.remarks
        if dryRun || !plan.writesSomething {
            // Nothing of this import for undo to take back: an undo would take back another change.
            remarks = remarks.map { $0.replacing(DateOrder.afterImport, with: DateOrder.withoutUndo) }
        }
        report(plan, remarks: remarks, holdsNothing: document.holdsNoRecords, run: run, clock: clock)
    }

    // MARK: Reading

    private func read(_ run: CommandRun) throws -> ImportFormat.Reading {
        let data = try bytes(run)
        guard data.count <= Self.maximumBytes else {
            throw AtrestError.usage(
                "\(name) is larger than \(Self.maximumBytes / 1024 / 1024) MB, far larger than any atrest export",
                untouched: .nothingChanged, hint: "check that it is the file atrest export wrote"
            )
        }
        guard !data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw AtrestError.usage("\(name) is empty", untouched: .nothingChanged, hint: "atrest export writes a file to import")
        }
        do {
            return try ImportFormat.read(data, as: format, tag: tag, dayFirst: dayFirst, now: run.now, zone: run.timeZone, zones: run.context.zones)
        } catch {
            throw refusal(error)
        }
    }

    private func bytes(_ run: CommandRun) throws -> Data {
        // One byte past the limit is enough to know the input is too large.
        if source == "-" { return run.pasted("what to import", upTo: Self.maximumBytes + 1) }
        let fileSystem = run.context.fileSystem
        do {
            // A folder: Zero's export unpacked, with biodata.json inside it (or one level down).
            if let found = try ExportFolder.file(in: run.path(source), fileSystem: fileSystem) {
                return try fileSystem.contents(of: found, upTo: Self.maximumBytes + 1) ?? Data()
            }
            guard let data = try fileSystem.contents(of: run.path(source), upTo: Self.maximumBytes + 1) else {
                throw AtrestError.cannot("could not read \(source): there is no such file", untouched: .nothingChanged)
            }
            return data
        } catch let error as FileSystemError {
            throw AtrestError.cannot("could not read \(source): \(error.reason)", untouched: .nothingChanged)
        } catch let problem as ImportProblem {
            throw refusal(problem)
        }
    }

    private func refusal(_ problem: ImportProblem) -> AtrestError {
        AtrestError(
            message: "could not import \(name): \(problem.text)", untouched: dryRun ? .nothingWritten : .nothingChanged,
            advice: problem.hint, exitCode: problem.exitCode
        )
    }

    // MARK: Reporting

    /// `remarks`: what a format left out or could not say exactly, after what changed.
    /// `holdsNothing`: the file has no fast, running fast or water (an export of an empty
    /// home, `[]`, a CSV of a header alone), which is said as such rather than as all of it
    /// being here already (settings it names that differ are said as changed, or as older).
    private func report(_ plan: ImportPlan, remarks: [String], holdsNothing: Bool, run: CommandRun, clock: ClockText) {
        var older = plan.skippedAsOlder > 0
            ? " " + ListText.count(plan.skippedAsOlder, "record") + " in it \(plan.skippedAsOlder == 1 ? "is" : "are") older than the change made here since, and \(dryRun ? "would be" : plan.skippedAsOlder == 1 ? "was" : "were") left as \(plan.skippedAsOlder == 1 ? "it is" : "they are") here."
            : ""
        if let (fast, recorded) = plan.runningSettledHere {
            older += " The fast running in it since \(clock.moment(fast.start)) has been \(recorded ? "recorded" : "set aside") here since, so it \(dryRun ? "would not run" : "does not run") again."
        }
        guard !plan.changesNothing else {
            // Stamps or deletion records alone may still come in: then something was written.
            let result = dryRun ? (plan.changesStampsOnly ? "importing it would add only its record of when things changed" : "importing it would change nothing")
                : plan.changesStampsOnly ? "only its record of when things changed was added" : "nothing was changed"
            let file = SafeText.safe(name)
            let opening = !holdsNothing ? "Everything in \(file) is already here"
                : "\(source == "-" ? "The input" : file) holds no fasts or water to bring in"
            run.out("\(opening); \(result).\(older)")
            for remark in remarks { run.out(run.paint.dim(remark)) }
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

        var removed: [String] = []
        if !plan.sessionsRemoved.isEmpty { removed.append(ListText.count(plan.sessionsRemoved.count, "fast") + " deleted since on the computer the file came from") }
        if plan.waterRemoved > 0 { removed.append(ListText.count(plan.waterRemoved, "water entry", plural: "water entries")) }

        var unchanged: [String] = []
        if plan.sessionsUnchanged > 0 { unchanged.append(ListText.count(plan.sessionsUnchanged, "fast")) }
        if plan.waterUnchanged > 0 { unchanged.append(ListText.count(plan.waterUnchanged, "water entry", plural: "water entries")) }
        if case .unchanged = plan.active { unchanged.append("the running fast") }

        if !added.isEmpty { run.out("\(dryRun ? "Would add" : "Added") \(ListText.joined(added)).") }
        if !changed.isEmpty { run.out("\(dryRun ? "Would change" : "Changed") \(ListText.joined(changed)).") }
        if !removed.isEmpty { run.out("\(dryRun ? "Would remove" : "Removed") \(ListText.joined(removed)).") }
        if case .ended(let fast) = plan.active {
            run.out("The fast running here since \(clock.moment(fast.start)) is recorded or set aside in the file; it \(dryRun ? "would run" : "runs") here no more.")
        }
        if dryRun {
            for (before, after) in plan.sessionsChanged {
                for line in ChangeLines.lines(before, after, clock: clock) { run.out(run.paint.dim(line)) }
            }
        }
        if plan.sharingTime > 0, plan.sharingInFile >= plan.sharingTime {
            run.out("\(ListText.count(plan.sharingTime, "fast")) in the file \(plan.sharingTime == 1 ? "shares" : "share") time with another, as atrest sync keeps fasts two computers recorded; all are kept, and atrest log marks them.")
        } else if plan.sharingTime > 0 {
            run.out("\(ListText.count(plan.sharingTime, "fast")) from the file \(plan.sharingTime == 1 ? "shares" : "share") time with one recorded here; both are kept, and atrest log marks them.")
        }
        for other in plan.alsoRunning {
            run.out("A second fast is running, since \(clock.moment(other.start)); it is kept until atrest end or atrest abandon settles the one running here.")
        }
        if !unchanged.isEmpty { run.out(run.paint.dim("Already here: \(ListText.joined(unchanged)).")) }
        if !older.isEmpty { run.out(run.paint.dim(String(older.dropFirst()))) }
        for remark in remarks { run.out(run.paint.dim(remark)) }
        if dryRun { run.out(run.paint.dim("Nothing was written; without --dry-run, atrest import does this.")) }
    }
}
