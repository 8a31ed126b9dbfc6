import Store
import Testing

@Suite struct EnvironmentTests {
    @Test func variablesAreFoundSetAndUnsetByName() {
        var environment: Environment = ["HOME": "/home/ada", "TERM": "dumb"]
        #expect(environment["HOME"] == "/home/ada")
        #expect(environment["TERM"] == "dumb")
        #expect(environment["home"] == nil)
        environment["TERM"] = "xterm"
        environment["TZ"] = "UTC"
        #expect(environment["TERM"] == "xterm" && environment["TZ"] == "UTC")
        environment["HOME"] = nil
        #expect(environment["HOME"] == nil && environment["TERM"] == "xterm")
        environment["NOPE"] = nil
        #expect(environment["NOPE"] == nil)
    }

    @Test func theFirstOfTwoSameNamedEntriesWinsAsWithGetenv() {
        var environment = Environment()
        environment.append("TZ", "Europe/Lisbon")
        environment.append("TZ", "Asia/Tokyo")
        #expect(environment["TZ"] == "Europe/Lisbon")
        environment["TZ"] = "UTC"
        #expect(environment["TZ"] == "UTC")
        environment["TZ"] = nil
        #expect(environment["TZ"] == nil)
    }

    @Test func aDictionaryBecomesTheSameVariables() {
        let environment = Environment(["A": "1", "B": ""])
        #expect(environment["A"] == "1" && environment["B"] == "" && environment["C"] == nil)
    }
}
