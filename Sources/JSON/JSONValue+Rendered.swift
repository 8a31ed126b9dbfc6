extension JSONValue {
    /// The value as JSON text: indented by two spaces when `pretty`, else on one line.
    package func rendered(pretty: Bool = true) -> String {
        var writer = JSONWriter(pretty: pretty)
        writer.value(self)
        return writer.text
    }
}
