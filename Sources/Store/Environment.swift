/// A snapshot of environment variables, looked up by name.
///
/// A list rather than a `[String: String]`: atrest reads a handful of variables once each,
/// and the first dictionary keyed by strings makes the Swift runtime scan every protocol
/// conformance in the binary, a tenth of what `atrest --version` costs.
package struct Environment: Sendable, ExpressibleByDictionaryLiteral {
    private var variables: [(name: String, value: String)]

    package init() {
        variables = []
    }

    package init(dictionaryLiteral elements: (String, String)...) {
        variables = []
        for (name, value) in elements { self[name] = value }
    }

    package init(_ dictionary: [String: String]) {
        variables = []
        for (name, value) in dictionary { self[name] = value }
    }

    /// The value of `name`, or nil when it is not set; setting nil unsets it.
    package subscript(name: String) -> String? {
        get {
            for variable in variables where variable.name == name { return variable.value }
            return nil
        }
        set {
            let index = variables.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let value?): variables[index].value = value
            case (let index?, nil): variables.remove(at: index)
            case (nil, let value?): variables.append((name, value))
            case (nil, nil): break
            }
        }
    }

    /// Adds `name` unless it is already set: of two same-named entries in a process's
    /// environment the first wins, as with `getenv`.
    package mutating func addUnlessSet(_ name: String, _ value: String) {
        if self[name] == nil { variables.append((name, value)) }
    }
}
