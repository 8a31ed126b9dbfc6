import AtrestCLI
import Domain
import Foundation
import Testing

/// Ten years of fasts (one a day, 3,653) in every format atrest reads, generated from each
/// format's description, imported into an empty home: every fast arrives, and a second
/// import finds nothing new. How fast is the benchmark's to say (Tests/Benchmarks/run), not a
/// clock's in a test that shares the machine.
@Suite struct TenYearsImportTests {
    static let days = 3_653
    static let first = Timestamp.parse("2016-11-01T19:00:00Z")!

    /// The i-th fast: 16 hours from 19:00 UTC (20:00 or 21:00 in Berlin).
    static func fast(_ index: Int) -> (start: Date, end: Date) {
        let start = first.addingTimeInterval(Double(index) * 86_400)
        return (start, start.addingTimeInterval(16 * 3600))
    }

    static func local(_ date: Date, _ zone: Zone) -> CivilTime { CivilTime(date, offsetSeconds: zone.secondsFromGMT(for: date)) }
    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    static func file(_ format: String, zone: Zone) -> String {
        var lines: [String] = []
        switch format {
        case "fasttrack":
            lines.append("ID,Start Date,Start Time,Duration (hours)")
            for index in 0..<days {
                let c = local(fast(index).start, zone)
                lines.append("\(index + 1),\(c.year)-\(two(c.month))-\(two(c.day)),\(c.hour):\(two(c.minute)),16")
            }
        case "fasttrack48":
            lines.append("ID,Start,End,Duration (s),Duration,Notes")
            for index in 0..<days {
                let (s, e) = (local(fast(index).start, zone), local(fast(index).end, zone))
                lines.append("\(index + 1),\(s.year)-\(two(s.month))-\(two(s.day)) \(two(s.hour)):\(two(s.minute)),\(e.year)-\(two(e.month))-\(two(e.day)) \(two(e.hour)):\(two(e.minute)),57600,16h 0m,day \(index)")
            }
        case "zero-csv":
            lines.append("Date;Start;End;Hours;Night Eating")
            for index in 0..<days {
                let (s, e) = (local(fast(index).start, zone), local(fast(index).end, zone))
                lines.append("\(s.month)/\(s.day)/\(s.year % 100);\(s.hour):\(two(s.minute));\(e.hour):\(two(e.minute));16,0;No")
            }
        case "zero-json":
            let items = (0..<days).map { index in
                let (start, end) = fast(index)
                return #"{"FastID": "\#(UUID().uuidString)", "StartDTM": "\#(Timestamp.formatUTC(start))", "EndDTM": "\#(Timestamp.formatUTC(end))", "GoalHours": 16, "IsEnded": true}"#
            }
            return #"{"fast_data": ["# + items.joined(separator: ",\n") + "]}"
        case "sunrise":
            let items = (0..<days).map { index in
                let (start, end) = fast(index)
                return #"{"startDate": \#(start.timeIntervalSince1970 - 978_307_200), "endDate": \#(end.timeIntervalSince1970 - 978_307_200), "targetInterval": 57600}"#
            }
            return "[" + items.joined(separator: ",\n") + "]"
        case "timewarrior":
            let items = (0..<days).map { index in
                let (start, end) = fast(index)
                let basic = { (d: Date) in Timestamp.formatUTC(d).replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: "") }
                return #"{"id": \#(days - index), "start": "\#(basic(start))", "end": "\#(basic(end))", "tags": ["fasting"]}"#
            }
            return "[" + items.joined(separator: ",\n") + "]"
        default:
            Issue.record("no generator for \(format)")
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    @Test(arguments: ["fasttrack", "fasttrack48", "zero-csv", "zero-json", "sunrise", "timewarrior", "csv", "ics", "atrest"])
    func tenYearsImport(format: String) throws {
        let app = TestApp()
        if ["csv", "ics", "atrest"].contains(format) {
            // atrest's own exports of the same ten years, brought in from FastTrack48.
            let source = TestApp()
            source.input = Data(Self.file("fasttrack48", zone: source.timeZone).utf8)
            #expect(source.run("import", "-").code == 0)
            app.input = Data(source.run("export", "--format", format).stdout.utf8)
        } else {
            app.input = Data(Self.file(format, zone: app.timeZone).utf8)
        }
        let first = app.run("import", "-")
        #expect(first.code == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("Added \(Self.days) fasts"), "\(first.stdout.prefix(200))")
        let again = app.run("import", "-")
        #expect(again.stdout.hasPrefix("Everything in the input is already here"))
    }
}
