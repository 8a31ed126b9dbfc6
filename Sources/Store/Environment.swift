/// A snapshot of environment variables, looked up by name.
///
/// A list rather than a `[String: String]`: atrest reads a handful of variables once each
/// (start-up path: Sources/START-UP.md).
package struct Environment: Sendable, ExpressibleByDictionaryLiteral {
    // Two lists of strings rather than one of pairs (start-up path: Sources/START-UP.md): a
    // list of pairs cost `status` 24,000 instructions more, 2 %, counted on 2026-11-24.
    private var names: [String]
    private var values: [String]

    package init() {
        names = []
        values = []
    }

    package init(dictionaryLiteral elements: (String, String)...) {
        self.init()
        for (name, value) in elements { self[name] = value }
    }

    package init(_ dictionary: [String: String]) {
        self.init()
        for (name, value) in dictionary { self[name] = value }
    }

    /// The value of `name` (the first entry of that name), or nil when it is not set;
    /// setting replaces every entry of the name, and nil unsets it.
    package subscript(name: String) -> String? {
        get { index(of: name).map { values[$0] } }
        set {
            while let found = index(of: name) {
                names.remove(at: found)
                values.remove(at: found)
            }
            if let newValue {
                names.append(name)
                values.append(newValue)
            }
        }
    }

    /// Where `name` first stands, its bytes compared as `getenv` compares them (`==` would
    /// also match another spelling of the same accented letter). Lengths first: `status` looks
    /// up a dozen names among a process's forty-odd, and `==` on two that differ took the
    /// standard library's long way, 26,000 instructions (start-up path: Sources/START-UP.md).
    private func index(of name: String) -> Int? {
        let length = name.utf8.count
        var index = 0
        while index < names.count {
            if names[index].utf8.count == length, names[index].utf8.elementsEqual(name.utf8) { return index }
            index += 1
        }
        return nil
    }

    /// Room for `count` entries, so a process's environment is read into lists that never grow.
    package mutating func reserveCapacity(_ count: Int) {
        names.reserveCapacity(count)
        values.reserveCapacity(count)
    }

    /// Adds an entry as a process's environment lists it, without looking for the name:
    /// of two same-named entries the first is the one read, as with `getenv`.
    package mutating func append(_ name: String, _ value: String) {
        names.append(name)
        values.append(value)
    }
}
