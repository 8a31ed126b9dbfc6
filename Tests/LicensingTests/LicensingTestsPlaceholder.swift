import Testing

@Suite struct LicensingTestsPlaceholder { @Test func builds() { #expect(Bool(true)) } }
