import Domain

// A `CachedLicense` to and from its record in account.json.

extension LicenseRecord {
    init(_ cache: CachedLicense) {
        token = cache.token
        key = cache.key
    }

    var cache: CachedLicense {
        CachedLicense(token: token, key: key)
    }
}
