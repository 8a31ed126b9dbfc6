import Testing

@Suite struct RenderingTestsPlaceholder { @Test func builds() { #expect(Bool(true)) } }
