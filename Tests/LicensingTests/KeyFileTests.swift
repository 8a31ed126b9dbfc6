import AtrestResources
import Foundation
import Testing
@testable import Licensing
@testable import LicenseSigning

@Suite struct KeyFileTests {
    #if DEBUG
    @Test func embeddedTestKeyEqualsTheFile() throws {
        #expect(LicensePublicKey.testKeyFileText == (try TestKeys.text("test-license-public.pub")))
        #expect(try LicensePublicKey(keyFileText: LicensePublicKey.testKeyFileText) == TestKeys.publicKey())
        #expect(LicenseVerifier.builtIn.trustedKeys.contains(try TestKeys.publicKey()))
    }
    #endif

    @Test func testPairBelongsTogether() throws {
        #expect(try TestKeys.privateKey().publicKey == TestKeys.publicKey())
    }

    @Test func releaseKeyFileParses() throws {
        #expect(LicenseVerifier.releaseKeyPaths.contains("keys/atrest.pub"))
        for path in LicenseVerifier.releaseKeyPaths {
            let text = try #require(EmbeddedResources.text(path))
            #expect(throws: Never.self, "\(path)") { try LicensePublicKey(keyFileText: text) }
        }
        let release = LicenseVerifier.builtInKeys(includingTestKey: false)
        #expect(release.count == LicenseVerifier.releaseKeyPaths.count)
        #expect(!release.contains(try TestKeys.publicKey()))
    }

    @Test func embeddedReleaseKeyIsTheFileInResources() throws {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Resources/keys/atrest.pub")
        #expect(EmbeddedResources.text("keys/atrest.pub") == (try String(contentsOf: file, encoding: .utf8)))
    }

    @Test func keyFilesAreOneLineOfBase64() throws {
        let key = try LicensePrivateKey.generate()
        #expect(key.keyFileText.hasSuffix("=\n"))
        #expect(key.keyFileText.utf8.count == 45)
        #expect(try LicensePrivateKey(keyFileText: key.keyFileText).publicKey == key.publicKey)
        #expect(try LicensePublicKey(keyFileText: "  " + key.publicKey.keyFileText + "\r\n") == key.publicKey)
    }

    @Test(arguments: [
        "",
        "\n",
        "not a key",
        "Y1/Vdz+gpVJLL1m8WOrHY6fmP92szJmtj5s9VLHqdcU",            // padding missing
        "Y1_Vdz-gpVJLL1m8WOrHY6fmP92szJmtj5s9VLHqdcU=",           // the url alphabet
        "Y1/Vdz+gpVJLL1m8WOrHY6fmP92szJmtj5s9VLHqdcV=",           // unused low bits set
        "Y1/Vdz+gpVJLL1m8WOrHY6fmP92szJmtj5s9VLHq",               // 30 bytes
        "Y1/Vdz+gpVJLL1m8WOrHY6fmP92szJmtj5s9VLHqdcUA",           // 33 bytes
        "Y1/Vdz+gpVJLL1m8\nWOrHY6fmP92szJmtj5s9VLHqdcU=",         // two lines
        "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAY1/Vdz+gpVJLL1m8WOrHY6fmP92szJmtj5s9VLHqdcU=\n-----END PUBLIC KEY-----\n",
        String(repeating: "A", count: 2000),
    ])
    func badKeyFilesAreAPlainError(text: String) {
        #expect(throws: LicenseKeyError.self) { try LicensePublicKey(keyFileText: text) }
        #expect(throws: LicenseKeyError.self) { try LicensePrivateKey(keyFileText: text) }
    }
}
