import Testing

@Suite struct StoreTestsPlaceholder { @Test func builds() { #expect(Bool(true)) } }
