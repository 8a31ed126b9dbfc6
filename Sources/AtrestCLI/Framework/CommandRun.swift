import Domain
import Foundation
import Store

/// What a running command is given: the context, one reading of the clock, the store and
/// the output style. Reading the clock once keeps every line of one output consistent.
package struct CommandRun: Sendable {
    package let context: Context
    package let now: Date
    package let global: GlobalOptions
    package let paint: Paint

    package init(context: Context, now: Date, global: GlobalOptions) {
        self.context = context
        self.now = now
        self.global = global
        self.paint = Paint(
            mode: ColorMode.resolve(choice: global.color, environment: context.environment, isTerminal: context.outputIsTerminal)
        )
    }

    package var timeZone: TimeZone { context.timeZone }

    /// The store under this environment's XDG directories.
    package var store: AtrestStore {
        get throws {
            guard let paths = AtrestPaths(environment: context.environment) else { throw StoreError.noHome }
            return AtrestStore(paths: paths, fileSystem: context.fileSystem)
        }
    }

    /// Writes a result line (or several) to stdout.
    package func out(_ text: String = "") { context.writeOut(text + "\n") }

    /// Writes bytes to stdout exactly as given (documents, pictures).
    package func outRaw(_ text: String) { context.writeOut(text) }

    /// Writes a note to stderr: something the person should know that is not the result.
    package func note(_ text: String) { context.writeError(text + "\n") }

    /// Columns to lay text out in: the terminal's, else `COLUMNS`, else 80.
    package var columns: Int {
        if let columns = context.terminalColumns, columns > 0 { return columns }
        if let text = context.environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return 80
    }
}
