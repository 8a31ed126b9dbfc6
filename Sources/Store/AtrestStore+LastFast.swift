import Domain

extension AtrestPaths {
    /// A copy of the newest recorded fast (see `AtrestStore.loadLastFast`).
    package var lastFast: String { data + "/last-fast.json" }
}

/// The newest recorded fast, kept beside the history as the running fast's file keeps a copy
/// of the count: `status --json` names it at idle without reading a year of fasts, so it costs
/// the same with ten years of history as with none. `saveHistory` keeps it in step.
extension AtrestStore {
    /// The fast that ended last, or nil when none is recorded.
    ///
    /// The copy is read when there is one; without one (a history an earlier atrest wrote, or a
    /// copy that does not read) the newest year file is read instead, once per call, until the
    /// next change to the history writes the copy.
    package func loadLastFast() throws(StoreError) -> FastingSession? {
        if let copy = try? lastFastCopy() { return copy.fast }
        let recent = try loadRecentHistory { history, _ in !history.sessions.isEmpty }
        return Self.newest(of: recent.history)
    }

    /// What the copy's file holds: `fast` nil when it says that no fast is recorded.
    struct LastFastCopy: Equatable {
        var fast: FastingSession?
    }

    /// The copy as its file holds it; nil when there is no file (nothing known). Throws when
    /// the file does not read.
    func lastFastCopy() throws(StoreError) -> LastFastCopy? {
        let path = paths.lastFast
        guard let data = try contents(at: path) else { return nil }
        return LastFastCopy(fast: try RecordFile.readMember(FastingSession.self, under: "fast", from: data, path: path, zones: zones))
    }

    /// Writes the copy when `history`'s newest fast is not the one it holds. It is a copy of
    /// what the year files say, so one that does not read is written over; it keeps no
    /// previous generation (the year files are what `doctor` restores).
    func keepLastFast(of history: History) throws(StoreError) {
        let newest = Self.newest(of: history)
        if let copy = try? lastFastCopy(), copy.fast == newest { return }
        try write(to: paths.lastFast, keepingPrevious: false) { try RecordFile.write(newest, under: "fast") }
    }

    /// The fast with the latest end (fasts synced from two computers may overlap, so not
    /// simply the last by start).
    static func newest(of history: History) -> FastingSession? {
        history.sessions.max { $0.end < $1.end }
    }
}
