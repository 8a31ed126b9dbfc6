/// A command line's options and positional arguments, as typed, read through the command's
/// own `OptionSpec`s.
package struct ParsedOptions: Sendable {
    /// The options the command declares, which are the only ones it may read.
    package var declared: [OptionSpec] { declaredList() }
    /// Asked for by the checks below alone, which a release build leaves out (start-up path:
    /// Sources/START-UP.md).
    private let declaredList: @Sendable () -> [OptionSpec]
    /// Options with values, and flags, as lists: a command takes a few (start-up path:
    /// Sources/START-UP.md).
    private var values: [(name: String, value: String)] = []
    private var flags: [String] = []
    package var positionals: [String] = []

    package init(declared: @autoclosure @escaping @Sendable () -> [OptionSpec]) {
        declaredList = declared
    }

    mutating func give(flag name: String) {
        if !flags.contains(name) { flags.append(name) }
    }

    mutating func give(option name: String, value: String) {
        values.append((name, value))
    }

    func hasValue(named name: String) -> Bool {
        values.contains { $0.name == name }
    }

    /// Whether the flag `option` was given. Commands pass the same `OptionSpec` they declare
    /// (a static member), so a misspelt option does not compile and one the command does not
    /// declare stops the tests.
    package func flag(_ option: OptionSpec) -> Bool {
        assert(option.isFlag && declared.contains(option), "reads --\(option.name), which the command does not declare as a flag")
        return flags.contains(option.name)
    }

    /// The value given to `option`, or nil when it is absent; `option` as for `flag(_:)`.
    package func value(_ option: OptionSpec) -> String? {
        assert(!option.isFlag && declared.contains(option), "reads --\(option.name), which the command does not declare with a value")
        for given in values where given.name == option.name { return given.value }
        return nil
    }

    package func positional(_ index: Int) -> String? {
        index < positionals.count ? positionals[index] : nil
    }
}
