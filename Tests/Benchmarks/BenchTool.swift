// The benchmark's helper, compiled by Tests/Benchmarks/run (not part of the package).
//
//   bench-tool generate YEARS OUT     ten years of history as an atrest export (OUT/export.json)
//                                     and the same fasts as Timewarrior intervals (OUT/timew)
//   bench-tool report RESULTS.md DIR  the table of ratios from hyperfine's JSON files in DIR
//                                     (RESULTS.md may be -: print only)
//   bench-tool every NAME FILE LIMIT DIR
//                                     one row of the table of every command at ten and fifty
//                                     years (DIR/every-FILE-10.json, …-50.json; LIMIT in seconds)
//
// The history is the same on every run: one fast a day, beginning between 19:00 and 21:00
// and lasting 12 to 20 hours, eight glasses of water a day, the last fast begun three days
// ago (so it ends by 17:00 two days ago, before the running fast's start at any hour of the
// day: begun two days ago, it overlapped that start from midnight to 03:00 and `end` was
// refused); a fast has been running for 14 hours. Everything is UTC, so no day is ambiguous.

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
    for back in stride(from: days + 2, through: 3, by: -1) {
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

/// hyperfine's JSON: each command's times, in seconds, in the order run.
func times(_ path: String) -> [[Double]] {
    guard let data = FileManager.default.contents(atPath: path),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let results = object["results"] as? [[String: Any]]
    else { return [] }
    return results.compactMap { $0["times"] as? [Double] }
}

/// hyperfine's JSON: each command's mean CPU time (user and system), in seconds. On a busy
/// machine the time on the clock also holds the waits for a CPU and for the disk (`fsync`).
func cpu(_ path: String) -> [Double] {
    guard let data = FileManager.default.contents(atPath: path),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let results = object["results"] as? [[String: Any]]
    else { return [] }
    return results.compactMap { result in
        guard let user = result["user"] as? Double, let system = result["system"] as? Double else { return nil }
        return user + system
    }
}

/// The value at `fraction` of the sorted values (0.5: the median), between neighbours.
func quantile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let position = fraction * Double(sorted.count - 1)
    let low = Int(position.rounded(.down)), high = min(low + 1, sorted.count - 1)
    return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
}

func median(_ values: [Double]) -> Double { quantile(values, 0.5) }
func milliseconds(_ seconds: Double) -> String { String(format: seconds < 0.01 ? "%.2f" : "%.1f", seconds * 1000) }
/// `1.42 ms (1.38–1.47)`: the median and the interquartile range.
func spread(_ values: [Double]) -> String {
    "\(milliseconds(median(values))) ms (\(milliseconds(quantile(values, 0.25)))–\(milliseconds(quantile(values, 0.75))))"
}

/// A goal of issue 32: atrest's command (`file`.json's first result) against the second
/// result, as a ratio of medians, or alone against a time.
struct Goal {
    var name: String
    var against: String
    var goal: String
    /// A ratio's limit, or a time's in seconds when `against` is empty.
    var limit: Double
    var file: String
}

