// The benchmark's helper, compiled by Tests/Benchmarks/run (not part of the package).
//
//   bench-tool generate YEARS OUT     ten years of history as an atrest export (OUT/export.json)
//                                     and the same fasts as Timewarrior intervals (OUT/timew)
//   bench-tool report RESULTS.md DIR  the table of ratios from hyperfine's JSON files in DIR
//                                     (RESULTS.md may be -: print only)
//   bench-tool means FILE.json        the mean of each command in FILE, in seconds
//
// The history is the same on every run: one fast a day, beginning between 19:00 and 21:00
// and lasting 12 to 20 hours, eight glasses of water a day, ending yesterday; a fast has
// been running for 14 hours. Everything is UTC, so no day is ambiguous.

import Foundation

/// A small fixed generator: the same history on every machine.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}

func uuid(_ random: inout SplitMix64) -> String {
    let a = random.next(), b = random.next()
    let hex = String(format: "%016llX%016llX", a, b)
    let chars = Array(hex)
    // Version 4, variant 10xx, as UUID() makes them.
    var c = chars
    c[12] = "4"
    c[16] = ["8", "9", "A", "B"][Int(b >> 62)]
    let s = String(c)
    let i = s.startIndex
    func part(_ from: Int, _ to: Int) -> Substring { s[s.index(i, offsetBy: from)..<s.index(i, offsetBy: to)] }
    return "\(part(0, 8))-\(part(8, 12))-\(part(12, 16))-\(part(16, 20))-\(part(20, 32))"
}

let iso: ISO8601DateFormatter = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
}()

/// `20261101T200000Z`, Timewarrior's form.
func timewStamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    return String(format: "%04d%02d%02dT%02d%02d%02dZ", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
}

/// `2026-11`: the Timewarrior data file an interval starting at `date` lives in.
func monthKey(_ date: Date) -> String {
    let stamp = timewStamp(date)
    return stamp.prefix(4) + "-" + stamp.dropFirst(4).prefix(2)
}

func generate(years: Int, into folder: String) throws {
    var random = SplitMix64(state: 2026)
    let now = Date()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let today = calendar.startOfDay(for: now)
    let days = years * 365
    var sessions: [String] = []
    var water: [String] = []
    var intervals: [String: [String]] = [:]
    sessions.reserveCapacity(days)
    water.reserveCapacity(days * 8)
    for back in stride(from: days + 1, through: 2, by: -1) {
        let day = today.addingTimeInterval(-Double(back) * 86_400)
        let start = day.addingTimeInterval(Double(random.next(19 * 60...21 * 60)) * 60)
        let end = start.addingTimeInterval(Double(random.next(12 * 60...20 * 60)) * 60)
        sessions.append(#"{"id": "\#(uuid(&random))", "start": "\#(iso.string(from: start))", "end": "\#(iso.string(from: end))", "targetHours": 16, "timeZone": "UTC"}"#)
        intervals[monthKey(start), default: []].append("inc \(timewStamp(start)) - \(timewStamp(end)) # fast")
        for glass in 0..<8 {
            let at = day.addingTimeInterval(Double(7 * 60 + glass * 100 + random.next(0...60)) * 60)
            water.append(#"{"id": "\#(uuid(&random))", "at": "\#(iso.string(from: at))", "milliliters": \#(random.next(150...400))}"#)
        }
    }
    let activeStart = now.addingTimeInterval(-14 * 3_600)
    let active = #"{"id": "\#(uuid(&random))", "start": "\#(iso.string(from: activeStart))", "targetHours": 16, "timeZone": "UTC"}"#
    intervals[monthKey(activeStart), default: []].append("inc \(timewStamp(activeStart)) # fast")

    let export = """
    {"format": "atrest-export", "version": 1, "exportedAt": "\(iso.string(from: now))",
    "sessions": [
    \(sessions.joined(separator: ",\n"))
    ],
    "activeFast": \(active),
    "water": [
    \(water.joined(separator: ",\n"))
    ],
    "settings": {"targetHours": 16, "waterUnit": "ml", "waterAmount": 250, "vigil": false}}

    """
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder + "/timew/data", withIntermediateDirectories: true)
    try Data(export.utf8).write(to: URL(fileURLWithPath: folder + "/export.json"))
    for (month, lines) in intervals {
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: "\(folder)/timew/data/\(month).data"))
    }
    try Data(#"{"fast":{"count":\#(sessions.count + 1)}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/timew/data/tags.data"))
    try Data("verbose = off\n".utf8).write(to: URL(fileURLWithPath: folder + "/timew/timewarrior.cfg"))
    print("generated \(years) years: \(sessions.count) fasts, \(water.count) glasses of water, \(intervals.count) Timewarrior months")
}

