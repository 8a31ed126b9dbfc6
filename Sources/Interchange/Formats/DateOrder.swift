import Domain

/// Which way a file's dates like `5/1/21` are read: month first (as Zero writes them in the
/// United States) or day first (as a phone set elsewhere, or a spreadsheet re-save, writes them).
///
/// The whole file is read one way. Where only one way reads every date (a `17/1/21` has no
/// 17th month), that way is taken; where both do and some date reads differently each way,
/// month first is taken and the summary says so, with `--day-first` to choose the other.
package struct DateOrder {
    var dayFirst: Bool
    var remark: String?

    /// How the summary says to take the other reading once the import is made; where nothing
    /// was written (`--dry-run`, or all of it here already) `import` says `withoutUndo`
    /// instead, since an undo then would take back some other change.
    package static let afterImport = "atrest undo, then import again with --day-first."
    package static let withoutUndo = "import it with --day-first."

    static func choose(_ dates: [String], dayFirst asked: Bool) -> DateOrder {
        if asked { return DateOrder(dayFirst: true) }
        var monthFirstReads = true
        var dayFirstReads = true
        var example: String?
        for text in dates {
            guard let (first, second, year) = LocalReading.slashed(text) else { continue }
            let asMonthFirst = CivilTime(year: year, month: first, day: second).isValid
            let asDayFirst = CivilTime(year: year, month: second, day: first).isValid
            monthFirstReads = monthFirstReads && asMonthFirst
            dayFirstReads = dayFirstReads && asDayFirst
            if example == nil, asMonthFirst, asDayFirst, first != second { example = text }
        }
        if !monthFirstReads, dayFirstReads {
            return DateOrder(dayFirst: true, remark: "Dates were read day first (17/1/21 is 17 January), as some of them can only be read that way.")
        }
        guard monthFirstReads, dayFirstReads, let example, let (first, second, year) = LocalReading.slashed(example) else {
            return DateOrder(dayFirst: false)
        }
        let monthFirst = "\(Self.month(first)) \(second), \(year)"
        let dayFirst = "\(first) \(Self.month(second)) \(year)"
        return DateOrder(
            dayFirst: false,
            remark: "Dates such as \(example) read either way; they were read month first (\(monthFirst)), as Zero writes them. If they are day first (\(dayFirst)), \(afterImport)"
        )
    }

    static func month(_ number: Int) -> String {
        let names = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        return (1...12).contains(number) ? names[number - 1] : String(number)
    }
}
