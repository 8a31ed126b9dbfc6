import Domain

extension LocalDay {
    /// A day as a license writes it, exactly `YYYY-MM-DD` and a real day from the year 1 on,
    /// read in UTC (`utcStart`, `utcEnd`); nil for any other spelling.
    package init?(licenseText text: some StringProtocol) {
        guard let day = LocalDay(String(text)), day.year >= 1 else { return nil }
        self = day
    }
}
