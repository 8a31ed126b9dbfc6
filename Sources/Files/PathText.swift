/// The parts of a slash-separated path, as `NSString` names them, without Foundation's
/// bridging (which on Linux is not in FoundationEssentials).
package enum PathText {
    /// `/a/b/c.json` → `c.json`; trailing slashes are not a part.
    package static func lastComponent(_ path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.reversed().drop { $0 == "/" }.reversed()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return trimmed == "/" ? "/" : String(trimmed[trimmed.index(after: slash)...])
    }

    /// `/a/b/c.json` → `/a/b`; `/a` → `/`; `a` → ``.
    package static func parent(_ path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.reversed().drop { $0 == "/" }.reversed()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }
}
