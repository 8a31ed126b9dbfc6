import Domain
import Interchange
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Licensing
import Rendering
import Store

/// What a running command is given: the context, one reading of the clock, the store and
/// the output style. Reading the clock once keeps every line of one output consistent.
package struct CommandRun: Sendable {
    package let context: Context
    package let now: Date
    package let global: GlobalOptions
    package let paint: Paint
    /// Notes what this command's change replaces, for `atrest undo`; nil for commands whose
    /// changes are not taken back (`Command.effect`).
    package var journal: ChangeJournal?
    /// The events this command's hooks are told of once it is done (see `Hooks`).
    package var hooks = HookQueue()

    package init(context: Context, now: Date, global: GlobalOptions) {
        self.context = context
        self.now = now
        self.global = global
        self.paint = Paint(
            depth: ColourDepth.resolve(choice: global.colour, environment: context.environment, isTerminal: context.outputIsTerminal) {
                [fileSystem = context.fileSystem] path in
                // A terminfo entry is a few kilobytes; anything far larger is not one.
                guard case .some(.some(let data)) = try? fileSystem.contents(of: path, upTo: 1 << 16) else { return nil }
                return [UInt8](data)
            }
        )
    }

    package var timeZone: Zone { context.timeZone }

    /// The keys licenses are checked against: the context's, else this build's.
    package var licenseVerifier: LicenseVerifier { context.licenseVerifier ?? .builtIn }

    /// The store under this environment's XDG directories.
    package var store: AtrestStore {
        get throws {
            guard let paths = AtrestPaths(environment: context.environment) else { throw StoreError.noHome }
            // Every save stamped now; noted for undo when the command's effect is one undo takes back.
            var store = AtrestStore(paths: paths, fileSystem: context.fileSystem, zones: context.zones, recording: .change(at: now, journal: journal))
            store.deletionTwins = { id, start in DerivedID.twins(of: id, start: start) }
            return store
        }
    }

    /// Writes a result line (or several) to stdout.
    package func out(_ text: String = "") { context.writeOut(text + "\n") }

    /// Writes bytes to stdout exactly as given (documents, pictures).
    package func outRaw(_ text: String) { context.writeOut(text) }

    /// Writes bytes to stdout exactly as given (a PNG, a picture's escape sequences).
    package func outBytes(_ bytes: [UInt8]) {
        if let write = context.writeOutBytes { write(bytes) } else { context.writeOut(String(decoding: bytes, as: UTF8.self)) }
    }

    /// Writes a note to stderr: something the person should know that is not the result.
    package func note(_ text: String) { context.writeError(text + "\n") }

    /// Stdin up to `limit` bytes (`-` for a file): at a terminal it waits for a paste, so the
    /// person is told `what` it reads and how to end it.
    func pasted(_ what: String, upTo limit: Int) -> Data {
        if context.inputIsTerminal {
            note("atrest: reading \(what) from this terminal; paste it, then press Ctrl-D on a line of its own.")
        }
        return context.readInputUpTo(limit)
    }

    /// A path from the command line, made absolute against the working directory.
    package func path(_ argument: String) -> String {
        if argument.hasPrefix("/") { return argument }
        if argument.hasPrefix("~/"), let home = context.environment["HOME"] { return home + argument.dropFirst(1) }
        let base = context.workingDirectory.hasSuffix("/") ? String(context.workingDirectory.dropLast()) : context.workingDirectory
        return base + "/" + argument
    }

    /// How pictures are drawn for this run, `width` columns wide.
    package func pictureStyle(width: Int) -> PictureStyle {
        PictureStyle(width: width, depth: paint.depth, glyphs: global.ascii ? .ascii : .unicode, symbols: blockSymbols)
    }

    /// The block characters this terminal's cells draw shapes with.
    package var blockSymbols: BlockSymbols { BlockSymbols.forTerminal { context.environment[$0] } }

    /// Rows of the screen pictures may fill: the terminal's, else `LINES`, else 24.
    package var rows: Int {
        if let rows = context.terminalRows, rows > 0 { return rows }
        if let text = context.environment["LINES"], let rows = Int(text), rows > 0 { return rows }
        return 24
    }

    /// The dusk of today, shared by every picture drawn today.
    package var dusk: Dusk { Dusk.of(day: LocalTime.day(of: now, in: timeZone).ordinal) }

    /// Columns to lay text out in: the terminal's, else `COLUMNS`, else 80.
    package var columns: Int {
        if let columns = context.terminalColumns, columns > 0 { return columns }
        if let text = context.environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return 80
    }
}
