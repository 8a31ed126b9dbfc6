// Writes every text file under a folder into one Swift source file, so that the
// `atrest` binary carries its resources and works when copied alone.
//
// Usage: ResourceEmbedder OUTPUT.swift RESOURCES-FOLDER

import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: ResourceEmbedder OUTPUT RESOURCES\n".utf8))
    exit(2)
}
let outputPath = arguments[1]
let root = URL(fileURLWithPath: arguments[2]).standardizedFileURL

/// The shortest run of `#` that cannot close a raw string early inside `text`.
func rawDelimiter(for text: String) -> String {
    var hashes = 1
    while text.contains("\"\"\"" + String(repeating: "#", count: hashes))
        || text.contains("\"" + String(repeating: "#", count: hashes)) {
        hashes += 1
    }
    return String(repeating: "#", count: hashes)
}

var files: [(path: String, text: String)] = []
if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
    for case let url as URL in walker {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
              !url.lastPathComponent.hasPrefix(".")
        else { continue }
        let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
        guard let data = FileManager.default.contents(atPath: url.path),
              let text = String(data: data, encoding: .utf8)
        else {
            FileHandle.standardError.write(Data("ResourceEmbedder: \(relative) is not UTF-8 text\n".utf8))
            exit(1)
        }
        files.append((relative, text))
    }
}
files.sort { $0.path < $1.path }

var source = """
// Generated from Resources/ by ResourceEmbedder at build time. Edit Resources/ instead.

extension EmbeddedResources {
    static let storedPaths: [String] = [\(files.map { "\"\($0.path)\"" }.joined(separator: ", "))]

    static func storedText(_ path: String) -> String? {
        switch path {

"""
for file in files {
    let hashes = rawDelimiter(for: file.text)
    source += "        case \"\(file.path)\":\n            return \(hashes)\"\"\"\n\(file.text)\n\"\"\"\(hashes)\n"
}
source += """
        default:
            return nil
        }
    }
}

"""
do {
    let existing = try? String(contentsOfFile: outputPath, encoding: .utf8)
    if existing != source {
        try source.write(toFile: outputPath, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("ResourceEmbedder: could not write \(outputPath): \(error)\n".utf8))
    exit(1)
}
