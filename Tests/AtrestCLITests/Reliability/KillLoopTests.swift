import Domain
import Foundation
import Store
import Testing
import TestRandom

/// Real crashes: the built `atrest` is started and killed with SIGKILL at a random moment,
/// hundreds of times, while it adds water, starts and ends fasts, adds past fasts and
/// changes a setting. After every kill each data file loads, and the counts agree with what
/// was started: nothing completed is lost, nothing is recorded twice, no fast vanishes.
///
/// 200 kills in `swift test` (a few seconds); `Tests/Scripts/kill-loop N` runs N.
@Suite struct KillLoopTests {
    static var kills: Int {
        ProcessInfo.processInfo.environment["ATREST_KILLS"].flatMap(Int.init) ?? 200
    }

    /// What the loop started and saw finish, to bound what the files may hold.
    struct Tally {
        var waterStarted = 0, waterFinished = 0
        var addsStarted = 0, addsFinished = 0
        var killedMidRun = 0, ranToTheEnd = 0
        /// Every fast that was running at some point, and whether it has been seen ended.
        var fastsSeen: Set<UUID> = []
    }

    @Test func killedAtRandomMomentsEveryFileStillLoadsAndCountsAgree() throws {
        let home = ProcessHome()
        var generator = SeededRandom()
        var tally = Tally()
        // How long one run takes here (it grows with the files), so that kills land all
        // through a run, and some after it.
        func timeOneRun() throws -> TimeInterval {
            let started = Date()
            #expect(try AtrestProcess.run(["water", "add", "1ml"], home: home.path) == 0)
            tally.waterStarted += 1
            tally.waterFinished += 1
            return Date().timeIntervalSince(started)
        }
        var runTime = try timeOneRun()

        // Fasts a day apart, far enough back that a start never overlaps an added one.
        let base = Date().addingTimeInterval(-Double(Self.kills + 10) * 86_400)
        var day = 0
        var added = 0
        for kill in 1...Self.kills {
            if kill % 50 == 0 { runTime = try timeOneRun() }
            let store = home.store
            let running = try store.loadActiveFast()?.fast
            if let running { tally.fastsSeen.insert(running.id) }
            let arguments: [String]
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5:
                arguments = ["water", "add", "\(Int.random(in: 100...400, using: &generator))"]
                tally.waterStarted += 1
            case 5..<8:
                if let running {
                    arguments = ["end", "--at", Timestamp.formatUTC(running.start.addingTimeInterval(16 * 3_600))]
                } else {
                    day += 1
                    arguments = ["start", "--long", "--at", Timestamp.formatUTC(base.addingTimeInterval(Double(day) * 86_400))]
                }
            case 8:
                // Past fasts go far back, before any the loop starts.
                added += 1
                let start = base.addingTimeInterval(-Double(added) * 86_400)
                arguments = ["add", "--start", Timestamp.formatUTC(start), "--end", Timestamp.formatUTC(start.addingTimeInterval(15 * 3_600))]
                tally.addsStarted += 1
            default:
                arguments = ["config", "water-amount", "\(Int.random(in: 100...900, using: &generator))"]
            }
            let process = try AtrestProcess.start(arguments, home: home.path)
            usleep(UInt32(Double.random(in: 0...(runTime * 1.3), using: &generator) * 1_000_000))
            process.kill()
            switch process.wait() {
            case .killed:
                tally.killedMidRun += 1
            case .exited(let code):
                tally.ranToTheEnd += 1
                #expect(code == 0, "kill \(kill): atrest \(arguments.joined(separator: " ")) exited \(code); \(generator.reproduce)")
                if code == 0, arguments[0] == "water" { tally.waterFinished += 1 }
                if code == 0, arguments[0] == "add" { tally.addsFinished += 1 }
            }
            home.expectEveryFileLoads("after kill \(kill) of atrest \(arguments.joined(separator: " "))")
        }

        // Counts: every finished command is there, nothing appears twice, nothing invented.
        let water = try home.waterEntries()
        #expect(Set(water.map(\.id)).count == water.count, "no glass twice; \(generator.reproduce)")
        #expect((tally.waterFinished...tally.waterStarted).contains(water.count), "water \(water.count) of \(tally.waterFinished)–\(tally.waterStarted); \(generator.reproduce)")
        let history = try home.store.loadHistory()
        #expect(Set(history.sessions.map(\.id)).count == history.sessions.count, "no fast twice; \(generator.reproduce)")
        let ended = history.sessions.filter { tally.fastsSeen.contains($0.id) }.count
        let pastFasts = history.sessions.count - ended
        #expect((tally.addsFinished...tally.addsStarted).contains(pastFasts), "past fasts \(pastFasts) of \(tally.addsFinished)–\(tally.addsStarted); \(generator.reproduce)")
        // Every fast seen running is now either still running or recorded: none vanished.
        let stillRunning = try home.store.loadActiveFast()?.fast.id
        for id in tally.fastsSeen where id != stillRunning {
            #expect(history.sessions.contains { $0.id == id }, "the fast \(id) was neither ended nor running; \(generator.reproduce)")
        }
        if let count = try home.store.loadActiveFast()?.recordedCount {
            #expect(count <= history.completedCount, "the running fast's copy of the count never runs ahead; \(generator.reproduce)")
        }
        #expect(tally.killedMidRun > Self.kills / 3, "most kills land while atrest runs (\(tally.killedMidRun) of \(Self.kills)); \(generator.reproduce)")

        // And atrest itself agrees: doctor finds nothing worse than what a kill can leave: an
        // `end` stopped between its two files (recorded, and still running), or a temporary
        // file whose name's process number now belongs to a running process (the tests around
        // this one start many), so that it cannot tell it is an orphan. (Other leftovers the
        // commands after the kill removed.)
        let doctor = try AtrestProcess.shell("\"$ATREST\" doctor > \"$HOME/doctor.txt\"", home: home.path).wait()
        let report: Int32 = if case .exited(let code) = doctor { code } else { -1 }
        let said = (try? String(contentsOfFile: home.path + "/doctor.txt", encoding: .utf8)) ?? ""
        let leftovers = home.store.directories.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter(DurableWriter.isTemporary)
        }
        let explained = leftovers.contains(where: DurableWriter.writerIsRunning) || said.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("an atrest end was likely cut short")
        #expect(report == 0 || (report == 1 && explained), "doctor exited \(report); leftovers \(leftovers); it said:\n\(said); \(generator.reproduce)")
        print("kill loop: \(Self.kills) kills, \(tally.killedMidRun) mid-run, \(tally.ranToTheEnd) after the end; \(water.count) glasses, \(history.completedCount) fasts, \(leftovers.count) temporary files left")
    }
}
