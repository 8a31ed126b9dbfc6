#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `atrest-license keygen --out DIR`: makes a new key pair for signing licenses.
struct KeygenCommand: Equatable {
    /// Where the private key goes; it signs licenses and must stay with the distributor.
    static let privateKeyName = "license-private.key"
    /// Where the public key goes; it belongs in atrest's `Resources/keys/`.
    static let publicKeyName = "license-public.pub"

    /// The folder for the two files, as given.
    var outputDirectory: String

    init(_ arguments: some Collection<String>) throws(LicenseToolError) {
        let options = try OptionList(arguments, known: ["out"])
        outputDirectory = try options.required("out")
        guard !outputDirectory.isEmpty else { throw .usage("--out needs a folder") }
    }

    /// Writes the pair: the private key 0600, the public key 0644, neither over an
    /// existing file. Nothing is written unless both names are free.
    func run(in context: LicenseToolContext) throws(LicenseToolError) -> LicenseToolOutcome {
        let folder = context.resolve(outputDirectory)
        try makeFolder(folder)
        let privateURL = folder.appending(path: Self.privateKeyName)
        let publicURL = folder.appending(path: Self.publicKeyName)
        for url in [privateURL, publicURL] where FileManager.default.fileExists(atPath: url.path) {
            throw .couldNotDo(
                "\(url.path) already exists; keygen never replaces a key, so move it away or choose another --out"
            )
        }
        let key: LicensePrivateKey
        do {
            key = try LicensePrivateKey.generate()
        } catch {
            throw .couldNotDo("could not make a key pair: \(error.message)")
        }
        do {
            try PlainFile.create(privateURL.path, contents: Data(key.keyFileText.utf8), mode: 0o600)
        } catch {
            throw .couldNotDo("could not write \(privateURL.path): \(error.words)")
        }
        do {
            try PlainFile.create(publicURL.path, contents: Data(key.publicKey.keyFileText.utf8), mode: 0o644)
        } catch {
            // A private key without its public half is of no use and would block a retry.
            unlinkQuietly(privateURL)
            throw .couldNotDo("could not write \(publicURL.path): \(error.words)")
        }
        return LicenseToolOutcome(status: 0, standardOutput: report(privateURL: privateURL, publicURL: publicURL))
    }

    private func makeFolder(_ folder: URL) throws(LicenseToolError) {
        if let attributes = try? FileManager.default.attributesOfItem(atPath: folder.path) {
            guard attributes[.type] as? FileAttributeType == .typeDirectory else { throw .couldNotDo("\(folder.path) is a file, not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw .couldNotDo("could not make the folder \(folder.path)")
        }
    }

    private func unlinkQuietly(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }

    private func report(privateURL: URL, publicURL: URL) -> String {
        """
        wrote a new key pair:
          \(privateURL.path)
              the private key. keep it with you, backed up, and never in a repository:
              anyone who has it can make licenses. sign with: atrest-license sign --key \(privateURL.path) …
          \(publicURL.path)
              the public key. copy it into atrest's Resources/keys/ (for example as
              Resources/keys/atrest.pub) and rebuild; atrest then trusts licenses from this pair.

        """
    }
}
