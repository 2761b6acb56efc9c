import Testing
@testable import ListDemoKit

/// `String(cFormat:)` writes numbers as Foundation's `String(format:)` does.
@Suite struct CFormatTests {
    @Test(arguments: [
        (String(cFormat: "%.1f fps", 59.95), "60.0 fps"),
        (String(cFormat: "%.2f  %.0f Hz", 1.005, 59.5), "1.00  60 Hz"),
        (String(cFormat: "over %ld", 12_345_678_901), "over 12345678901"),
        (String(cFormat: "#%02X%02X", UInt8(10), UInt8(255)), "#0AFF"),
        (String(cFormat: "%.3f pt", -0.0004), "-0.000 pt"),
        (String(cFormat: "%200.1f", 1.0).count == 200 ? "long" : "short", "long"),
    ])
    func formats(result: String, expected: String) {
        #expect(result == expected)
    }
}
