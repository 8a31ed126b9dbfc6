import Domain

/// The grid for a terminal narrower than it (24 columns: every week of the four-column grid
/// wrapped): days three columns apart, the number in the first two and the mark in the third,
/// so a week is 21 columns wide with its last mark; the weekdays' two letters stand over the
/// numbers (`lines(narrow: true)`). Where the terminal is wide enough, or the output is not a
/// terminal, the four-column grid is used.
extension MonthGrid {
    /// The narrow grid's width, the last day's mark included.
    package static let narrowWidth = 7 * 3
    /// The four-column grid's width, the last day's mark included: narrower terminals get the narrow grid.
    package static let widthWithMarks = width + 1
}
