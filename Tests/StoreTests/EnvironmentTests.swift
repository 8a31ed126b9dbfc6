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

    @Test func namesAreTheirBytesAsGetenvSeesThem() {
        // "é" written whole and as "e" with an accent after it are one letter to `==`, and two
        // names to the C library; names of one length that differ are told apart too.
        var environment = Environment()
        environment.append("CAF\u{C9}", "composed")
        environment.append("TZ", "UTC")
        #expect(environment["CAFE\u{301}"] == nil)
        #expect(environment["CAF\u{C9}"] == "composed")
        #expect(environment["TX"] == nil && environment["TZ"] == "UTC")
        environment["CAFE\u{301}"] = "decomposed"
        #expect(environment["CAF\u{C9}"] == "composed" && environment["CAFE\u{301}"] == "decomposed")
        environment["CAFE\u{301}"] = nil
        #expect(environment["CAF\u{C9}"] == "composed")
    }

    @Test func aDictionaryBecomesTheSameVariables() {
        let environment = Environment(["A": "1", "B": ""])
        #expect(environment["A"] == "1" && environment["B"] == "" && environment["C"] == nil)
    }
}