/// The table of goals: each comparison is run in rounds (NAME.json, NAME-2.json, …) spread
/// over the run, so a burst of noise from the machine's neighbours moves one round, not the
/// verdict. The ratio is the median round's ratio of medians; its range, the rounds' lowest
/// and highest; each time, the median round's median and interquartile range.
func report(to output: String, from folder: String) throws {
    let goals = [
        Goal(name: "status (fasting)", against: "a \"hello\" linked fully static, as atrest is", goal: "≤ 1.3", limit: 1.3, file: "status-hello-static"),
        Goal(name: "status (fasting)", against: "a \"hello\" with the Swift runtime linked in (`-static-stdlib`)", goal: "≤ 1.3", limit: 1.3, file: "status-hello"),
        Goal(name: "status (fasting)", against: "timew", goal: "≤ 0.5", limit: 0.5, file: "status"),
        Goal(name: "log --json", against: "timew export", goal: "≤ 0.25", limit: 0.25, file: "log"),
        Goal(name: "calendar, in the trial", against: "timew month", goal: "≤ 0.5", limit: 0.5, file: "calendar-trial"),
        Goal(name: "calendar, with a license", against: "timew month", goal: "≤ 1.0", limit: 1.0, file: "calendar"),
        Goal(name: "sync, nothing new, 20 computers", against: "log --json", goal: "≤ 1.5", limit: 1.5, file: "sync"),
        Goal(name: "import of the ten years", against: "", goal: "< 150 ms", limit: 0.150, file: "import"),
        Goal(name: "forest --width 120", against: "timew summary :all", goal: "(none)", limit: .infinity, file: "forest"),
        Goal(name: "water add", against: "timew start", goal: "(none)", limit: .infinity, file: "water"),
        Goal(name: "undo after the import", against: "the import", goal: "(none)", limit: .infinity, file: "undo-import"),
    ]
    var lines = [
        "| atrest | median (IQR) | against | median (IQR) | ratio | range | goal | met | CPU | CPU ratio |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    var missed: [String] = []
    for goal in goals {
        let names = ([goal.file] + (2...9).map { "\(goal.file)-\($0)" }).filter { !times("\(folder)/\($0).json").isEmpty }
        let rounds = names.map { times("\(folder)/\($0).json") }
        // CPU time, the mean over every round: what the work costs, without the waits.
        let cpus = names.map { cpu("\(folder)/\($0).json") }.filter { !$0.isEmpty }
        var cpuMeans: [Double] = []
        for index in 0..<(cpus.first?.count ?? 0) {
            let each: [Double] = cpus.map { $0[index] }
            cpuMeans.append(each.reduce(0, +) / Double(cpus.count))
        }
        let cpuText = cpuMeans.map { milliseconds($0) + " ms" }.joined(separator: " / ")
        let cpuRatio = cpuMeans.count >= 2 ? String(format: "%.2f", cpuMeans[0] / cpuMeans[1]) : ""
        guard let first = rounds.first else { continue }
        let shown = goal.goal == "(none)" ? "" : goal.goal
        if first.count >= 2 {
            let paired = rounds.filter { $0.count >= 2 }.sorted { median($0[0]) / median($0[1]) < median($1[0]) / median($1[1]) }
            let middle = paired[paired.count / 2]
            let ratio = median(middle[0]) / median(middle[1])
            let low = median(paired[0][0]) / median(paired[0][1])
            let high = median(paired[paired.count - 1][0]) / median(paired[paired.count - 1][1])
            let met = ratio <= goal.limit
            if !met { missed.append(goal.name) }
            let verdict = goal.limit.isInfinite ? "" : met ? "yes" : "**no**"
            lines.append("| \(goal.name) | \(spread(middle[0])) | \(goal.against) | \(spread(middle[1])) | \(String(format: "%.2f", ratio)) | \(String(format: "%.2f–%.2f", low, high)) | \(shown) | \(verdict) | \(cpuText) | \(cpuRatio) |")
        } else {
            let met = median(first[0]) < goal.limit
            if !met { missed.append(goal.name) }
            lines.append("| \(goal.name) | \(spread(first[0])) | | | | | \(shown) | \(met ? "yes" : "**no**") | \(cpuText) | |")
        }
    }
    let text = lines.joined(separator: "\n") + "\n"
    if output != "-" { try Data(text.utf8).write(to: URL(fileURLWithPath: output)) }
    print(text, terminator: "")
    if !missed.isEmpty { print("goals not met: \(missed.joined(separator: "; "))") }
}

/// The row of one command in the table of every command at ten and fifty years:
/// `| NAME | 10y | 50y | goal | met |` from `every-FILE-10.json` and `every-FILE-50.json`.
func everyRow(name: String, file: String, limit: Double, folder: String) -> String {
    let ten = times("\(folder)/every-\(file)-10.json").first ?? []
    let fifty = times("\(folder)/every-\(file)-50.json").first ?? []
    func cell(_ values: [Double]) -> String {
        values.isEmpty ? "" : "\(spread(values)), most \(milliseconds(values.max() ?? 0))"
    }
    let met = fifty.isEmpty ? "" : (fifty.max() ?? 0) < limit ? "yes" : "**no**"
    let cpuFifty = cpu("\(folder)/every-\(file)-50.json").first.map { milliseconds($0) + " ms" } ?? ""
    return "| \(name) | \(cell(ten)) | \(cell(fifty)) | \(cpuFifty) | < \(Int(limit * 1000)) ms | \(met) |"
}

let arguments = CommandLine.arguments
switch arguments.dropFirst().first {
case "generate" where arguments.count == 4:
    try generate(years: Int(arguments[2]) ?? 10, into: arguments[3])
case "report" where arguments.count == 4:
    try report(to: arguments[2], from: arguments[3])
case "every" where arguments.count == 6:
    print(everyRow(name: arguments[2], file: arguments[3], limit: Double(arguments[4]) ?? 0.1, folder: arguments[5]))
default:
    FileHandle.standardError.write(Data("usage: bench-tool generate YEARS OUT | report RESULTS.md DIR | every NAME FILE LIMIT DIR\n".utf8))
    exit(2)
}
