import Domain
import JSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A small document of sync's own kept through `Codable` (`changes.json`, `sync.json`,
/// `sync-state.json`): not records of the person's, so not in the record tables, but read as
/// strictly as they are (strict JSON, a known version, refused whole when damaged).
package protocol CodableDocument: Codable, Sendable {
    static var currentVersion: Int { get }
    var version: Int { get set }
}

/// Just the version, read before the rest so a newer document is named as such.
private struct VersionOnly: Decodable {
    var version: Int
}

package enum CodableFile {
    package static func decode<Document: CodableDocument>(_ type: Document.Type, from data: Data, path: String) throws(StoreError) -> Document {
        guard !data.isEmpty else { throw .damaged(path: path, reason: "it is empty") }
        if let syntax = StrictJSON.problem(in: data) {
            throw .damaged(path: path, reason: syntax.endsEarly ? "it is not valid JSON (it may be cut short)" : "it is not valid JSON: \(syntax.description)")
        }
        guard let version = try? JSONDecoder().decode(VersionOnly.self, from: data).version else {
            throw .damaged(path: path, reason: "version: missing")
        }
        if version > Document.currentVersion { throw .newerVersion(path: path, version: version) }
        if version < 1 { throw .damaged(path: path, reason: "version \(version) is not a version atrest wrote") }
        do {
            return try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw .damaged(path: path, reason: "it has an unexpected shape")
        }
    }

    package static func encode<Document: CodableDocument>(_ document: Document) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(document)
        data.append(0x0A)
        return data
    }
}

extension AtrestStore {
    func read<Document: CodableDocument>(_ type: Document.Type, at path: String) throws(StoreError) -> Document? {
        guard let data = try contents(at: path) else { return nil }
        return try CodableFile.decode(type, from: data, path: path)
    }

    func write<Document: CodableDocument>(_ document: Document, to path: String, keepingPrevious: Bool = true) throws(StoreError) {
        try write(to: path, keepingPrevious: keepingPrevious) { try CodableFile.encode(document) }
    }
}
