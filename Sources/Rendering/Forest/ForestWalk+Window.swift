extension ForestWalk {
    /// The rows a window shows: its height, or the whole canvas where that is shorter.
    package var windowRows: Int { min(max(height, 1), layout.geometry.rows) }
}
