#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Licensing
import Files

/// Everything a run of `atrest-license` may look at, as a value.
///
/// Only `live()` reads the process's working directory, the real clock and real files; tests
/// build their own with a temporary folder, a fixed day, and if they like a file system that fails.
package struct LicenseToolContext: Sendable {
    /// The folder relative paths on the command line start from.
    package var currentDirectory: URL
    /// The moment of the run; its UTC day becomes a license's issue day.
    package var now: Date
    /// The keys this build of atrest trusts, to warn a distributor who signs with another.
    package var trustedKeys: [LicensePublicKey]
    /// The files: atrest's own file layer, so the tool writes keys as carefully as atrest its data.
    package var fileSystem: any FileSystem

    package init(currentDirectory: URL, now: Date, trustedKeys: [LicensePublicKey], fileSystem: any FileSystem = LiveFileSystem()) {
        self.currentDirectory = currentDirectory
        self.now = now
        self.trustedKeys = trustedKeys
        self.fileSystem = fileSystem
    }

    /// The context of the running process.
    package static func live() -> LicenseToolContext {
        LicenseToolContext(
            currentDirectory: URL(fileURLWithPath: LiveFileSystem.workingDirectory(), isDirectory: true),
            now: Date(),
            trustedKeys: LicenseVerifier.builtIn.trustedKeys
        )
    }

    /// `path` made absolute, relative paths taken from `currentDirectory`.
    func resolve(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL.path
    }
}

/// What a run of `atrest-license` produced: the exit status and the text for each stream.
///
/// The tool's output is a few lines, so it is gathered and written by `main.swift` at the
/// end; that keeps every command a plain function that tests can call.
package struct LicenseToolOutcome: Equatable, Sendable {
    package var status: Int32
    package var standardOutput: String
    package var standardError: String

    package init(status: Int32, standardOutput: String = "", standardError: String = "") {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}
