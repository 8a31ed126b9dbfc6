import Licensing

/// The `--name value` options after a subcommand, read without any I/O.
///
/// Both `--name value` and `--name=value` are accepted. Every option must be known to the
/// subcommand and given at most once, and there are no positional arguments, so a typo
/// is reported instead of silently ignored.
struct OptionList: Equatable {
    private var values: [String: String]

    /// Reads `arguments`, allowing only the options named in `known` (without dashes).
    init(_ arguments: some Collection<String>, known: Set<String>) throws(LicenseToolError) {
        values = [:]
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw .usage("unexpected argument '\(argument)'")
            }
            let body = argument.dropFirst(2)
            let name: String
            let value: String
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                value = String(body[body.index(after: equals)...])
            } else {
                name = String(body)
                guard let next = remaining.first, !next.hasPrefix("--") else {
                    throw .usage("--\(name) needs a value")
                }
                value = next
                remaining.removeFirst()
            }
            guard known.contains(name) else { throw .usage("unknown option --\(name)") }
            guard values[name] == nil else { throw .usage("--\(name) is given twice") }
            values[name] = value
        }
    }

    /// The value of `--name`, if given.
    subscript(name: String) -> String? { values[name] }

    /// The value of `--name`, which must be given.
    func required(_ name: String) throws(LicenseToolError) -> String {
        guard let value = values[name] else { throw .usage("--\(name) is needed") }
        return value
    }
}
