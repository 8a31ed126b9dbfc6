extension WatchScreen {
    /// The most a frame is drawn at, whatever size the terminal claims: past any real
    /// terminal (a 4K screen at a small font is about 400 × 120) and still a few hundred
    /// kilobytes of cells. A terminal claiming 10000 × 10000 took gigabytes and most of a core
    /// while idle; it is given a bounded picture in its top-left corner.
    package static let largest = (columns: 600, rows: 200)

    /// `size` as drawn: at most `largest`, and at least one cell each way.
    package static func bounded(_ size: (columns: Int, rows: Int)) -> (columns: Int, rows: Int) {
        (min(max(size.columns, 1), largest.columns), min(max(size.rows, 1), largest.rows))
    }
}
