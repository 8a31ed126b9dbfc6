/// How an amount's text is read: its number and the millilitres one of its unit holds.
extension WaterAmount {
    /// `text`'s number (its decimal comma read, its form checked by `DecimalText.isPlain`) and
    /// the millilitres in one of its unit; nil when it is no plain number with a known unit.
    static func reading(_ text: String, defaultUnit: VolumeUnit) -> (number: String, factor: Double)? {
        let compact = text.lowercased().filter { $0 != " " }
        let units: [(suffix: String, milliliters: Double)] = [
            ("ml", 1), ("l", 1000), ("oz", VolumeUnit.millilitersPerOunce),
        ]
        var number = compact
        var factor = defaultUnit == .ml ? 1 : VolumeUnit.millilitersPerOunce
        for unit in units where compact.hasSuffix(unit.suffix) {
            number = String(compact.dropLast(unit.suffix.count))
            factor = unit.milliliters
            break
        }
        number = DecimalText.decimalPoint(number, thousandsPossible: factor == 1)
        return DecimalText.isPlain(number) ? (number, factor) : nil
    }

    /// Whether `text` is part of a millilitre in millilitres or litres (`12,5`, `2.5ml`,
    /// `0.0005l`). Water is kept in whole millilitres, so such an amount would be logged as
    /// other than it was said: it is refused rather than rounded. Ounces never come out whole
    /// and are rounded to the millilitre (a few hundredths of an ounce).
    package static func isPartOfMillilitre(_ text: String, defaultUnit: VolumeUnit) -> Bool {
        guard let (number, factor) = reading(text, defaultUnit: defaultUnit), factor != VolumeUnit.millilitersPerOunce,
              let point = number.firstIndex(of: ".")
        else { return false }
        // Read from the digits, not from a Double: 1.001 × 1000 is 1000.9999999999999.
        var decimals = number[number.index(after: point)...]
        while decimals.last == "0" { decimals.removeLast() }
        return decimals.count > (factor == 1 ? 0 : 3)
    }
}
