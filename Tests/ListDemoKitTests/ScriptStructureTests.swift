import Testing
@testable import ListDemoKit

@Test func commentsAndBlankLinesAreSkippedAndLinesKeepTheirNumbers() throws {
    let text = """
        # A demo script.

        0.5 wheel 3     # toward the end
           \t
        1.0 pan -40
        # done
        2.0 quit
        """
    let script = try Script.parse(text)
    #expect(script.commands == [
        ScriptCommand(time: 0.5, line: 3, action: .wheel(notches: 3)),
        ScriptCommand(time: 1.0, line: 5, action: .pan(points: -40)),
        ScriptCommand(time: 2.0, line: 7, action: .quit),
    ])
}

@Test(arguments: ["", "\n", "# only a comment", "   \n\t\n#x\n", "\u{FEFF}"])
func scriptWithoutCommandsIsEmpty(_ text: String) throws {
    #expect(try Script.parse(text).commands.isEmpty)
}

@Test func equalTimesAreAllowed() throws {
    let script = try Script.parse("1 insert 0 0\n1 delete 0 5\n1 quit")
    #expect(script.commands.map(\.time) == [1, 1, 1])
}

@Test func windowsLineEndingsAndByteOrderMarkAreAccepted() throws {
    let script = try Script.parse("\u{FEFF}0.5 type hi\r\n1 quit\r\n")
    #expect(script.commands.map(\.action) == [.typeText("hi"), .quit])
    #expect(script.commands.map(\.line) == [1, 2])
}

@Test func typeTextIsVerbatimIncludingHashAndTrailingBlanks() throws {
    let script = try Script.parse("1 type a  #b\t ")
    #expect(script.commands.map(\.action) == [.typeText("a  #b\t ")])
}

@Test func hashStartsACommentAnywhereOutsideTypeText() throws {
    let script = try Script.parse("1 screenshot out/#1.png")
    #expect(script.commands.map(\.action) == [.screenshot(path: "out/")])
}

@Test func firstErrorStopsTheParseAtItsLine() {
    #expect(throws: ScriptError(line: 2, "unknown verb 'bogus'")) {
        try Script.parse("1 quit\n2 bogus\n3 also-bogus")
    }
}

@Test func errorDescriptionHasFileFormWithoutLine() {
    #expect(ScriptError(line: nil, "cannot read 'x': reason").description == "script: cannot read 'x': reason")
    #expect(ScriptError(line: 7, "unknown verb 'whee'").description == "script:7: unknown verb 'whee'")
}
