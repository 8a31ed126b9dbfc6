import Domain
import JSON
import Store

/// How water is written for people and for scripts, and how an entry is found again.
package enum WaterText {
    /// One entry as `water --json` and `export` write it; `at` carries the offset of the
    /// zone the water was logged in.
    package static func write(_ entry: WaterEntry, into json: inout JSONWriter) {
        json.object { json in
            json.key("id")
            json.plainString { entry.id.writeLowercase(into: &$0) }
            json.key("at")
            json.plainString { Timestamp.write(entry.at, in: entry.timeZone, into: &$0) }
            json.member("milliliters", int: entry.milliliters)
            json.member("timeZone", string: entry.timeZone.identifier)
        }
    }

    /// The total of `entries` in millilitres.
    package static func total(_ entries: [WaterEntry]) -> Int {
        entries.reduce(0) { $0 + $1.milliliters }
    }

    /// Reads AMOUNT as typed, in `unit` when it carries none, and keeps it to what one entry holds.
    ///
    /// `text` was already checked for its form by `checkForm`; only a bare number needs the
    /// person's unit, which is why the range is checked here and not while parsing.
    package static func amount(_ text: String, unit: VolumeUnit) throws -> Int {
        guard let milliliters = WaterAmount.parse(text, defaultUnit: unit) else { throw notAnAmount(text) }
        let shown = isBareNumber(text) ? "\(text.trimmingWhitespace()) \(unit.rawValue)" : text
        // A bare 1.5 in millilitres is almost certainly litres meant: say so rather than log 2 ml.
        if unit == .ml, isBareNumber(text), milliliters < smallestBareMilliliters {
            throw AtrestError.usage("\(shown) is very little water", hint: "for litres, write \(text.trimmingWhitespace())l; for millilitres on purpose, \(text.trimmingWhitespace())ml")
        }
        // `12,5` would be said back as 12.5 ml and logged as 13: what is said is what is logged.
        if WaterAmount.isPartOfMillilitre(text, defaultUnit: unit) {
            throw AtrestError.usage("\(shown) is part of a millilitre", hint: "water is logged in whole millilitres, like \(milliliters)ml, or litres, like 0.5l")
        }
        guard milliliters >= WaterAmount.range.lowerBound else {
            throw AtrestError.usage("\(shown) is less than 1 ml", hint: rangeHint)
        }
        guard milliliters <= WaterAmount.range.upperBound else {
            throw AtrestError.usage("\(shown) is more than one entry holds", hint: rangeHint)
        }
        return milliliters
    }

    /// An amount as the person typed it, said back in a confirmation: a bare number as typed
    /// (its comma as read),
    /// with the unit it was read in (`12 oz`); in ounces also a note that it was read so, since
    /// `12` alone could have meant millilitres (which everyone reads a bare `250` as, so there
    /// it goes unsaid); anything else as stored.
    package static func confirmed(_ text: String?, milliliters: Int, unit: VolumeUnit) -> (amount: String, note: String) {
        guard let text, isBareNumber(text) else { return (unit.describe(milliliters), "") }
        // A comma is said back as it was read: `1,500 ml` is 1.5 ml to half the world, and
        // `1,500 oz` (read as 1.5 oz) is fifteen hundred to the other half.
        var number = text.trimmingWhitespace()
        if number.contains(",") {
            number = DecimalText.decimalPoint(number, thousandsPossible: unit == .ml)
            // `1.500` would read as fifteen hundred again: `1.5`.
            while number.contains("."), number.last == "0" || number.last == "." { number.removeLast() }
        }
        return ("\(number) \(unit.rawValue)", unit == .ml ? "" : " (a bare number is read in your unit, ounces)")
    }

    /// A bare number below this, in millilitres, is refused as a likely slip for litres.
    static let smallestBareMilliliters = 10

    /// Refuses several amounts in one line (`250 300`), which would read as one run-together number.
    package static func checkSingle(_ words: [String]) throws {
        let numbers = words.filter { isBareNumber($0) }
        guard numbers.count > 1 else { return }
        throw AtrestError.usage("\(numbers.joined(separator: " and ")) are \(numbers.count) amounts; one entry takes one", hint: "log each on its own: atrest water add \(numbers[0])")
    }

    /// Refuses, without knowing the unit yet, what can never be an amount: `abc`, `0`, `-5`, `1e9`.
    package static func checkForm(_ text: String) throws {
        guard WaterAmount.parse(text, defaultUnit: .ml) != nil else { throw notAnAmount(text) }
    }

    static let rangeHint = "an amount is from 1 ml to 5000 ml (5 l, about 169 oz), like 250, 250ml, 8oz or 0.5l"

    private static func notAnAmount(_ text: String) -> AtrestError {
        AtrestError.usage("'\(text)' is not an amount of water", hint: rangeHint)
    }

    private static func isBareNumber(_ text: String) -> Bool {
        text.trimmingWhitespace().allSatisfy { $0.isNumber || $0 == "." || $0 == "," }
    }
}

/// Water entries across the monthly files, for `water remove`.
package enum WaterSearch {
    /// Every entry in every monthly file, newest month first.
    package static func months(store: AtrestStore) throws -> [(month: WaterMonth, entries: [WaterEntry])] {
        try store.waterMonths().reversed().map { ($0, try store.loadWater(month: $0)) }
    }

    /// The entry `text` names: `last` (the latest logged), or the start of an id.
    package static func find(_ text: String, store: AtrestStore) throws -> (month: WaterMonth, entry: WaterEntry) {
        if text.lowercased() == "last" {
            // Months are filed by UTC time, so the newest month with any entries holds the latest.
            for month in try store.waterMonths().reversed() {
                // The latest time; of several in one second, the one logged after the others.
                var latest: WaterEntry?
                for entry in try store.loadWater(month: month) where latest.map({ entry.at >= $0.at }) ?? true {
                    latest = entry
                }
                if let latest { return (month, latest) }
            }
            throw AtrestError.cannot("there is no water logged to remove", hint: "atrest water add logs some")
        }
        let entries = { () throws -> [(month: WaterMonth, entry: WaterEntry)] in
            try months(store: store).flatMap { month, entries in entries.map { (month, $0) } }
        }
        switch try IDLookup.find(text, in: entries, id: { $0.entry.id }) {
        case .found(let found): return found
        case .notAnID: throw AtrestError.usage("'\(text)' is neither last nor an id", hint: "atrest water shows today's ids; give at least \(IDLookup<WaterEntry>.shortest) characters")
        case .none: throw AtrestError.cannot("no water entry has the id \(text)", hint: "atrest water shows today's ids; atrest water remove last takes the latest")
        case .several(let count): throw AtrestError.usage("\(count) water entries have ids starting with \(text)", hint: "give more of the id")
        }
    }
}
