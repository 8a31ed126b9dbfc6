/// The names of the temporary files a durable save writes before renaming one into place
/// (`.NAME.SUFFIX.tmp`, beside the file): the file system lists them, the store's writer makes
/// them and clears away those a cut-short save left behind.
package enum TemporaryName {
    package static func matches(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp")
    }
}
