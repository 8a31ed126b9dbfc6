/// The day a week begins on where a person lives, read from their POSIX locale name
/// (`LC_TIME=en_GB.UTF-8`), as calendars there are printed.
///
/// The regions and languages are CLDR's week data (version 47; `Tests/Scripts/cldr-week-start`
/// makes the table the tests hold them to); anywhere else weeks begin on Monday.
/// The C and POSIX locales begin on Sunday, as `cal` does.
package enum WeekStart {
    /// 1 = Sunday … 7 = Saturday, as `LocalDay.weekday` numbers days.
    package static func firstWeekday(locale name: String) -> Int {
        // language[_REGION][.codeset][@modifier]
        let base = name.split(separator: ".", maxSplits: 1).first.map { $0.split(separator: "@", maxSplits: 1).first ?? $0 } ?? ""
        if base.isEmpty || base == "C" || base == "POSIX" { return sunday }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        let region = parts.dropFirst().first { $0.count == 2 || $0.count == 3 && $0.allSatisfy { $0.isNumber } }
        if let region { return day(of: region.uppercased(), sunday: sundayRegions, saturday: saturdayRegions, friday: "MV") }
        return day(of: parts.first.map { $0.lowercased() } ?? "", sunday: sundayLanguages, saturday: saturdayLanguages, friday: "dv")
    }

    private static let sunday = 1, monday = 2

    /// Looked up in lists, not dictionaries (start-up path: Sources/START-UP.md).
    private static func day(of code: String, sunday: [String], saturday: [String], friday: String) -> Int {
        if code == friday { return 6 }
        if saturday.contains(code) { return 7 }
        return sunday.contains(code) ? 1 : monday
    }

    private static let sundayRegions = [
        "AG", "AS", "BD", "BR", "BS", "BT", "BW", "BZ", "CA", "CO", "DM", "DO", "ET", "GT", "GU", "HK", "HN", "ID",
        "IL", "IN", "JM", "JP", "KE", "KH", "KR", "LA", "MH", "MM", "MO", "MT", "MX", "MZ", "NI", "NP", "PA", "PE",
        "PH", "PK", "PR", "PT", "PY", "SA", "SG", "SV", "TH", "TT", "TW", "UM", "US", "VE", "VI", "WS", "YE", "ZA",
        "ZW",
    ]
    private static let saturdayRegions = [
        "AF", "BH", "DJ", "DZ", "EG", "IQ", "IR", "JO", "KW", "LY", "OM", "QA", "SD", "SY",
    ]

    /// Languages named without a region, by the region their speakers most likely live in
    /// (CLDR's likely subtags).
    private static let sundayLanguages = [
        "aa", "af", "am", "as", "bal", "bew", "bgc", "bgn", "bho", "bn", "brx", "cad", "ccp", "ceb", "ch", "cho",
        "chr", "cic", "cr", "csw", "dav", "doi", "dz", "ebu", "en", "fil", "gez", "gn", "gu", "guz", "haw", "he", "hi",
        "hnj", "id", "ik", "in", "iu", "iw", "ja", "jv", "jw", "kam", "kgp", "ki", "kln", "km", "kn", "ko", "kok",
        "ks", "kxv", "lkt", "lo", "luo", "luy", "mai", "mas", "mer", "mgh", "mh", "mic", "ml", "mni", "moh", "mr",
        "mt", "mus", "my", "nd", "ne", "nr", "nso", "nv", "oj", "om", "or", "osa", "pa", "pi", "pt", "qu", "quc",
        "raj", "rhg", "sa", "saq", "sat", "sd", "seh", "shn", "sid", "skr", "sm", "sn", "ss", "st", "su", "ta", "te",
        "th", "ti", "tl", "tn", "trv", "trw", "ts", "ur", "ve", "vmw", "wal", "xh", "xnr", "yrl", "yue", "zu",
    ]
    private static let saturdayLanguages = [
        "ae", "apc", "ar", "ckb", "cop", "fa", "kab", "lrc", "mzn", "ps", "sdh", "syr",
    ]
}
