/// What the tests take from the system they run on, one place per fact, with each platform's
/// answer: Linux (glibc) and macOS differ in these.
enum PlatformFacts {
    /// `zdump`, which the zone tests compare atrest's zone reading with.
    static var zdump: String {
        #if os(macOS)
        "/usr/sbin/zdump"
        #else
        "/usr/bin/zdump"
        #endif
    }

    /// The C library's words for `EXDEV`, lower-cased, as `FileSystemError.reason` passes them on.
    static var crossDeviceReason: String {
        #if canImport(Darwin)
        "cross-device link"
        #else
        "invalid cross-device link"
        #endif
    }
}
