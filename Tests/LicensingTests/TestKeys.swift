import Domain
import Foundation
@testable import Licensing
@testable import LicenseSigning

/// The committed test key pair, read from `Tests/LicensingTests/Keys/`.
enum TestKeys {
    /// The folder holding the pair, found from this file's own path.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Keys")

    /// The text of `name` in the keys folder.
    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appending(path: name), encoding: .utf8)
    }

    static func privateKey() throws -> LicensePrivateKey {
        try LicensePrivateKey(keyFileText: text("test-license-private.key"))
    }

    static func publicKey() throws -> LicensePublicKey {
        try LicensePublicKey(keyFileText: text("test-license-public.pub"))
    }

    /// A verifier that trusts only the test key.
    static func verifier() throws -> LicenseVerifier {
        LicenseVerifier(trusting: [try publicKey()])
    }
}

/// Fixed instants, spelled as UTC dates so tests read like the licenses they check.
enum TestTime {
    /// The instant `YYYY-MM-DDTHH:MM:SSZ`.
    static func at(_ text: String) throws -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        guard let date = formatter.date(from: text) else { throw TestTimeError.notADate(text) }
        return date
    }

    enum TestTimeError: Error { case notADate(String) }
}

extension LocalDay {
    /// A day for tests, which may name only real days.
    static func test(_ text: String) throws -> LocalDay {
        guard let day = LocalDay(licenseText: text) else { throw TestTime.TestTimeError.notADate(text) }
        return day
    }
}
