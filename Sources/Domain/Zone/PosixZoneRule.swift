/// A zone written as a POSIX `TZ` rule: `CET-1CEST,M3.5.0,M10.5.0/3`, `<+0530>-5:30`.
///
/// TZif files end with one, for the years after their table of transitions, and `TZ` may
/// hold one itself. Offsets in the text count hours west of UTC; here they are seconds east.
package struct PosixZoneRule: Sendable, Hashable {
    package var standardOffset: Int
    package var daylight: Daylight?

    package struct Daylight: Sendable, Hashable {
        package var offset: Int
        /// When daylight time begins, in local standard time.
        package var start: Moment
        /// When it ends, in local daylight time.
        package var end: Moment
    }

    /// A day of the year and a time on it (which may run past midnight, or before it).
    package struct Moment: Sendable, Hashable {
        package var day: DayRule
        package var seconds: Int

        package init(day: DayRule, seconds: Int) {
            self.day = day
            self.seconds = seconds
        }
    }

    package enum DayRule: Sendable, Hashable {
        /// `Jn`: day 1…365, never counting 29 February.
        case julian(Int)
        /// `n`: day 0…365, counting 29 February.
        case zeroBased(Int)
        /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (5 = the last) of month `m`.
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }

    /// Offsets past ±18 hours, which POSIX allows (to 24) but no zone uses and no written
    /// offset (`+18:00` at most, as atrest and RFC 3339 readers take them) can carry, are refused.
    package static let largestOffset = 18 * 3600

    package init?(_ text: String) {
        var scanner = RuleScanner(bytes: Array(text.utf8))
        guard scanner.name(), let standardWest = scanner.offset(maximumHours: 24), abs(standardWest) <= Self.largestOffset else { return nil }
        standardOffset = -standardWest
        if scanner.isAtEnd { daylight = nil; return }
        guard scanner.name() else { return nil }
        var daylightOffset = standardOffset + 3600
        if !scanner.isAtEnd, !scanner.next(","), let west = scanner.offset(maximumHours: 24) { daylightOffset = -west }
        guard abs(daylightOffset) <= Self.largestOffset else { return nil }
        // Without dates, the rule POSIX implementations use by default (the United States').
        var start = Moment(day: .monthWeekDay(month: 3, week: 2, weekday: 0), seconds: 7200)
        var end = Moment(day: .monthWeekDay(month: 11, week: 1, weekday: 0), seconds: 7200)
        if !scanner.isAtEnd {
            guard scanner.take(","), let first = scanner.moment(), scanner.take(","), let second = scanner.moment(),
                  scanner.isAtEnd
            else { return nil }
            start = first
            end = second
        }
        daylight = Daylight(offset: daylightOffset, start: start, end: end)
    }

    /// Seconds east of UTC at `seconds` since 1970 UTC.
    package func offset(at seconds: Int64) -> Int {
        guard let daylight else { return standardOffset }
        let local = Int(seconds) + standardOffset
        let year = CivilTime.civil(fromDays: local.floorDivided(by: 86_400)).year
        let start = daylight.start.utc(in: year, offset: standardOffset)
        let end = daylight.end.utc(in: year, offset: daylight.offset)
        let instant = Int(seconds)
        let inDaylight = start < end ? (start <= instant && instant < end) : !(end <= instant && instant < start)
        return inDaylight ? daylight.offset : standardOffset
    }

    /// The instants in `range` at which `offset(at:)` may change: each year's two dates, and
    /// the new year in local standard time, where it starts reading the next year's dates
    /// (a rule whose daylight time lasts all year names instants that change nothing).
    package func changeInstants(in range: ClosedRange<Int64>, into instants: inout [Int64]) {
        guard let daylight else { return }
        // A rule's times may run a week past its day, so look a year either side.
        let firstYear = CivilTime.civil(fromDays: Int(range.lowerBound).floorDivided(by: 86_400)).year - 1
        let lastYear = CivilTime.civil(fromDays: Int(range.upperBound).floorDivided(by: 86_400)).year + 1
        for year in firstYear...lastYear {
            for instant in [
                daylight.start.utc(in: year, offset: standardOffset), daylight.end.utc(in: year, offset: daylight.offset),
                CivilTime.days(fromCivil: year, 1, 1) * 86_400 - standardOffset,
            ] where range.contains(Int64(instant)) {
                instants.append(Int64(instant))
            }
        }
    }
}

