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
import Licensing
import OptionParsing
import Files

/// `atrest-license keygen --out DIR`: makes a new key pair for signing licenses.
struct KeygenCommand: Equatable {
    /// Where the private key goes; it signs licenses and must stay with the distributor.
    static let privateKeyName = "license-private.key"
    /// Where the public key goes; it belongs in atrest's `Resources/keys/`.
    static let publicKeyName = "license-public.pub"

    static let out = OptionSpec("out", value: "DIR", help: "the folder for the key pair, made if missing")

    /// The folder for the two files, as given.
    var outputDirectory: String

    init(_ arguments: some Collection<String>) throws(LicenseToolError) {
        let options = try LicenseToolError.parse(arguments, options: [Self.out])
        outputDirectory = try options.required(Self.out)
        guard !outputDirectory.isEmpty else { throw .usage("--out needs a folder") }
    }

    /// Writes the pair: the private key 0600, the public key 0644, neither over an
    /// existing file. Nothing is written unless both names are free.
    func run(in context: LicenseToolContext) throws(LicenseToolError) -> LicenseToolOutcome {
        let files = context.fileSystem
        let folder = context.resolve(outputDirectory)
        try makeFolder(folder, files: files)
        let privatePath = folder == "/" ? "/" + Self.privateKeyName : folder + "/" + Self.privateKeyName
        let publicPath = folder == "/" ? "/" + Self.publicKeyName : folder + "/" + Self.publicKeyName
        for path in [privatePath, publicPath] where files.exists(path) {
            throw .couldNotDo("\(path) already exists; keygen never replaces a key, so move it away or choose another --out")
        }
        let key: LicensePrivateKey
        do {
            key = try LicensePrivateKey.generate()
        } catch {
            throw .couldNotDo("could not make a key pair: \(error.message)")
        }
        do {
            try Self.create(privatePath, contents: Data(key.keyFileText.utf8), mode: 0o600, files: files)
        } catch {
            throw .couldNotDo("could not write \(privatePath): \(error.reason)")
        }
        do {
            try Self.create(publicPath, contents: Data(key.publicKey.keyFileText.utf8), mode: 0o644, files: files)
        } catch {
            // A private key without its public half is of no use and would block a retry.
            try? files.remove(privatePath)
            throw .couldNotDo("could not write \(publicPath): \(error.reason)")
        }
        return LicenseToolOutcome(status: 0, standardOutput: report(privatePath: privatePath, publicPath: publicPath))
    }

    private func makeFolder(_ folder: String, files: any FileSystem) throws(LicenseToolError) {
        do {
            try files.makeDirectory(folder, mode: 0o700)
        } catch where error.code == ENOTDIR && error.path == folder {
            throw .couldNotDo("\(folder) is a file, not a folder")
        } catch {
            throw .couldNotDo("could not make the folder \(folder): \(error.reason)")
        }
    }

    /// Writes `contents` to a new file at `path`, durably, with permissions `mode` set before
    /// any key byte is written. Refuses if anything is at `path` (`O_EXCL`, so a key is never
    /// overwritten, not even by a race), and leaves nothing behind when a step fails.
    static func create(_ path: String, contents: Data, mode: UInt16, files: any FileSystem) throws(FileSystemError) {
        let descriptor = try files.createFile(path, mode: mode)
        do {
            try files.write(contents, to: descriptor, path: path)
            try files.sync(descriptor, path: path)
        } catch {
            try? files.close(descriptor, path: path)
            try? files.remove(path)
            throw error
        }
        do {
            try files.close(descriptor, path: path)
            try files.syncDirectory(PathText.parent(path))
        } catch {
            try? files.remove(path)
            throw error
        }
    }

    private func report(privatePath: String, publicPath: String) -> String {
        """
        wrote a new key pair:
          \(privatePath)
              the private key. keep it with you, backed up, and never in a repository:
              anyone who has it can make licenses. sign with: atrest-license sign --key \(privatePath) …
          \(publicPath)
              the public key. copy it into atrest's Resources/keys/ (for example as
              Resources/keys/atrest.pub) and rebuild; atrest then trusts licenses from this pair.

        """
    }
}
