import Domain
import Interchange
import JSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// `atrest export [--output FILE] [--format atrest|ios|ics|csv]`: every piece of the person's
/// data as one JSON document, or the recorded fasts for the Atrest app, a calendar or a spreadsheet.
struct ExportCommand: Command {
    static let effect = CommandEffect.reads
    static let output = OptionSpec("output", value: "FILE", help: "write to FILE instead of stdout (- is stdout)")
    static let format = OptionSpec("format", value: "FORMAT", help: "atrest (everything), or the fasts alone as ios, ics or csv", choices: ExportFormat.allCases.map(\.rawValue))

    static let spec = CommandSpec(
        "export",
        summary: "write all your data, or the fasts as ios, ics or csv",
        discussion: "Your data is stored on this computer (and in a sync folder if you choose one); an export is a copy you can keep elsewhere or bring to another computer with atrest import. It holds every recorded fast, the running fast, all water and your settings, each time with the time zone it was recorded in. Without --output the document goes to stdout and nothing else does. With --output an existing FILE is replaced, and what it held is kept beside it as FILE.previous. The file is readable by you alone. --format ios writes the recorded fasts as the Atrest app on iPhone exports them, so the app can import them; ics writes them as calendar events, each stamped with the fast's last change (DTSTAMP, LAST-MODIFIED, a SEQUENCE that grows), so an export of unchanged fasts is the same file and a calendar that reads it again updates an edited fast in place; csv writes them as a spreadsheet's rows. In csv, a note that begins with = + - or @ (such as -2 kg?) is written after a ', so that a spreadsheet shows it as text and never runs it as a formula; other tools reading the file see the '. atrest import takes it off again, and reads both files back (--from csv, --from ics), so history edited in a spreadsheet or a calendar comes home.",
        options: [output, format],
        examples: [
            "atrest export > atrest-export.json", "atrest export --output ~/backups/atrest.json", "atrest export | jq '.sessions | length'",
            "atrest export --format ics --output fasts.ics", "atrest export --format csv > fasts.csv",
        ],
        group: .data
    )

    var output: String?
    var format = ExportFormat.atrest

    init(_ arguments: ParsedArguments) throws {
        let output = arguments.value(Self.output)
        guard output != "" else { throw AtrestError.usage("--output needs a file name", hint: "or leave it out to write to stdout") }
        self.output = output == "-" ? nil : output
        if let name = arguments.value(Self.format) {
            guard let format = ExportFormat(rawValue: name.lowercased()) else {
                throw AtrestError.usage("--format takes one of \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            self.format = format
        }
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let snapshot = try store.whileReading { try DataSnapshot.read(from: store) }
        if format == .atrest, output == nil {
            // Written out in pieces of about 64 kB, each after a whole record (so never inside
            // a character): fifty years held whole were 25 MB of fresh pages, copied twice more.
            let piece = 1 << 16
            var json = JSONWriter(capacity: piece + 4096)
            ExportDocument.write(snapshot, exportedAt: run.now, in: run.timeZone, into: &json) { json in
                if json.count >= piece { run.outBytes(json.takeBytes()) }
            }
            run.outBytes(json.takeLine())
            return
        }
        let text = try format.text(snapshot, now: run.now, zone: run.timeZone)
        guard let output else {
            run.outRaw(text)
            // The app's export ends at its closing brace, byte for byte; on a terminal a line
            // break after it gives the prompt back on a line of its own.
            if !text.hasSuffix("\n"), run.context.outputIsTerminal { run.outRaw("\n") }
            return
        }
        let file = try OutputFile(output, in: run, store: store, example: format.example)
        let replaced = file.replaces
        try file.write(Data(text.utf8), keepingPrevious: true)
        var parts: [String] = []
        if !snapshot.history.sessions.isEmpty || format.holdsFastsOnly { parts.append("your recorded fasts") }
        if !format.holdsFastsOnly {
            if snapshot.active != nil { parts.append("the running fast") }
            if !snapshot.water.isEmpty { parts.append("your water") }
            parts.append("your settings")
        }
        if format.holdsFastsOnly, snapshot.history.sessions.isEmpty {
            // Said plainly, as import says a file with nothing in it: not "your recorded fasts".
            run.out("Wrote \(SafeText.safe(output)); no fast is recorded here, so it holds none.")
        } else {
            run.out("Wrote \(ListText.joined(parts)) to \(SafeText.safe(output)).")
        }
        if replaced {
            run.out(run.paint.dim("The file it replaced is kept as \(file.written).previous."))
        }
        // The folder named where one is kept; a sync file that does not read changes nothing said here.
        let place = DataPlace.sentence(syncFolder: (try? store.loadSyncFolder()) ?? nil)
        for line in TextLayout.wrap(place + " This file is a copy you can keep elsewhere.", width: TextLayout.proseWidth(columns: run.columns)) {
            run.out(run.paint.dim(line))
        }
    }
}
