import Testing
@testable import ListDemoKit

@Test(arguments: [
    ("480x800", Size(width: 480, height: 800)),
    ("100X100", Size(width: 100, height: 100)),
    ("8192x8192", Size(width: 8192, height: 8192)),
    ("0320x0200", Size(width: 320, height: 200)),
])
func windowSizeParsesWxH(_ text: String, _ expected: Size) throws {
    #expect(try Size(parsing: text) == expected)
}

@Test(arguments: [
    ("", Size.ParseError.malformed),
    ("480", .malformed),
    ("480x", .malformed),
    ("x800", .malformed),
    ("480x800x2", .malformed),
    ("+480x800", .malformed),
    ("480 x 800", .malformed),
    ("4.5x800", .malformed),
    ("٤٨٠x800", .malformed),
    ("0x800", .outOfRange),
    ("480x0", .outOfRange),
    ("99x800", .outOfRange),
    ("480x99", .outOfRange),
    ("8193x800", .outOfRange),
    ("480x8193", .outOfRange),
    ("1x1", .outOfRange),
    ("99999999999999999999999x800", .outOfRange),
])
func windowSizeRejects(_ text: String, _ problem: Size.ParseError) {
    #expect(throws: problem) { try Size(parsing: text) }
}

@Test func windowSizeDescriptionReadsBack() throws {
    let size = Size(width: 640, height: 360)
    #expect(size.description == "640x360")
    #expect(try Size(parsing: size.description) == size)
}
