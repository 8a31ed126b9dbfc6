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
    static let effect = CommandEffect.reads
    static let svg = OptionSpec("svg", value: "FILE", help: "write the forest as an SVG picture to FILE (- for standard output)")
    static let png = OptionSpec("png", value: "FILE", help: "write the same picture as PNG to FILE (- for standard output)")
    static let width = OptionSpec("width", value: "N", help: "columns to draw in, 40–300 (default: the terminal's width; 96 for a picture)")
    static let height = OptionSpec("height", value: "N", help: "rows to show, 8–500 (default: the terminal's height; 27 for a picture)")
    static let size = OptionSpec("size", value: "WxH", help: "a picture's size in pixels, such as 1920x1080 (default: 20 pixels a column)")
    static let all = OptionSpec("all", help: "print the whole forest, however tall (for less -R)")
    static let cite = OptionSpec("cite", help: "show book and chapter under the Vigil inscription")

    static let spec = CommandSpec(
        "forest",
        summary: "the forest your fasts have grown, under a dusk sky",
        discussion: "Each fast that reached its reference stands as a tree in its own form and earth tone, with a star above; one that reached 70 % of it stands grey and quiet. Older trees recede into the dusk. --svg and --png write the same forest as a picture to keep: the window forest shows (a 16:9 landscape unless --width, --height or --size say otherwise), or with --all the whole forest.",
        options: [svg, png, width, height, size, all, cite],
        examples: ["atrest forest", "atrest forest --svg forest.svg", "atrest forest --png forest.png --size 1920x1080", "atrest forest --all --color always | less -R"],
        group: .pictures
    )

    var svg: String?
    var png: String?
    var size: (width: Int, height: Int)?
    var width: Int?
    var height: Int?
    var all: Bool
    var cite: Bool

    init(_ arguments: ParsedArguments) throws {
        svg = arguments.value(Self.svg)
        png = arguments.value(Self.png)
        // An empty name (`--svg ''`, a variable left unset) names no file: said so, not "is a folder".
        for (option, value) in [(Self.svg, svg), (Self.png, png)] where value?.isEmpty == true {
            throw AtrestError.usage("\(option.flagText) needs a file name", hint: "or - to write to standard output")
        }
        if svg != nil, png != nil {
            throw AtrestError.usage("--svg and --png each write a picture; ask for one at a time")
        }
        if let text = arguments.value(Self.size) {
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (16...8192).contains(w), (16...8192).contains(h) else {
                throw AtrestError.usage("--size \(text) is not a size atrest draws at", hint: "use pixels as WxH, each 16 to 8192, such as 1920x1080")
            }
            size = (w, h)
        }
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
            guard svg == nil, png == nil else { throw AtrestError.cannot(PremiumCopy["free.forest.picture"], hint: PremiumCopy["free.forest.more"]) }
            run.out(PremiumCopy["free.forest"])
            return
        }
        let entries = history.sessions.compactMap { session in
            session.tree.map { ForestEntry(id: session.id, ended: session.end, kind: $0) }
        }
        let vigil = try store.loadSettings().vigil && !entries.isEmpty
        let forest = Forest(entries: entries, inscription: vigil ? VigilCopy.forestInscription.text : nil, dusk: run.dusk)
        if svg != nil || png != nil {
            try writePicture(forest, run: run)
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
        let graphics = all ? nil : run.graphics()
        if let graphics, graphics.mode.showsPixels {
            // The same window in the terminal's pixels: `--all` stays cells, for a pager.
            let picture = forest.picture(columns: style.width, rows: rows)
            PicturePixels.forest(picture, columns: picture.width, rows: picture.height / 2, mode: graphics.mode, cell: graphics.cell, run: run)
        } else {
            run.out(all ? forest.renderAll(style, viewHeight: rows) : forest.render(style, height: rows))
        }
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

    private func write(_ document: [UInt8], to destination: String, run: CommandRun) throws {
        if destination == "-" {
            run.outBytes(document)
            return
        }
        // A picture follows the umask like any file a person asks a program for.
        let file = try OutputFile(destination, in: run, store: try run.store, example: png != nil ? "forest.png" : "forest.svg")
        try file.write(Data(document), keepingPrevious: false, mode: 0o666, umasked: true)
        // The result of the command, as export --output reports its file: on stdout (a picture
        // sent to stdout with - has no such line, so nothing else goes there).
        run.out("The forest is in \(SafeText.safe(destination)).")
    }

    /// `--svg` or `--png`: the window `forest` shows (or, with `--all`, the whole canvas) as one
    /// scene, written as SVG or rasterised into a PNG.
    private func writePicture(_ forest: Forest, run: CommandRun) throws {
        let frame = ForestPictureFrame(width: width, height: height, size: size, all: all)
        let picture = all ? forest.pictureOfAll(columns: frame.columns, viewRows: frame.rows) : forest.picture(columns: frame.columns, rows: frame.rows)
        let pixels = frame.pixels(for: picture, raster: png != nil)
        if let svg {
            try write(Array(picture.svg(pixelWidth: pixels.width, pixelHeight: pixels.height).utf8), to: svg, run: run)
        } else if let png {
            try write(PNGEncoder.encode(picture.raster(pixelWidth: pixels.width, pixelHeight: pixels.height)), to: png, run: run)
        }
    }
}
