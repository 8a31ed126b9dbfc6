/// The files of the package's `Resources/` folder, compiled into the binary.
///
/// `Resources/` stays the editable source of truth; the `EmbedResources` build plugin turns
/// it into Swift source (`storedText`, `storedPaths`) whenever a file in it changes, so
/// nothing is read from disk at run time.
package enum EmbeddedResources {
    /// The text of the file at `path`, relative to `Resources/` (for example `copy/phases.strings`).
    package static func text(_ path: String) -> String? {
        storedText(path)
    }

    /// Every embedded path, sorted.
    package static var paths: [String] { storedPaths }
}
