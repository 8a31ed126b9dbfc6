#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Domain

/// Reading and writing the payload's JSON.
extension LicensePayload {
    // A list, not a set (start-up path: Sources/START-UP.md).
    private static let knownKeys = ["kind", "holder", "issued", "expires", "id"]

    /// The payload as compact UTF-8 JSON with sorted keys, the bytes that get signed.
    package func json() throws(LicenseSigningError) -> Data {
        var fields = [
            "kind": kindName,
            "holder": holder,
            "issued": issued.description,
            "id": id.uuidString,
        ]
        if case .annual(let lastDay) = term { fields["expires"] = lastDay.description }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(fields)
        } catch {
            throw .invalidTerms("the license could not be written as JSON")
        }
    }

    /// The payload written in `json`, or `.unreadableTerms` saying why it is not one.
    ///
    /// Only the exact shape is accepted: an object of strings with the known keys,
    /// `expires` present exactly for annual licenses, real days, a UUID, and contents that
    /// pass `problem`.
    static func parse(_ json: Data) -> Result<LicensePayload, LicenseProblem> {
        do {
            return .success(try read(json))
        } catch {
            return .failure(error)
        }
    }

    /// The same as a typed throw, which `status` with a license uses (start-up path:
    /// Sources/START-UP.md). Read by the one strict JSON reader (`JSONCursor`), without `JSONDecoder`.
    static func read(_ json: Data) throws(LicenseProblem) -> LicensePayload {
        guard let members = PayloadFields.read(json) else {
            throw .unreadableTerms("its contents are not a JSON object of text fields")
        }
        if let unknown = members.map(\.name).sorted().first(where: { !knownKeys.contains($0) }) {
            throw .unreadableTerms("it has a field this atrest does not know (\(unknown))")
        }
        let fields = Fields(members: members)
        guard let kind = fields["kind"] else { throw .unreadableTerms("it names no kind") }
        guard let holder = fields["holder"] else { throw .unreadableTerms("it names no holder") }
        guard let issuedText = fields["issued"], let issued = LocalDay(licenseText: issuedText) else {
            throw .unreadableTerms("its issue date is missing or not a YYYY-MM-DD day")
        }
        guard let idText = fields["id"], let id = UUID.parse(idText) else {
            throw .unreadableTerms("its id is missing or not a UUID")
        }
        let term: Term
        switch (kind, fields["expires"]) {
        case ("annual", nil):
            throw .unreadableTerms("it is annual but names no expiry date")
        case ("annual", let expiresText?):
            guard let lastDay = LocalDay(licenseText: expiresText) else {
                throw .unreadableTerms("its expiry date is not a YYYY-MM-DD day")
            }
            term = .annual(through: lastDay)
        case ("lifetime", nil):
            term = .lifetime
        case ("lifetime", _?):
            throw .unreadableTerms("it is lifetime but names an expiry date")
        default:
            throw .unreadableTerms("its kind (\(kind)) is neither annual nor lifetime")
        }
        let payload = LicensePayload(term: term, holder: holder, issued: issued, id: id)
        if let problem = payload.problem { throw .unreadableTerms(problem) }
        return payload
    }

    private var kindName: String {
        switch term {
        case .annual: "annual"
        case .lifetime: "lifetime"
        }
    }
}

/// A payload's members, looked up by name.
private struct Fields {
    var members: [(name: String, value: String)]

    subscript(name: String) -> String? {
        members.first { $0.name == name }?.value
    }
}
