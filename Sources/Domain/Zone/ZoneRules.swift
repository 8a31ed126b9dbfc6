/// The offsets a zone has used: a table of transitions, then a rule for the years after it.
package struct ZoneRules: Sendable {
    /// When each period began, in seconds since 1970 UTC, ascending.
    private let transitions: [Int64]
    /// The offset east of UTC from the transition at the same index on.
    private let offsets: [Int32]
    /// The offset before the first transition.
    private let initialOffset: Int
    /// The rule for instants after the last transition (a TZif file's footer).
    private let rule: PosixZoneRule?

    package init(transitions: [Int64], offsets: [Int32], initialOffset: Int, rule: PosixZoneRule?) {
        self.transitions = transitions
        self.offsets = offsets
        self.initialOffset = initialOffset
        self.rule = rule
    }

    package init(fixedOffset: Int) {
        self.init(transitions: [], offsets: [], initialOffset: fixedOffset, rule: nil)
    }

    package init(rule: PosixZoneRule) {
        self.init(transitions: [], offsets: [], initialOffset: rule.standardOffset, rule: rule)
    }

    /// Seconds east of UTC at `seconds` since 1970 UTC.
    package func offset(at seconds: Int64) -> Int {
        guard let last = transitions.last else { return rule?.offset(at: seconds) ?? initialOffset }
        if seconds > last, let rule { return rule.offset(at: seconds) }
        guard seconds >= transitions[0] else { return initialOffset }
        // The last transition at or before `seconds`.
        var low = 0, high = transitions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= seconds { low = middle } else { high = middle - 1 }
        }
        return Int(offsets[low])
    }
}
