extension TestApp {
    /// A home on a 24-bit colour terminal of this size: what the tests of small panes start from.
    static func colourTerminal(columns: Int, rows: Int) -> TestApp {
        let app = TestApp()
        app.isTerminal = true
        app.environment["COLORTERM"] = "truecolor"
        app.columns = columns
        app.rows = rows
        return app
    }
}
