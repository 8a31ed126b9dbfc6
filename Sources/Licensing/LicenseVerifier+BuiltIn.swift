import AtrestResources

/// The keys this build of atrest trusts.
extension LicenseVerifier {
    /// The verifier atrest uses: release builds trust only the public keys in
    /// `Resources/keys/*.pub`; debug builds also trust the test key, so tests and
    /// development can make licenses without the distributor's private key.
    package static let builtIn = LicenseVerifier(trusting: builtInKeys(includingTestKey: isDebugBuild))

    /// The keys a build trusts: the embedded release keys, plus the test key if asked.
    ///
    /// A key file that does not parse is left out rather than stopping atrest; a test
    /// reads every one of them, so such a file never reaches a release.
    package static func builtInKeys(includingTestKey: Bool) -> [LicensePublicKey] {
        let releaseKeys = releaseKeyPaths.compactMap { path in
            EmbeddedResources.text(path).flatMap { try? LicensePublicKey(keyFileText: $0) }
        }
        #if DEBUG
        guard includingTestKey,
              let testKey = try? LicensePublicKey(keyFileText: LicensePublicKey.testKeyFileText)
        else { return releaseKeys }
        return releaseKeys + [testKey]
        #else
        return releaseKeys
        #endif
    }

    /// The embedded paths of release public keys: `keys/*.pub` under `Resources/`.
    package static var releaseKeyPaths: [String] {
        EmbeddedResources.paths.filter { $0.hasPrefix("keys/") && $0.hasSuffix(".pub") }
    }

    private static var isDebugBuild: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }
}
