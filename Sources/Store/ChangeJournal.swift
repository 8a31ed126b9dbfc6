#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What one command's change replaced, kept so that `atrest undo` can put it back.
///
/// Each file a change saves is noted with its bytes before the change and after it. When the
/// change is done, the journal writes one entry in `undo/`; `undo` restores the newest entry's
/// files, but only those still holding what the change wrote, so it never writes over
/// anything done since. The account (the trial's count only goes up) and reminder
/// bookkeeping are never taken back.
///
/// An entry is a convenience, not a save of the person's data: it is written whole and
/// renamed into place, without waiting for the disk, so a change costs next to nothing more;
/// an entry a crash cut short is refused when read and takes nothing back.
///
/// One command runs on one thread, so the journal needs no lock of its own; the store's lock
/// is held around every change it notes.
package final class ChangeJournal: @unchecked Sendable {
    package struct File: Equatable, Sendable {
        /// The file's path below the data or config folder, as `data:water/2026-11.json`.
        package var path: String
        package var before: Data?
        package var after: Data
    }

    package let label: String
    package let at: Date
    private var files: [File] = []
    /// The entry's file name, once it has one.
    var entry: String?
    /// The change merged what came from elsewhere (`sync`, `import`): its undo takes it back
    /// here only, putting every file back as it was (see `AtrestStore.undoLastChange`).
    package var merges = false { didSet { unwritten = true } }
    /// Something was noted since the entry was last written: `apply` writes the entry at the
    /// end of each change, and only then (one command may apply more than one change).
    var unwritten = false

    package init(label: String, at: Date) {
        self.label = label
        self.at = at
    }

    /// Entries kept; older ones are removed as new ones are written.
    package static let kept = 30

    /// Notes that `path` now holds `after`; the first `before` seen for a path is the one kept.
    func record(_ path: String, before: @autoclosure () -> Data?, after: Data) {
        if let index = files.firstIndex(where: { $0.path == path }) {
            files[index].after = after
        } else {
            files.append(File(path: path, before: before(), after: after))
        }
        unwritten = true
        // `Data` compares by bytes; an entry of only unchanged files is never written.
    }

    var recorded: [File] { files }

    // MARK: The entry's text

    /// `atrest-undo 1`, the label, the time, `merge` for a change that merged (`merges`), then
    /// for each file its path and bytes (base64; `-` for a file that did not exist before).
    /// The first form: earlier atrests wrote it and entries rewritten by `rebaseEntries` still
    /// are; a new entry is written in the second (`bytes`), and `read` takes both.
    package static func text(label: String, at: Date, merges: Bool = false, files: [File]) -> String {
        var text = "atrest-undo 1\nlabel \(label.filter { $0 != "\n" && $0 != "\r" })\nat \(Int64(at.timeIntervalSince1970))\n"
        if merges { text += "merge\n" }
        for file in files {
            text += "file \(file.path)\nbefore \(file.before?.base64EncodedString() ?? "-")\nafter \(file.after.base64EncodedString())\n"
        }
        return text + "end\n"
    }

    /// An entry read back: nil for anything that is not a whole entry.
    ///
    /// Read as bytes, not as a `String`: an import's entry holds megabytes of base64, and
    /// splitting text walks it one Character (grapheme) at a time.
    package static func read(_ data: Data) -> (label: String, at: Date, merges: Bool, files: [File])? {
        let bytes = [UInt8](data)
        if bytes.starts(with: "atrest-undo 2\n".utf8) { return readCounted(bytes) }
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count >= 5, lines[0].elementsEqual("atrest-undo 1".utf8), lines[1].starts(with: "label ".utf8),
              lines[2].starts(with: "at ".utf8), let label = String(bytes: lines[1].dropFirst(6), encoding: .utf8),
              let seconds = Int64(String(decoding: lines[2].dropFirst(3), as: UTF8.self)),
              lines[lines.count - 2].elementsEqual("end".utf8), lines[lines.count - 1].isEmpty
        else { return nil }
        var files: [File] = []
        let merges = lines[3].elementsEqual("merge".utf8)
        var index = merges ? 4 : 3
        while index + 2 < lines.count - 2 {
            let (path, before, after) = (lines[index], lines[index + 1], lines[index + 2])
            guard path.starts(with: "file ".utf8), before.starts(with: "before ".utf8), after.starts(with: "after ".utf8),
                  let pathText = String(bytes: path.dropFirst(5), encoding: .utf8),
                  let afterBytes = Data(base64Encoded: Data(after.dropFirst(6)))
            else { return nil }
            let beforeText = before.dropFirst(7)
            let beforeBytes: Data?
            if beforeText.elementsEqual("-".utf8) {
                beforeBytes = nil
            } else {
                guard let bytes = Data(base64Encoded: Data(beforeText)) else { return nil }
                beforeBytes = bytes
            }
            files.append(File(path: pathText, before: beforeBytes, after: afterBytes))
            index += 3
        }
        guard index == lines.count - 2, !files.isEmpty else { return nil }
        return (label, Date(timeIntervalSince1970: TimeInterval(seconds)), merges, files)
    }

    /// The file name of the entry after `names`: numbered in order, so names sort oldest first.
    static func entryName(after names: [String]) -> String {
        let last = names.compactMap { UInt64($0.dropLast(".undo".count)) }.max() ?? 0
        let digits = String(last + 1)
        return String(repeating: "0", count: max(0, 12 - digits.count)) + digits + ".undo"
    }
}
