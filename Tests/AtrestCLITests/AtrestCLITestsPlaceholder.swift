import Testing

@Suite struct AtrestCLITestsPlaceholder { @Test func builds() { #expect(Bool(true)) } }
