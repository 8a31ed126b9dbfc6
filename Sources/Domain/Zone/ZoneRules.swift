/// The offsets a zone has used: a table of transitions, then a rule for the years after it.
package struct ZoneRules: Sendable {
    /// When each period began, in seconds since 1970 UTC, ascending.
    private let transitions: [Int64]
    /// The offset east of UTC from the transition at the same index on. Int64 like the
    /// transitions: a list of Int32 was one more array type for the runtime to build when
    /// every command starts (start-up path: Sources/START-UP.md).
    private let offsets: [Int64]
    /// The offset before the first transition.
    private let initialOffset: Int
    /// The rule for instants after the last transition (a TZif file's footer).
    private let rule: PosixZoneRule?

    package init(transitions: [Int64], offsets: [Int64], initialOffset: Int, rule: PosixZoneRule?) {
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

    /// Every change of offset within `range` (seconds since 1970 UTC), earliest first.
    ///
    /// Each change is read back through `offset(at:)`, so the list and the offsets agree even
    /// where the table hands over to the rule.
    package func changes(in range: ClosedRange<Int64>) -> [OffsetChange] {
        var instants: [Int64] = []
        // The first transition inside the range, then the rest of the table's up to its end.
        var low = 0, high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        while low < transitions.count, transitions[low] <= range.upperBound {
            instants.append(transitions[low])
            low += 1
        }
        if let rule {
            let ruleStart = transitions.last.map { $0 + 1 } ?? Int64.min
            if range.contains(ruleStart) { instants.append(ruleStart) }
            let ruleFrom = max(range.lowerBound, ruleStart)
            if ruleFrom <= range.upperBound { rule.changeInstants(in: ruleFrom...range.upperBound, into: &instants) }
        }
        instants.sort()
        var changes: [OffsetChange] = []
        for instant in instants where instant > Int64.min && changes.last.map({ $0.instant < instant }) ?? true {
            let before = offset(at: instant - 1), after = offset(at: instant)
            if before != after { changes.append(OffsetChange(instant: instant, before: before, after: after)) }
        }
        return changes
    }
}

/// A moment when a zone's clocks are set to a new offset.
package struct OffsetChange: Sendable, Hashable {
    /// When, in seconds since 1970 UTC: the first second of the new offset.
    package var instant: Int64
    /// Seconds east of UTC before and after.
    package var before: Int
    package var after: Int
}
