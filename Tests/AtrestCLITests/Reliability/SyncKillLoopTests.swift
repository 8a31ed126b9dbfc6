import Domain
import Foundation
import Store
import Testing

/// Real crashes during `sync`: the built `atrest` syncing two homes through a folder is killed
/// with SIGKILL at random moments. After every kill each data file of both homes loads and the
/// folder holds no file atrest would take that is not whole; once both sync undisturbed, their
/// exports are the same.
@Suite struct SyncKillLoopTests {
    static var kills: Int {
        (ProcessInfo.processInfo.environment["ATREST_KILLS"].flatMap(Int.init) ?? 200) / 4
    }

    @Test func killedWhileSyncingBothHomesStillLoadAndEndTheSame() throws {
        let homes = [ProcessHome(), ProcessHome()]
        let folder = homes[0].path + "/shared"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var generator = SystemRandomNumberGenerator()
        let base = Date().addingTimeInterval(-Double(Self.kills + 10) * 86_400)
        func timeOneSync() throws -> TimeInterval {
            let started = Date()
            #expect(try AtrestProcess.run(["sync", folder], home: homes[0].path) == 0)
            return Date().timeIntervalSince(started)
        }
        var runTime = try timeOneSync()
        for kill in 1...Self.kills {
            if kill % 20 == 0 { runTime = try timeOneSync() }
            let index = Int.random(in: 0..<2, using: &generator)
            // Something to carry: a past fast (days apart per home, so they never overlap) or a glass.
            let start = base.addingTimeInterval(Double(kill * 2 + index) * 43_200)
            let change = Bool.random(using: &generator)
                ? ["add", "--start", Timestamp.formatUTC(start), "--end", Timestamp.formatUTC(start.addingTimeInterval(5 * 3_600))]
                : ["water", "add", "\(Int.random(in: 100...400, using: &generator))"]
            #expect(try AtrestProcess.run(change, home: homes[index].path) == 0)
            let process = try AtrestProcess.start(["sync", folder], home: homes[index].path)
            usleep(UInt32(Double.random(in: 0...(runTime * 1.3), using: &generator) * 1_000_000))
            process.kill()
            if case .exited(let code) = process.wait() { #expect(code == 0, "kill \(kill): sync exited \(code)") }
            for home in homes { home.expectEveryFileLoads("after kill \(kill) of sync on home \(index)") }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                guard let device = SyncFile.device(fileName: name), let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
                #expect((try? SyncFile.decode(data, device: device, zones: ZoneDatabase(), now: Date()).get()) != nil, "kill \(kill): \(name) is not whole")
            }
        }
        for _ in 0..<2 {
            for home in homes { #expect(try AtrestProcess.run(["sync", folder], home: home.path) == 0) }
        }
        func export(_ home: ProcessHome) throws -> String {
            _ = try AtrestProcess.shell("\"$ATREST\" export > \"$HOME/export.json\"", home: home.path).wait()
            let text = try String(contentsOfFile: home.path + "/export.json", encoding: .utf8)
            return ExportImportTests.withoutExportedAt(text)
        }
        let first = try export(homes[0])
        #expect(!first.isEmpty)
        #expect(try export(homes[1]) == first, "after everyone synced, both homes hold the same history")
    }
}
