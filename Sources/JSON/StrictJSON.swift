#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether bytes are JSON as RFC 8259 has it, and nothing looser (nor a lone surrogate, which
/// no text holds, nor a key given twice in one object): the question `JSONValue.parse`
/// answers, asked where only the answer is wanted. `JSONCursor`, which reads atrest's own
/// files without building a tree, takes only what this takes; when it gives up, this says
/// where the bytes stop being JSON. (A leading byte-order mark is let through, as RFC 8259
/// allows; `doctor` notes it.)
package enum StrictJSON {
    /// Nil when `data` is one strict JSON document; otherwise the first place it is not.
    package static func problem(in data: Data) -> JSONSyntaxError? {
        do {
            _ = try JSONValue.parse(data)
            return nil
        } catch {
            return error
        }
    }
}
