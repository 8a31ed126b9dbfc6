import Foundation

extension FaultScenario {
    /// A file's contents as a sweep compares them: new ids replaced (`HomeFiles.normalized`),
    /// and in `sync-state.json` the lists of file identities (`identities`, `historyFiles`)
    /// emptied. Those name each file's inode, ctime and mtime on one disk, so no two copies of
    /// a home share them, and whether a file is settled enough to be listed at all depends
    /// on how long the run took: under load the clean run listed the folder's file, while
    /// the fault injector's file system gives no identities, and a finished faulted run read
    /// as "neither its old nor its new self". Lost or different, they only make the next sync
    /// read a file again (`FileIdentity`); the digests beside them are still compared.
    static func comparable(_ data: Data, path: String, known: Set<String>) -> Data {
        let data = HomeFiles.normalized(data, known: known)
        guard path.hasSuffix("/sync-state.json"),
              var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return data }
        for key in ["identities", "historyFiles"] where object[key] != nil { object[key] = [String]() }
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? data
    }
}
