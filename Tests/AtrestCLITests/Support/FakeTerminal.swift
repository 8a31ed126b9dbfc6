import Foundation
import Rendering
import Screen

/// A terminal for `watch` in process: events come from a script, writes are kept, and every
/// take-over and give-back is counted, so a test can check the terminal was given back.
final class FakeTerminal: TerminalDevice, @unchecked Sendable {
    private let lock = NSLock()
    private var events: [TerminalEvent]
    private var columns: Int
    private var rows: Int
    private(set) var written = ""
    private(set) var takeOvers = 0
    private(set) var giveBacks = 0
    /// What runs just before each event is handed out (to change the clock or the files).
    var beforeEvent: (Int) -> Void = { _ in }
    private var handed = 0

    init(columns: Int = 80, rows: Int = 24, events: [TerminalEvent]) {
        self.columns = columns
        self.rows = rows
        self.events = events
    }

    /// Whether the screen is the person's own again: every take-over was given back.
    var isGivenBack: Bool { lock.withLock { takeOvers > 0 && takeOvers == giveBacks } }

    func resize(columns: Int, rows: Int) {
        lock.withLock {
            self.columns = columns
            self.rows = rows
        }
    }

    func size() -> (columns: Int, rows: Int)? { lock.withLock { (columns, rows) } }
    func takeOver() throws { lock.withLock { takeOvers += 1 } }
    func giveBack() { lock.withLock { if giveBacks < takeOvers { giveBacks += 1 } } }

    @discardableResult
    func write(_ text: String) -> Bool {
        lock.withLock { written += text }
        return true
    }

    func wait(seconds: Double?) -> TerminalEvent {
        let index: Int? = lock.withLock {
            guard !events.isEmpty else { return nil }
            handed += 1
            return handed - 1
        }
        guard let index else { return .lost }
        beforeEvent(index)
        return lock.withLock { events.removeFirst() }
    }

    private(set) var suspensions = 0
    /// Whether the terminal was the person's own while the process was stopped.
    private(set) var givenBackWhileStopped = true

    func suspendProcess() {
        lock.withLock {
            suspensions += 1
            if takeOvers != giveBacks { givenBackWhileStopped = false }
        }
    }

    /// Bytes for typing `text`.
    static func typing(_ text: String) -> TerminalEvent { .input(Array(text.utf8)) }
}
