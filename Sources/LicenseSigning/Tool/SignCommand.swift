#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Domain
import Licensing
import OptionParsing
import Files

/// `atrest-license sign --key FILE --kind annual|lifetime [--expires YYYY-MM-DD] --holder NAME`:
/// prints a signed license.
struct SignCommand: Equatable {
    /// The private key file, as given.
    var keyPath: String
    /// What the license grants.
    var term: LicensePayload.Term
    /// The holder's name, without surrounding spaces.
    var holder: String

    static let key = OptionSpec("key", value: "FILE", help: "the private key to sign with")
    static let kind = OptionSpec("kind", value: "KIND", help: "what the license grants", choices: ["annual", "lifetime"])
    static let expires = OptionSpec("expires", value: "YYYY-MM-DD", help: "an annual license's last valid day (UTC)")
    static let holder = OptionSpec("holder", value: "NAME", help: "whom the license is for")

    init(_ arguments: some Collection<String>) throws(LicenseToolError) {
        let options = try LicenseToolError.parse(arguments, options: [Self.key, Self.kind, Self.expires, Self.holder])
        keyPath = try options.required(Self.key)
        guard !keyPath.isEmpty else { throw .usage("--key needs a file") }
        switch (try options.required(Self.kind), options.value(Self.expires)) {
        case ("annual", nil):
            throw .usage("an annual license needs --expires YYYY-MM-DD, its last valid day")
        case ("annual", let expires?):
            guard let lastDay = LocalDay(licenseText: expires) else {
                throw .usage("--expires takes a day as YYYY-MM-DD, such as 2026-03-01")
            }
            term = .annual(through: lastDay)
        case ("lifetime", nil):
            term = .lifetime
        case ("lifetime", _?):
            throw .usage("a lifetime license takes no --expires")
        case (let kind, _):
            throw .usage("--kind is annual or lifetime, not '\(kind)'")
        }
        holder = try options.required(Self.holder).trimmingWhitespace()
    }

    /// Signs the license, checks it against the key's public half, and prints it.
    func run(in context: LicenseToolContext) throws(LicenseToolError) -> LicenseToolOutcome {
        let key = try readKey(context.resolve(keyPath), files: context.fileSystem)
        let payload = LicensePayload(term: term, holder: holder, issued: LocalDay(utcContaining: context.now))
        if case .annual(let lastDay) = term, lastDay < payload.issued {
            throw .usage("--expires \(lastDay) is before today (\(payload.issued), UTC)")
        }
        if let problem = payload.problem { throw .usage(problem) }
        let token: String
        do {
            token = try LicenseToken.sign(payload, with: key)
        } catch {
            throw .couldNotDo(error.message)
        }
        // A license that does not read back as what was asked for must never be handed out.
        guard case .success(let readBack) = LicenseVerifier(trusting: [key.publicKey]).verify(token: token).map(\.payload),
              readBack == payload
        else {
            throw .couldNotDo("could not sign: the new license did not check out against its own key")
        }
        return LicenseToolOutcome(
            status: 0, standardOutput: token + "\n", standardError: notes(for: payload, key: key, context: context)
        )
    }

    private func readKey(_ path: String, files: any FileSystem) throws(LicenseToolError) -> LicensePrivateKey {
        if path.hasSuffix(".pub") {
            throw .usage("\(keyPath) is a public key; --key takes the private key (\(KeygenCommand.privateKeyName))")
        }
        let read: Data?
        do {
            // One byte past the limit is enough to know the file is too large.
            read = try files.contents(of: path, upTo: KeyFile.maximumLength + 1)
        } catch {
            throw .couldNotDo("could not read the key file \(path): \(error.reason)")
        }
        guard let contents = read else {
            throw .couldNotDo("could not read the key file \(path): \(FileSystemError(.read, path: path, code: ENOENT).reason)")
        }
        guard contents.count <= KeyFile.maximumLength else {
            throw .couldNotDo("could not read the key file \(path): it is larger than expected")
        }
        do {
            return try LicensePrivateKey(keyFileText: String(decoding: contents, as: UTF8.self))
        } catch {
            throw .couldNotDo("could not read the key file \(path): \(error.message)")
        }
    }

    /// A line on stderr about what was signed, and a warning if no atrest built from this
    /// source would accept it.
    private func notes(for payload: LicensePayload, key: LicensePrivateKey, context: LicenseToolContext) -> String {
        var notes: String
        switch payload.term {
        case .annual(let lastDay):
            notes = "signed an annual license for \(payload.holder), valid through \(lastDay) (UTC)"
        case .lifetime:
            notes = "signed a lifetime license for \(payload.holder)"
        }
        notes += ", id \(payload.id.uuidString).\n"
        if !context.trustedKeys.contains(key.publicKey) {
            notes += """
                note: this build does not trust this key, so atrest accepts the license only once the
                key's public half is in Resources/keys/ and atrest is rebuilt.

                """
        }
        return notes
    }
}
