import Domain
import Foundation
import Store
import Testing

/// Two different running fasts meet through sync: both are kept and the earlier runs. `sync`
/// says which computer began the second only when it knows, and `doctor` names it and says
/// what to do.
@Suite struct SecondRunningFastTests {
    @Test func eachComputerSaysWhoseTheSecondFastIs() throws {
        let desk = SyncTests.Desk()
        desk.homes[0].run("start", "--at", "-3h")
        desk.homes[1].run("start", "--at", "-1h")
        desk.sync(0)
        // Here the fast from the other computer began earlier: this computer's own is the second.
        let own = desk.sync(1).stdout
        #expect(own.contains("A second fast, begun on this computer at 12:00, is running too; it is kept until atrest end or atrest abandon settles the one running since 10:00."), "\(own)")
        #expect(!own.contains("Another computer"), "\(own)")
        #expect(own.contains("Left 1 change from here in the folder for the others."), "this computer's fast is not there yet: \(own)")
        let other = desk.sync(0).stdout
        #expect(!other.contains("Nothing new"), "\(other)")
        #expect(other.contains("Another computer also began a fast, at 12:00; it is kept until atrest end or atrest abandon settles the one running since 10:00."), "\(other)")

        let here = desk.homes[1].run("doctor")
        #expect(here.code == 1)
        #expect(Self.unwrapped(here.stdout).contains("holds a second running fast, begun on this computer at 12:00; atrest shows and ends the earlier one, running since 10:00."), "\(here.stdout)")
        #expect(here.stdout.contains("    atrest abandon\n    atrest start --at 2026-11-21T12:00:00+01:00\n"), "\(here.stdout)")
        let there = desk.homes[0].run("doctor")
        #expect(there.code == 1)
        #expect(Self.unwrapped(there.stdout).contains("begun on another computer at 12:00 before the two computers heard of each other"), "\(there.stdout)")

        // What doctor advises for keeping the second does keep it, and leaves all in order.
        #expect(desk.homes[1].run("abandon").code == 0)
        #expect(desk.homes[1].run("start", "--at", "2026-11-21T12:00:00+01:00").code == 0)
        #expect(desk.homes[1].run("status", "--line").stdout.hasPrefix("1h 0m"))
        #expect(desk.homes[1].run("doctor").code == 0)
    }

    /// A fast begun here, sent out, taken back here with undo: the undo is a change of its own
    /// (issue 26), so the other computer does not bring it back, and the one begun since runs alone.
    @Test func aFastTakenBackAfterASyncDoesNotComeBack() {
        let desk = SyncTests.Desk()
        desk.homes[0].run("start", "--at", "-2h")
        desk.sync(0)
        desk.sync(1)
        #expect(desk.homes[0].run("undo").code == 0)
        desk.homes[0].run("start", "--at", "-1h")
        let said = desk.sync(0).stdout
        #expect(!said.contains("Another computer"), "\(said)")
        #expect(!said.contains("A second fast"), "\(said)")
        desk.sync(1)
        for home in desk.homes {
            #expect(home.run("status", "--line").stdout.hasPrefix("1h 0m"))
            #expect(!home.run("doctor").stdout.contains("second running fast"))
        }
    }

    /// Doctor's prose as one line per finding: its wrapping undone.
    static func unwrapped(_ text: String) -> String {
        text.replacingOccurrences(of: "\n  ", with: " ")
    }
}
