import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// `atrest export [--output FILE]`: every piece of the person's data, as one JSON document.
struct ExportCommand: Command {
    static let spec = CommandSpec(
        "export",
        summary: "write all your data as one JSON document",
        discussion: "Your data is stored only on this device; an export is a copy you can keep elsewhere or bring to another computer with atrest import. It holds every recorded fast, the running fast, all water and your settings, each time with the time zone it was recorded in. Without --output the document goes to stdout and nothing else does. With --output an existing FILE is replaced, and what it held is kept beside it as FILE.previous. The file is readable by you alone.",
        options: [OptionSpec("output", value: "FILE", help: "write to FILE instead of stdout (- is stdout)")],
        examples: ["atrest export > atrest-export.json", "atrest export --output ~/backups/atrest.json", "atrest export | jq '.sessions | length'"],
        group: .data
    )

    var output: String?

    init(_ arguments: ParsedArguments) throws {
        let output = arguments.value("output")
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
        let path = run.path(output)
        let fileSystem = run.context.fileSystem
        if fileSystem.exists(path), (try? fileSystem.list(path)) != nil {
            throw AtrestError.usage("\(output) is a folder", hint: "give a file name inside it, such as \(output)/atrest-export.json")
        }
        if Self.isInside(path, any: store.directories) {
            throw AtrestError.usage("\(output) is inside atrest's own folders", hint: "choose a place outside them, such as ~/atrest-export.json")
        }
        let replaced = fileSystem.exists(path)
        do {
            try DurableWriter(fileSystem: fileSystem).save(Data(text.utf8), to: path)
        } catch {
            throw AtrestError.cannot(
                "could not write \(output): \(error.reason)",
                hint: error.operation == .syncDirectory ? "it is written, but may not survive a power cut" : "nothing was written"
            )
        }
        var parts: [String] = []
        if !snapshot.history.sessions.isEmpty { parts.append("your recorded fasts") }
        if snapshot.active != nil { parts.append("the running fast") }
        if !snapshot.water.isEmpty { parts.append("your water") }
        parts.append("your settings")
        run.out("Wrote \(ListText.joined(parts)) to \(output).")
        if replaced {
            run.out(run.paint.dim("The file it replaced is kept as \(output).previous."))
        }
        run.out(run.paint.dim("Your data is stored only on this device; this file is a copy you can keep elsewhere."))
    }

    /// Whether `path` would land in one of `directories`, however it is spelled.
    ///
    /// An export written over `active.json` would read back as "no fast running", so the
    /// folder is compared after resolving `..` and symbolic links, and a relative path
    /// against the working directory, exactly where the save would put it.
    static func isInside(_ path: String, any directories: [String]) -> Bool {
        func resolved(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        let folder = resolved(PathText.parent(path))
        return directories.contains { directory in
            let own = resolved(directory)
            return folder == own || folder.hasPrefix(own + "/")
        }
    }
}
