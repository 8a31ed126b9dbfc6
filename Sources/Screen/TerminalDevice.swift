/// What happened while a full-screen view waited.
package enum TerminalEvent: Sendable, Equatable {
    /// Bytes typed (possibly several keys at once).
    case input([UInt8])
    /// The terminal changed size.
    case resized
    /// The wait ran out: time to look at the clock and the files.
    case timeout
    /// Asked to stop by `signal`: SIGINT, SIGTERM, SIGHUP or SIGQUIT.
    case stop(signal: Int32)
    /// The terminal went away (closed window, lost connection).
    case lost
    /// Ctrl-Z: the view hands the terminal back until `fg`.
    case suspend
}

/// The terminal behind a full-screen view: the seam that tests replace.
///
/// The view itself never touches the terminal; it asks this for the size, takes the screen
/// over and gives it back, writes frames, and waits for what happens next.
package protocol TerminalDevice: AnyObject, Sendable {
    /// Columns and rows, or nil when the size cannot be read.
    func size() -> (columns: Int, rows: Int)?
    /// Alternate screen, keys one at a time without echo, hidden cursor.
    func takeOver() throws
    /// Everything `takeOver` changed, put back as it was found. Safe to call more than once.
    func giveBack()
    /// Writes bytes to the screen; false when the terminal is gone.
    @discardableResult
    func write(_ text: String) -> Bool
    /// Waits at most `seconds` (nil: until something happens) for input, a signal or a resize.
    func wait(seconds: Double?) -> TerminalEvent
    /// Stops the process until `fg` (after `giveBack`), then returns.
    func suspendProcess()
    /// The window's size in pixels, when the terminal reports it (for pictures in pixels).
    func pixelSize() -> (width: Int, height: Int)?
}

extension TerminalDevice {
    package func pixelSize() -> (width: Int, height: Int)? { nil }
}
