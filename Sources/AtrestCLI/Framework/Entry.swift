import Store

/// Runs one atrest command line and returns its exit code. `main.swift` and the tests call this.
package func runAtrest(_ arguments: [String], in context: Context) -> Int32 {
    let now = context.now()
    let watch = SaveWatch(context.fileSystem)
    var context = context
    context.fileSystem = watch
    do {
        switch try CommandLineParser().parse(arguments, now: now, timeZone: context.timeZone) {
        case .version:
            context.writeOut("atrest \(AtrestVersion.current)\n")
        case .help(let spec, let global):
            let run = CommandRun(context: context, now: now, global: global)
            run.outRaw(HelpText.fitted(spec.map { HelpText.command($0, showsTree: $0.freeDiscussion == nil || HelpText.showsForest(run)) } ?? HelpText.overview(showsForest: HelpText.showsForest(run)), width: run.columns))
        case .run(let command, let global):
            var run = CommandRun(context: context, now: now, global: global)
            if let warning = ZoneOriginText.warning(context.zoneOrigin) { context.writeError(warning) }
            if type(of: command).effect.isUndoable {
                // What `atrest undo` will say it took back: the line as typed, made safe to show
                // (joined by hand: start-up path, Sources/START-UP.md).
                let line = context.journalLabel ?? arguments.reduce("atrest") { $0 + " " + ShellWord.asTyped($1) }
                run.journal = ChangeJournal(label: SafeText.safe(line), at: now)
            }
            try command.run(in: run)
            // A result cut short (a full disk, a closed stdout) is not a result: say so, exit 1.
            try context.deliverOutput()
            // After the save and the lock: a hook can neither hold up nor change what was saved.
            Hooks.run(after: type(of: command).spec.name, queue: run.hooks, saved: watch.saved, context: context)
            return 0
        }
        try context.deliverOutput()
        return 0
    } catch let exit as SilentExit {
        if exit.code == 0, case .failed(let code) = context.deliverOut() {
            return report(AtrestError.outputFailed(code: code), watch: watch, context: context)
        }
        return exit.code
    } catch {
        return report(error, watch: watch, context: context)
    }
}

/// Writes `error` as one or two lines on stderr and returns its exit code.
private func report(_ error: any Error, watch: SaveWatch, context: Context) -> Int32 {
    let problem = ErrorReport.describe(error, environment: context.environment).admitting(saved: watch.saved)
    for line in problem.lines(width: context.terminalColumns ?? .max) { context.writeError(line + "\n") }
    return problem.exitCode
}
