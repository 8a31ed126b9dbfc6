#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A data file's format: a JSON object with a `version` number and the rest of its fields.
package protocol VersionedDocument: Codable, Sendable {
    /// The version this build writes and the newest it reads.
    static var currentVersion: Int { get }
    var version: Int { get set }

    /// The document read by hand from `data`, without `JSONDecoder`; nil when the reader is
    /// not sure it would read it exactly as `JSONDecoder` does (then `JSONDecoder` does).
    static func readFast(_ data: Data) -> Self?

    /// The document written by hand as JSON `JSONDecoder` reads back; nil to use `JSONEncoder`.
    func writeJSON() throws -> Data?
}

extension VersionedDocument {
    package static func readFast(_ data: Data) -> Self? { nil }
    package func writeJSON() throws -> Data? { nil }
}

/// Turns versioned documents into bytes and back, refusing anything it cannot trust.
package enum DocumentCoding {
    /// The document as JSON ending in a newline.
    ///
    /// Throws when a value has no JSON form (a NaN or infinite number), so that the caller
    /// writes nothing rather than a file that would read back as damaged.
    package static func encode<Document: VersionedDocument>(_ document: Document) throws -> Data {
        if let data = try document.writeJSON() { return data }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(document)
        data.append(0x0A)
        return data
    }

    /// The document in `data`, read from `path` (named in errors).
    package static func decode<Document: VersionedDocument>(
        _ type: Document.Type, from data: Data, path: String
    ) throws(StoreError) -> Document {
        guard !data.isEmpty else { throw .damaged(path: path, reason: "it is empty") }
        // atrest's own files, as it writes them, are read by hand: `JSONDecoder` made reading
        // ten years of history most of the time of every command. Anything else, damage
        // included, goes the careful way below.
        if let document = Document.readFast(data), (1...Document.currentVersion).contains(document.version) {
            return document
        }
        // `JSONDecoder` takes more than JSON (trailing commas, `-01`, raw control characters):
        // only strict JSON goes on to it, for its exact words on the shape.
        if let problem = StrictJSON.problem(in: data) {
            throw .damaged(path: path, reason: problem.endsEarly ? "it is not valid JSON (it may be cut short)" : "it is not valid JSON: \(problem.description)")
        }
        do {
            let document = try JSONDecoder().decode(Document.self, from: data)
            try checkVersion(document.version, of: Document.self, path: path)
            return document
        } catch let error as StoreError {
            throw error
        } catch {
            // Say "newer version" rather than "damaged" when that is the real reason.
            if let probe = try? JSONDecoder().decode(VersionProbe.self, from: data) {
                try checkVersion(probe.version, of: Document.self, path: path)
            }
            throw .damaged(path: path, reason: DecodingProblem.describe(error))
        }
    }

    private static func checkVersion<Document: VersionedDocument>(
        _ version: Int, of type: Document.Type, path: String
    ) throws(StoreError) {
        if version > Document.currentVersion { throw .newerVersion(path: path, version: version) }
        if version < 1 { throw .damaged(path: path, reason: "version \(version) is not a version atrest wrote") }
    }

    private struct VersionProbe: Decodable { var version: Int }
}

/// Plain words for what a `DecodingError` found, with the path inside the document.
package enum DecodingProblem {
    package static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "it is not valid JSON" }
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "it is not valid JSON (it may be cut short)" }
            return "\(path(context.codingPath)): \(context.debugDescription.lowercased().trimmingPunctuation())"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): not \(describe(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): missing \(describe(type))"
        @unknown default:
            return "it has an unexpected shape"
        }
    }

    /// `sessions[3].end`, the way a person would point at it.
    package static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text.isEmpty ? "the document" : text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "a list"
        default: "the expected kind of value"
        }
    }
}
