#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An entry's second form, `atrest-undo 2`: each file's bytes as they are, after a line that
/// gives their count, where the first form holds them in base64. Writing a month of water
/// twice in base64 was half of what `water add` cost (a String of 100 kB made and checked);
/// copying the bytes costs next to nothing. `read` takes both forms.
extension ChangeJournal {
    /// `atrest-undo 2`, the label, the time, `merge` for a change that merged, then for each
    /// file `file PATH`, `before COUNT` (or `before -` for a file that did not exist) and the
    /// bytes, `after COUNT` and the bytes, each followed by a newline; then `end`.
    package static func bytes(label: String, at: Date, merges: Bool = false, files: [File]) -> Data {
        // One Data, each file's bytes copied once.
        var bytes = Data(capacity: files.reduce(256) { $0 + 64 + $1.path.utf8.count + ($1.before?.count ?? 0) + $1.after.count })
        func line(_ text: String) {
            bytes.append(contentsOf: Array(text.utf8))
            bytes.append(UInt8(ascii: "\n"))
        }
        line("atrest-undo 2")
        line("label " + label.filter { $0 != "\n" && $0 != "\r" })
        line("at \(Int64(at.timeIntervalSince1970))")
        if merges { line("merge") }
        for file in files {
            line("file " + file.path)
            if let before = file.before {
                line("before \(before.count)")
                bytes.append(before)
                bytes.append(UInt8(ascii: "\n"))
            } else {
                line("before -")
            }
            line("after \(file.after.count)")
            bytes.append(file.after)
            bytes.append(UInt8(ascii: "\n"))
        }
        line("end")
        return bytes
    }

    /// An entry of the second form read back; nil for anything that is not a whole one.
    static func readCounted(_ bytes: [UInt8]) -> (label: String, at: Date, merges: Bool, files: [File])? {
        var index = 0
        /// The next line, without its newline.
        func line() -> ArraySlice<UInt8>? {
            guard index < bytes.count, let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            defer { index = end + 1 }
            return bytes[index..<end]
        }
        /// `word COUNT` then COUNT bytes and a newline; `before -` gives .some(nil).
        func counted(_ word: String) -> Data?? {
            guard let line = line(), line.starts(with: (word + " ").utf8) else { return nil }
            let value = line.dropFirst(word.utf8.count + 1)
            if word == "before", value.elementsEqual("-".utf8) { return .some(nil) }
            guard value.count <= 12, value.allSatisfy({ (0x30...0x39).contains($0) }), !value.isEmpty,
                  let count = Int(String(decoding: value, as: UTF8.self)),
                  count <= bytes.count - index - 1, bytes[index + count] == UInt8(ascii: "\n")
            else { return nil }
            defer { index += count + 1 }
            return .some(Data(bytes[index..<index + count]))
        }
        guard line()?.elementsEqual("atrest-undo 2".utf8) == true,
              let labelLine = line(), labelLine.starts(with: "label ".utf8),
              let label = String(bytes: labelLine.dropFirst(6), encoding: .utf8),
              let atLine = line(), atLine.starts(with: "at ".utf8),
              let seconds = Int64(String(decoding: atLine.dropFirst(3), as: UTF8.self)),
              var next = line()
        else { return nil }
        let merges = next.elementsEqual("merge".utf8)
        if merges {
            guard let after = line() else { return nil }
            next = after
        }
        var files: [File] = []
        while next.starts(with: "file ".utf8) {
            guard let path = String(bytes: next.dropFirst(5), encoding: .utf8),
                  let before = counted("before"), let counted = counted("after"), let after = counted,
                  let following = line()
            else { return nil }
            files.append(File(path: path, before: before, after: after))
            next = following
        }
        guard next.elementsEqual("end".utf8), index == bytes.count, !files.isEmpty else { return nil }
        return (label, Date(timeIntervalSince1970: TimeInterval(seconds)), merges, files)
    }
}
