import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rendering
import Store

/// `atrest forest`: every tree under the dusk sky, in the terminal or as an SVG picture.
struct ForestCommand: Command {
    static let svg = OptionSpec("svg", value: "FILE", help: "write the forest as an SVG picture to FILE (- for standard output)")
    static let width = OptionSpec("width", value: "N", help: "columns to draw in, 40–300 (default: the terminal's width)")
    static let height = OptionSpec("height", value: "N", help: "rows to show, 8–500 (default: the terminal's height)")
    static let all = OptionSpec("all", help: "print the whole forest, however tall (for less -R)")
    static let cite = OptionSpec("cite", help: "show book and chapter under the Vigil inscription")

    static let spec = CommandSpec(
        "forest",
        summary: "the forest your fasts have grown, under a dusk sky",
        discussion: "Each fast that reached its reference stands as a tree in its own form and earth tone, with a star above; one that reached 70 % of it stands grey and quiet. Older trees recede into the dusk. --svg writes the same forest as a picture to keep.",
        options: [svg, width, height, all, cite],
        examples: ["atrest forest", "atrest forest --svg forest.svg", "atrest forest --all --color always | less -R"],
        group: .pictures
    )

    var svg: String?
    var width: Int?
    var height: Int?
    var all: Bool
    var cite: Bool

    init(_ arguments: ParsedArguments) throws {
        svg = arguments.value(Self.svg)
        cite = arguments.flag(Self.cite)
        all = arguments.flag(Self.all)
        if let text = arguments.value(Self.height) {
            guard let value = Int(text), (8...500).contains(value) else {
                throw AtrestError.usage("--height \(text) is not a height atrest draws in", hint: "use a number of rows from 8 to 500")
            }
            height = value
        }
        if let text = arguments.value(Self.width) {
            guard let value = Int(text), (40...300).contains(value) else {
                throw AtrestError.usage("--width \(text) is not a width atrest draws in", hint: "use a number of columns from 40 to 300")
            }
            width = value
        }
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let history = try store.whileReading { try store.loadHistory() }
        let tier = try Entitlements.shownTier(store: store, in: run, recordedCount: history.completedCount)
        guard tier.hasFullExperience else {
            // Said softly, where a person looks. Asked for a picture, the same words come as
            // what could not be done (exit 1), so a script can tell that no file was written.
            guard svg == nil else { throw AtrestError.cannot(PremiumCopy["free.forest.picture"], hint: PremiumCopy["free.forest.more"]) }
            run.out(PremiumCopy["free.forest"])
            return
        }
        let entries = history.sessions.compactMap { session in
            session.tree.map { ForestEntry(id: session.id, ended: session.end, kind: $0) }
        }
        let vigil = try store.loadSettings().vigil && !entries.isEmpty
        let forest = Forest(entries: entries, inscription: vigil ? VigilCopy.forestInscription.text : nil, dusk: run.dusk)
        if let svg {
            try write(ForestSVG(forest).document(), to: svg, run: run)
            return
        }
        if AccessibleText.isOn(run) {
            for line in AccessibleText.forest(entries.map(\.kind)) { run.out(line) }
            if vigil { run.out(VigilCopy.forestInscription.text) }
            if vigil, cite { run.out("From " + VigilCopy.forestInscription.citation) }
            return
        }
        let style = run.pictureStyle(width: width ?? min(run.columns, 300))
        // The terminal's rows, less the prompt's line (and the citation's) so nothing scrolls away.
        let rows = height ?? max(8, run.rows - 1 - (vigil && cite ? 1 : 0))
        run.out(all ? forest.renderAll(style, viewHeight: rows) : forest.render(style, height: rows))
        if vigil, cite {
            // Centred under the inscription, which the picture centres in its width.
            let citation = "— " + VigilCopy.forestInscription.citation
            let columns = min(max(style.width, ForestGeometry.widths.lowerBound), ForestGeometry.widths.upperBound)
            run.out(String(repeating: " ", count: max(0, (columns - citation.count) / 2)) + run.paint.dim(citation))
        }
    }

    /// The walk through the person's forest, `width` by `height` cells, for the live view; nil
    /// where the forest is not shown (the free tier).
    static func walk(in run: CommandRun, width: Int, height: Int) throws -> ForestWalk? {
        let store = try run.store
        let history = try store.whileReading { try store.loadHistory() }
        let tier = try Entitlements.shownTier(store: store, in: run, recordedCount: history.completedCount)
        guard tier.hasFullExperience else { return nil }
        let entries = history.sessions.compactMap { session in
            session.tree.map { ForestEntry(id: session.id, ended: session.end, kind: $0) }
        }
        let vigil = try store.loadSettings().vigil && !entries.isEmpty
        let forest = Forest(entries: entries, inscription: vigil ? VigilCopy.forestInscription.text : nil, dusk: run.dusk)
        return ForestWalk(forest, style: run.pictureStyle(width: width), height: height)
    }

    private func write(_ document: String, to destination: String, run: CommandRun) throws {
        if destination == "-" {
            run.outRaw(document)
            return
        }
        // A picture follows the umask like any file a person asks a program for.
        let file = try OutputFile(destination, in: run, store: try run.store, example: "forest.svg")
        try file.write(Data(document.utf8), keepingPrevious: false, mode: 0o666, umasked: true)
        run.note("The forest is in \(SafeText.safe(destination)).")
    }
}
