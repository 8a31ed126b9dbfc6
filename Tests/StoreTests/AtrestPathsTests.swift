import Foundation
import Store
import Testing

/// XDG base directories from an environment snapshot, with HOME defaults.
@Suite struct AtrestPathsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var environment: [String: String]
        var data: String
        var config: String
        var state: String
        var testDescription: String { environment.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ") }
    }

    static let home = (data: "/home/ada/.local/share/atrest", config: "/home/ada/.config/atrest", state: "/home/ada/.local/state/atrest")

    @Test(arguments: [
        Case(environment: ["HOME": "/home/ada"], data: home.data, config: home.config, state: home.state),
        Case(environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "", "XDG_STATE_HOME": ""],
             data: home.data, config: home.config, state: home.state),
        Case(environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "data", "XDG_CONFIG_HOME": "./config", "XDG_STATE_HOME": "~/state"],
             data: home.data, config: home.config, state: home.state),
        Case(environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "/srv/data"], data: "/srv/data/atrest", config: home.config, state: home.state),
        Case(environment: ["HOME": "/home/ada", "XDG_CONFIG_HOME": "/etc/ada"], data: home.data, config: "/etc/ada/atrest", state: home.state),
        Case(environment: ["HOME": "/home/ada", "XDG_STATE_HOME": "/var/ada"], data: home.data, config: home.config, state: "/var/ada/atrest"),
        Case(environment: ["XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s"], data: "/d/atrest", config: "/c/atrest", state: "/s/atrest"),
        Case(environment: ["HOME": "relative", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s"],
             data: "/d/atrest", config: "/c/atrest", state: "/s/atrest"),
        Case(environment: ["HOME": "/"], data: "/.local/share/atrest", config: "/.config/atrest", state: "/.local/state/atrest"),
        Case(environment: ["HOME": "/home/ada/"], data: home.data, config: home.config, state: home.state),
        Case(environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "/srv/data/", "XDG_CONFIG_HOME": "/", "XDG_STATE_HOME": "/var//"],
             data: "/srv/data/atrest", config: "/atrest", state: "/var/atrest"),
    ])
    func basesFollowXDGWithHomeDefaults(example: Case) throws {
        let paths = try #require(AtrestPaths(environment: Environment(example.environment)))
        #expect(paths == AtrestPaths(data: example.data, config: example.config, state: example.state))
    }

    @Test(arguments: [
        [:], ["HOME": ""], ["HOME": "home/ada"], ["HOME": "~"], ["USER": "ada"],
        ["XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c"],
        ["HOME": "relative", "XDG_DATA_HOME": "/d", "XDG_STATE_HOME": "/s"],
    ] as [[String: String]])
    func withoutAnAbsoluteHomeOrAllThreeVariablesThereIsNoPlace(environment: [String: String]) {
        #expect(AtrestPaths(environment: Environment(environment)) == nil)
    }

    @Test func filesHaveFixedNames() throws {
        let paths = try #require(AtrestPaths(environment: ["HOME": "/home/ada"]))
        #expect(paths.legacySessions == Self.home.data + "/sessions.json")
        #expect(paths.sessionsDirectory == Self.home.data + "/sessions")
        #expect(paths.sessions(year: 2026) == Self.home.data + "/sessions/2026.json")
        #expect(paths.activeFast == Self.home.data + "/active.json")
        #expect(paths.account == Self.home.data + "/account.json")
        #expect(paths.waterDirectory == Self.home.data + "/water")
        #expect(paths.water(month: WaterMonth(year: 2026, month: 3)) == Self.home.data + "/water/2026-03.json")
        #expect(paths.settings == Self.home.config + "/settings.json")
        #expect(paths.reminders == Self.home.state + "/reminders.json")
        #expect(paths.lock == Self.home.data + "/lock", "the lock follows the data it guards")
        #expect(paths.legacyLock == Self.home.state + "/lock")
        #expect(AtrestPaths.previous(of: paths.sessions(year: 2026)) == Self.home.data + "/sessions/2026.json.previous")
    }
}
