import Foundation

/// The whole environment of every process a test starts: a home of its own, every XDG
/// variable inside it, a fixed zone and language. Nothing is taken from the environment of the
/// person running the tests, so a test can never reach their data, whatever they have set.
public enum FreshEnvironment {
    /// Every name a child must be given. The XDG names are where atrest (and any tool it may
    /// start) looks for data, settings and state; TZ and LANG change what is written.
    public static let required = [
        "HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME",
        "XDG_RUNTIME_DIR", "XDG_DATA_DIRS", "XDG_CONFIG_DIRS", "TZ", "LANG", "PATH",
    ]

    /// The names that are folders and must lie inside the child's home.
    static let folders = ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR", "XDG_DATA_DIRS", "XDG_CONFIG_DIRS"]

    /// The environment for a child whose home is `home` (a folder of the test's own), with
    /// `overriding` on top (a zone under test, a variable a script reads). The XDG folders are
    /// where atrest would look by default under `home`, so a test reads what the child wrote.
    public static func make(home: String, overriding: [String: String] = [:]) -> [String: String] {
        var environment = [
            "HOME": home,
            "XDG_DATA_HOME": home + "/.local/share",
            "XDG_CONFIG_HOME": home + "/.config",
            "XDG_STATE_HOME": home + "/.local/state",
            "XDG_CACHE_HOME": home + "/.cache",
            "XDG_RUNTIME_DIR": home + "/.run",
            "XDG_DATA_DIRS": home + "/.local/share",
            "XDG_CONFIG_DIRS": home + "/.config",
            "TZ": "Europe/Berlin",
            "LANG": "C",
            "PATH": "/usr/bin:/bin",
            // No backtracer: a killed or crashing child ends at once, quietly.
            "SWIFT_BACKTRACE": "enable=no",
        ]
        environment.merge(overriding) { $1 }
        return environment
    }

    /// What is wrong with `environment` as a child's: a name missing, a home outside the
    /// temporary folder, an XDG folder outside the home. Empty when the child is fenced in.
    public static func problems(in environment: [String: String]) -> [String] {
        var found = required.filter { environment[$0] == nil }.map { "\($0) is not set" }
        guard let home = environment["HOME"] else { return found }
        let temporary = URL(fileURLWithPath: NSTemporaryDirectory()).standardizedFileURL.path
        if !isInside(home, temporary) { found.append("HOME \(home) is not under \(temporary)") }
        for name in folders {
            guard let value = environment[name] else { continue }
            for folder in value.split(separator: ":") where !isInside(String(folder), home) {
                found.append("\(name) \(folder) is not under HOME \(home)")
            }
        }
        return found
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        return path != folder && path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
            && !path.split(separator: "/").contains("..")
    }

    /// `environment` as C strings for `posix_spawn`, for the time of `body`.
    public static func withCStrings<Result>(_ environment: [String: String], _ body: ([UnsafeMutablePointer<CChar>?]) throws -> Result) rethrows -> Result {
        let strings = environment.sorted { $0.key < $1.key }.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { strings.forEach { free($0) } }
        return try body(strings)
    }
}