/// hyperfine's JSON: the mean of each command, in seconds.
func means(_ path: String) -> [Double] {
    guard let data = FileManager.default.contents(atPath: path),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let results = object["results"] as? [[String: Any]]
    else { return [] }
    return results.compactMap { $0["mean"] as? Double }
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

/// One row per comparison: `NAME.json` (and `NAME-2.json`… for later rounds) holds atrest
/// first, then what it is compared with.
func report(to output: String, from folder: String) throws {
    struct Row { var name: String; var against: String; var goal: String; var limit: Double; var file: String }
    let rows = [
        Row(name: "status (fasting)", against: "timew", goal: "≤ 1.0", limit: 1.0, file: "status"),
        Row(name: "status (fasting)", against: "a static \"hello\" (`-static-stdlib`)", goal: "≤ 1.5", limit: 1.5, file: "status-hello"),
        Row(name: "status (fasting)", against: "a \"hello\" linked fully static, as atrest is", goal: "≤ 1.5", limit: 1.5, file: "status-hello-static"),
        Row(name: "log --json", against: "timew export", goal: "≤ 0.5", limit: 0.5, file: "log"),
        Row(name: "forest --width 120", against: "timew summary :all", goal: "≤ 0.1", limit: 0.1, file: "forest"),
        Row(name: "calendar", against: "timew month", goal: "≤ 1.0", limit: 1.0, file: "calendar"),
        Row(name: "water add", against: "timew start", goal: "≤ 1.0", limit: 1.0, file: "water"),
        Row(name: "import of the ten years", against: "—", goal: "< 500 ms", limit: 0.5, file: "import"),
        Row(name: "sync, nothing new", against: "log --json", goal: "≤ 4.0", limit: 4.0, file: "sync"),
    ]
    var lines = [
        "| atrest | mean | against | mean | ratio (median) | range | goal | met |",
        "|---|---|---|---|---|---|---|---|",
    ]
    var allMet = true
    for row in rows {
        // Each comparison is run in rounds (NAME.json, NAME-2.json, …) spread over the run, so
        // that a burst of noise from the machine's neighbours moves one round, not the verdict.
        let rounds = ([row.file] + (2...9).map { "\(row.file)-\($0)" })
            .map { means("\(folder)/\($0).json") }
            .filter { !$0.isEmpty }
        guard let first = rounds.first else { continue }
        if first.count >= 2 {
            let paired = rounds.filter { $0.count >= 2 }.sorted { $0[0] / $0[1] < $1[0] / $1[1] }
            let median = paired[paired.count / 2]
            let ratio = median[0] / median[1]
            let low = paired[0][0] / paired[0][1], high = paired[paired.count - 1][0] / paired[paired.count - 1][1]
            let met = ratio <= row.limit
            allMet = allMet && met
            lines.append("| \(row.name) | \(milliseconds(median[0])) | \(row.against) | \(milliseconds(median[1])) | \(String(format: "%.2f", ratio)) | \(String(format: "%.2f–%.2f", low, high)) | \(row.goal) | \(met ? "yes" : "**no**") |")
        } else {
            let met = first[0] < row.limit
            allMet = allMet && met
            lines.append("| \(row.name) | \(milliseconds(first[0])) | \(row.against) | | | | \(row.goal) | \(met ? "yes" : "**no**") |")
        }
    }
    let text = lines.joined(separator: "\n") + "\n"
    if output != "-" { try Data(text.utf8).write(to: URL(fileURLWithPath: output)) }
    print(text, terminator: "")
    if !allMet { print("some goals are missed") }
}

let arguments = CommandLine.arguments
switch arguments.dropFirst().first {
case "generate" where arguments.count == 4:
    try generate(years: Int(arguments[2]) ?? 10, into: arguments[3])
case "report" where arguments.count == 4:
    try report(to: arguments[2], from: arguments[3])
case "means" where arguments.count == 3:
    print(means(arguments[2]).map { String(format: "%.6f", $0) }.joined(separator: " "))
default:
    FileHandle.standardError.write(Data("usage: bench-tool generate YEARS OUT | report RESULTS.md DIR | means FILE.json\n".utf8))
    exit(2)
}
