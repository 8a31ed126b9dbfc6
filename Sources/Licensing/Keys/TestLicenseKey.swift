#if DEBUG
/// The test key, trusted by debug builds only.
extension LicensePublicKey {
    /// The text of `Tests/LicensingTests/Keys/test-license-public.pub`.
    ///
    /// Its private half, `test-license-private.key`, sits beside it in the repository, so
    /// anyone can sign with it: that is why release builds never see this constant. A test
    /// checks that it matches the file.
    package static let testKeyFileText = "Y1/Vdz+gpVJLL1m8WOrHY6fmP92szJmtj5s9VLHqdcU=\n"
}
#endif
