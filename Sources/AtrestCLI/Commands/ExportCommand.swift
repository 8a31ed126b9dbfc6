import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// `atrest export [--output FILE]`: every piece of the person's data, as one JSON document.
struct ExportCommand: Command {
    static let output = OptionSpec("output", value: "FILE", help: "write to FILE instead of stdout (- is stdout)")

    static let spec = CommandSpec(
        "export",
        summary: "write all your data as one JSON document",
        discussion: "Your data is stored only on this device; an export is a copy you can keep elsewhere or bring to another computer with atrest import. It holds every recorded fast, the running fast, all water and your settings, each time with the time zone it was recorded in. Without --output the document goes to stdout and nothing else does. With --output an existing FILE is replaced, and what it held is kept beside it as FILE.previous. The file is readable by you alone.",
        options: [output],
        examples: ["atrest export > atrest-export.json", "atrest export --output ~/backups/atrest.json", "atrest export | jq '.sessions | length'"],
        group: .data
    )

    var output: String?

    init(_ arguments: ParsedArguments) throws {
        let output = arguments.value(Self.output)
        guard output != "" else { throw AtrestError.usage("--output needs a file name", hint: "or leave it out to write to stdout") }
        self.output = output == "-" ? nil : output
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let snapshot = try store.whileReading { try DataSnapshot.read(from: store) }
        let text = ExportDocument.text(snapshot, exportedAt: run.now, in: run.timeZone) + "\n"
        guard let output else {
            run.outRaw(text)
            return
        }
        let file = try OutputFile(output, in: run, store: store, example: "atrest-export.json")
        let replaced = file.replaces
        try file.write(Data(text.utf8), keepingPrevious: true)
        var parts: [String] = []
        if !snapshot.history.sessions.isEmpty { parts.append("your recorded fasts") }
        if snapshot.active != nil { parts.append("the running fast") }
        if !snapshot.water.isEmpty { parts.append("your water") }
        parts.append("your settings")
        run.out("Wrote \(ListText.joined(parts)) to \(SafeText.safe(output)).")
        if replaced {
            run.out(run.paint.dim("The file it replaced is kept as \(file.written).previous."))
        }
        run.out(run.paint.dim("Your data is stored only on this device; this file is a copy you can keep elsewhere."))
    }
}
