import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// `atrest doctor [--repair]`: checks every data file, explains what it finds, and repairs
/// what it safely can.
struct DoctorCommand: Command {
    static let effect = CommandEffect.changesBeyondUndo
    static let repair = OptionSpec("repair", help: "put damaged files back from their previous copy and set permissions right")

    static let spec = CommandSpec(
        "doctor",
        summary: "check your data files, explain and repair",
        discussion: "Reads every file atrest keeps as the other commands do and checks their permissions, fasts that share time, and temporary files left by a save that was cut short; then says in plain words what it found and what to do. Exits 0 when all is in order and 1 when something needs you. With --repair, a damaged or missing file is put back from the previous copy atrest keeps beside it (the damaged file is first set aside under a new name), and permissions are set to you alone; a lock that is not a plain file (a folder, a link), which stops every change, is set aside and made anew. Nothing is ever deleted. Last, it says which time zone atrest reads and shows times in, and what chose it (TZ, /etc/localtime).",
        options: [repair],
        examples: ["atrest doctor", "atrest doctor --repair"],
        group: .data
    )

    var repair: Bool

    init(_ arguments: ParsedArguments) throws {
        repair = arguments.flag(Self.repair)
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let home = run.context.environment["HOME"].flatMap { $0.hasPrefix("/") && $0 != "/" ? $0 : nil }
        let shown: @Sendable (String) -> String = { path in
            guard let home, path.hasPrefix(home + "/") else { return path }
            return "~" + path.dropFirst(home.count)
        }
        let examination = DoctorExamination(store: store, clock: ClockText(now: run.now, timeZone: run.timeZone), shown: shown)
        var seen = Set<String>()
        let folders = ListText.joined([store.paths.data, store.paths.config, store.paths.state].filter { seen.insert(AtrestStore.resolved($0)).inserted }.map(shown))
        defer { sayZone(run: run) }
        guard examination.hasAnyFolder else {
            run.out(SafeText.visible("atrest has no files yet. They appear in \(folders) once you start a fast, log water or change a setting."))
            return
        }
        let remaining: [DoctorFinding]
        var lockLeft: String?, lockMended = false
        if repair, let broken = examination.brokenLockFinding() {
            // Mended first, when safe: every repair below needs the lock.
            let (done, said) = examination.setAsideBrokenLock(now: run.now)
            if done { say(broken, extra: said, run: run) } else { lockLeft = said }
            lockMended = done
        }
        if let broken = examination.brokenLockFinding() {
            // A lock that cannot be opened stops every change; doctor reads without it to say
            // so and what else it finds (it writes nothing, so holding no lock is safe).
            let findings = [broken] + (try examination.findings())
            for finding in findings { say(finding, run: run) }
            if let lockLeft { run.out(lockLeft) }
            run.out(run.paint.dim("Nothing was changed. What each finding needs is said with it."))
            throw SilentExit(1)
        }
        if repair {
            let (done, after) = try store.withLock(sweepingLeftovers: false) { try repairAll(examination, store: store, now: run.now) }
            for (finding, outcome) in done { say(finding, extra: outcome, run: run) }
            remaining = after.filter { $0.weight == .attention }
            for finding in remaining { say(finding, run: run) }
            if remaining.isEmpty {
                run.out(done.isEmpty && !lockMended ? "All of atrest's files are in order; there was nothing to repair." : "All of atrest's files are in order now.")
            }
        } else {
            // Holding the lock keeps a save in progress from looking like a leftover.
            let findings = try store.whileReading { try examination.findings() }
            for finding in findings { say(finding, run: run) }
            remaining = findings.filter { $0.weight == .attention }
            if remaining.isEmpty {
                run.out((findings.isEmpty ? "All" : "Otherwise, all") + " of atrest's files are in order.")
                run.out(run.paint.dim(SafeText.visible("They are in \(folders).")))
            } else if remaining.contains(where: { $0.repair != nil }) {
                run.out(run.paint.dim("Nothing was changed. atrest doctor --repair does what it can, and never deletes anything."))
            } else {
                run.out(run.paint.dim("Nothing was changed. What each finding needs is said with it."))
            }
        }
        if !remaining.isEmpty { throw SilentExit(1) }
    }

    /// Repairs in a safe order and looks again: permissions first, so that a file unreadable
    /// only for its permissions is never mistaken for a damaged one and set aside.
    private func repairAll(_ examination: DoctorExamination, store: AtrestStore, now: Date) throws -> ([(DoctorFinding, String)], [DoctorFinding]) {
        var done: [(DoctorFinding, String)] = []
        for finding in try examination.findings() {
            guard case .permissions(let path, let mode) = finding.repair else { continue }
            do {
                try store.apply(.permissions(path: path, mode: mode))
            } catch {
                guard case .fileSystem(let failure) = error else { throw error }
                throw AtrestError.cannot("could not change the permissions of \(examination.shown(path)): \(failure.reason)", hint: "the files are as they were")
            }
            done.append((finding, "Set to \(DoctorExamination.octal(mode))."))
        }
        let stamp = "damaged-" + Timestamp.formatUTC(now).filter { $0 != "-" && $0 != ":" }
        for finding in try examination.findings() {
            guard case .restore(let file, let previous) = finding.repair else { continue }
            let aside = try store.apply(.repair(file, previous: previous, asideSuffix: stamp)).setAside
            let setAside = aside.map { "Set aside as \(PathText.lastComponent($0)); the previous copy is in its place now." }
                ?? "The previous copy is in its place now."
            done.append((finding, setAside + " It is one save older, so the latest change may be missing."))
        }
        return (done, try examination.findings())
    }

    /// Which zone times are in and why, last: a `TZ` that cannot be read is otherwise silent.
    private func sayZone(run: CommandRun) {
        let context = run.context
        let database = context.zones.directory
        guard let (sentence, advice) = ZoneOriginText.sentence(
            context.zoneOrigin, zone: context.timeZone, now: run.now, database: database, databaseExists: context.fileSystem.exists(database)
        ) else { return }
        let width = TextLayout.proseWidth(columns: run.columns)
        run.out()
        guard let advice else {
            for line in TextLayout.wrap(sentence, width: width, indent: "") { run.out(run.paint.dim(line)) }
            return
        }
        for line in TextLayout.wrap(sentence, width: width, indent: "") { run.out(line) }
        for line in TextLayout.wrap(advice, width: width, indent: "  ") { run.out(line) }
    }

    /// Every word of a finding is made visible first: a file's or folder's name may carry
    /// escape codes or reordering marks, which must never reach the terminal.
    private func say(_ finding: DoctorFinding, extra: String? = nil, run: CommandRun) {
        let width = TextLayout.proseWidth(columns: run.columns)
        run.out(SafeText.visible(finding.subject))
        // After a repair, what was found and what was done; before, the whole explanation.
        var lines = extra == nil ? finding.lines : Array(finding.lines.prefix(1))
        if let extra { lines.append(extra) } else if let advice = finding.advice { lines.append(advice) }
        for line in lines {
            for wrapped in TextLayout.wrap(SafeText.visible(line), width: width, indent: "  ") { run.out(wrapped) }
        }
        if extra == nil {
            for command in finding.commands { run.out("    " + SafeText.visible(command)) }
        }
        run.out()
    }
}