extension PosixZoneRule.Moment {
    /// This moment in `year`, in seconds since 1970 UTC, for a wall clock `offset` east of UTC.
    func utc(in year: Int, offset: Int) -> Int {
        day.ordinal(in: year) * 86_400 + seconds - offset
    }
}

extension PosixZoneRule.DayRule {
    /// Days since 1970-01-01 of this day in `year`.
    package func ordinal(in year: Int) -> Int {
        let january1 = CivilTime.days(fromCivil: year, 1, 1)
        switch self {
        case .julian(let day):
            return january1 + day - 1 + (CivilTime.isLeapYear(year) && day >= 60 ? 1 : 0)
        case .zeroBased(let day):
            return january1 + day
        case .monthWeekDay(let month, let week, let weekday):
            let first = CivilTime.days(fromCivil: year, month, 1)
            let firstWeekday = ((first % 7 + 7) % 7 + 4) % 7  // 1970-01-01 was a Thursday
            var day = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            let length = CivilTime.daysInMonth(year: year, month: month)
            while day >= first + length { day -= 7 }
            return day
        }
    }
}

/// Reads the parts of a POSIX `TZ` rule.
private struct RuleScanner {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    func next(_ character: Character) -> Bool {
        index < bytes.count && bytes[index] == character.asciiValue
    }

    mutating func take(_ character: Character) -> Bool {
        guard next(character) else { return false }
        index += 1
        return true
    }

    /// A zone abbreviation: three or more letters, or anything but `>` between `<` and `>`.
    mutating func name() -> Bool {
        if take("<") {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
            guard index - start >= 3, take(">") else { return false }
            return true
        }
        let start = index
        while index < bytes.count, (bytes[index] | 0x20) >= UInt8(ascii: "a"), (bytes[index] | 0x20) <= UInt8(ascii: "z") { index += 1 }
        return index - start >= 3
    }

    mutating func number(maximum: Int) -> Int? {
        let start = index
        var value = 0
        while index < bytes.count, (0x30...0x39).contains(bytes[index]), index - start < 4 {
            value = value * 10 + Int(bytes[index] - 0x30)
            index += 1
        }
        return index > start && value <= maximum ? value : nil
    }

    /// `[+|-]hh[:mm[:ss]]` in seconds, signed as written.
    mutating func offset(maximumHours: Int) -> Int? {
        let sign = take("-") ? -1 : 1
        if sign == 1 { _ = take("+") }
        guard let hours = number(maximum: maximumHours) else { return nil }
        var seconds = hours * 3600
        if take(":") {
            guard let minutes = number(maximum: 59) else { return nil }
            seconds += minutes * 60
            if take(":") {
                guard let extra = number(maximum: 59) else { return nil }
                seconds += extra
            }
        }
        return sign * seconds
    }

    /// A day rule and an optional `/time` (02:00 by default; RFC 8536 allows ±167 hours).
    mutating func moment() -> PosixZoneRule.Moment? {
        let day: PosixZoneRule.DayRule
        if take("J") {
            guard let number = number(maximum: 365), number >= 1 else { return nil }
            day = .julian(number)
        } else if take("M") {
            guard let month = number(maximum: 12), month >= 1, take("."), let week = number(maximum: 5), week >= 1,
                  take("."), let weekday = number(maximum: 6)
            else { return nil }
            day = .monthWeekDay(month: month, week: week, weekday: weekday)
        } else {
            guard let number = number(maximum: 365) else { return nil }
            day = .zeroBased(number)
        }
        var seconds = 7200
        if take("/") {
            guard let time = offset(maximumHours: 167) else { return nil }
            seconds = time
        }
        return PosixZoneRule.Moment(day: day, seconds: seconds)
    }
}
