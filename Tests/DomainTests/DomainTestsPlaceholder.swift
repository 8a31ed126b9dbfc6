import Testing

@Suite struct DomainTestsPlaceholder { @Test func builds() { #expect(Bool(true)) } }
