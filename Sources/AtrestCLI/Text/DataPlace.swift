/// Where a person's data is stored, said the same way wherever atrest says it, and true
/// whether or not a sync folder was chosen (`atrest sync` writes a copy there).
package enum DataPlace {
    /// True in every case, for pages written once (help, the manual page).
    package static let either = "Your data is stored on this computer, and in a sync folder if you choose one."

    /// As `either`, naming the folder where one is kept (`config sync-folder`).
    package static func sentence(syncFolder: String?) -> String {
        guard let syncFolder else { return either }
        return "Your data is stored on this computer and in the sync folder you chose, \(SafeText.safe(syncFolder))."
    }
}
