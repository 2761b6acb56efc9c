import Testing
@testable import ListDemoKit

/// The form's field editing rules on their own: grapheme clusters, selection, words, the
/// pointer's nearest boundary and the field's limits.
@Suite struct TextFieldEditorTests {
    /// An emoji with a skin tone, a flag, a family joined by ZWJs and e + combining acute are
    /// one character each: one arrow step, one Backspace, one Delete.
    @Test func editsWholeGraphemeClusters() {
        let text = "a👍🏽🇫🇷👩‍👩‍👧e\u{301}"
        #expect(text.count == 5)
        var editor = TextFieldEditor(text: text, caret: 5)
        _ = editor.apply(key: "Backspace")
        #expect(editor.text == "a👍🏽🇫🇷👩‍👩‍👧" && editor.caret == 4)
        _ = editor.apply(key: "Left")
        _ = editor.apply(key: "Backspace")
        #expect(editor.text == "a👍🏽👩‍👩‍👧" && editor.caret == 2)
        _ = editor.apply(key: "Delete")
        #expect(editor.text == "a👍🏽" && editor.caret == 2)
    }

    /// A combining mark typed after a letter joins it: the caret counts the one character there now.
    @Test func aTypedCombiningMarkJoinsTheCharacterBefore() {
        var editor = TextFieldEditor(text: "cafe!", caret: 4)
        editor.insert("\u{301}")
        #expect(editor.text == "cafe\u{301}!" && editor.text.count == 5 && editor.caret == 4)
        editor.insert("s")
        #expect(editor.text == "cafe\u{301}s!" && editor.caret == 5)
    }

    @Test func shiftExtendsTheSelectionFromItsAnchorAndPlainArrowsCollapseIt() {
        var editor = TextFieldEditor(text: "Ada Lovelace", caret: 4)
        _ = editor.apply(key: "Right", extending: true)
        _ = editor.apply(key: "Right", extending: true)
        #expect(editor.selection == 4..<6 && editor.selectedText == "Lo")
        _ = editor.apply(key: "Home", extending: true)
        #expect(editor.selection == 0..<4 && editor.caret == 0 && editor.anchor == 4)
        _ = editor.apply(key: "End", extending: true)
        #expect(editor.selectedText == "Lovelace")
        _ = editor.apply(key: "Left")
        #expect(editor.selection.isEmpty && editor.caret == 4, "Left collapses to the selection's start")
        editor.selectAll()
        _ = editor.apply(key: "Right")
        #expect(editor.selection.isEmpty && editor.caret == 12, "Right collapses to its end")
    }

    @Test func typingAndBackspaceReplaceTheSelection() {
        var editor = TextFieldEditor(text: "Ada Lovelace", caret: 12, anchor: 4)
        editor.insert("King")
        #expect(editor.text == "Ada King" && editor.caret == 8 && editor.selection.isEmpty)
        editor = TextFieldEditor(text: "Ada Lovelace", caret: 0, anchor: 4)
        _ = editor.apply(key: "Backspace")
        #expect(editor.text == "Lovelace" && editor.caret == 0)
        editor.selectAll()
        _ = editor.apply(key: "Delete")
        #expect(editor.text == "" && editor.caret == 0)
        _ = editor.apply(key: "Backspace")
        #expect(editor.text == "" && editor.caret == 0, "nothing before the caret: nothing happens")
    }

    /// A double-click takes a run of letters and digits, a run of spaces, or one other character.
    @Test(arguments: [
        (0, "Jean"), (3, "Jean"), (4, "-"), (5, "Luc_2"), (10, "  "), (12, "😀"), (13, "😀"),
    ])
    func aDoubleClickSelectsTheWordAtTheBoundary(offset: Int, word: String) {
        var editor = TextFieldEditor(text: "Jean-Luc_2  😀", caret: 0)
        editor.selectWord(at: offset)
        #expect(editor.selectedText == word[...])
        #expect(editor.caret == editor.selection.upperBound)
    }

    @Test func ctrlArrowsStepByWords() {
        var editor = TextFieldEditor(text: "Ada, King  Lovelace", caret: 0)
        _ = editor.apply(key: "Right", byWord: true)
        #expect(editor.caret == 3)
        _ = editor.apply(key: "Right", byWord: true)
        #expect(editor.caret == 9)
        _ = editor.apply(key: "Left", extending: true, byWord: true)
        #expect(editor.caret == 5 && editor.selectedText == "King")
        _ = editor.apply(key: "Left", byWord: true)
        #expect(editor.caret == 0)
    }

    /// Pasted text is one line: each line break (CRLF counts once) and tab becomes a space, other
    /// control characters are dropped.
    @Test func pastedLineBreaksBecomeSpacesAndControlCharactersAreDropped() {
        var editor = TextFieldEditor(text: "", caret: 0)
        editor.insert("one\r\ntwo\nthree\rfour\u{2028}five\tsix\u{0}\u{1B}[31m\u{7F}\u{85}!")
        #expect(editor.text == "one two three four five six[31m !")
    }

    /// A paste keeps the start that fits the field's characters and bytes, counting what the
    /// selection it replaces frees, and says which limit cut it.
    @Test func aPasteStopsAtTheFieldsLimits() {
        var editor = TextFieldEditor(text: "abcdef", caret: 6, anchor: 4)
        #expect(editor.insert("123456", maximumLength: 8, maximumBytes: 100) == .characters)
        #expect(editor.text == "abcd1234" && editor.caret == 8)
        editor = TextFieldEditor(text: "ab", caret: 2)
        // "é" is two bytes, "👍🏽" eight: 2 + 2 + 2 + 8 > 12.
        #expect(editor.insert("éé👍🏽z", maximumLength: 100, maximumBytes: 12) == .bytes)
        #expect(editor.text == "abéé")
        editor = TextFieldEditor(text: "ab", caret: 1)
        #expect(editor.insert("xyz", maximumLength: 100, maximumBytes: 100) == nil)
        #expect(editor.text == "axyzb" && editor.caret == 4)
    }

    /// A megabyte paste into a full field walks only as far as the room (none) and changes nothing.
    @Test func aHugePasteIntoAFullFieldChangesNothing() {
        let full = String(repeating: "x", count: 1_000)
        var editor = TextFieldEditor(text: full, caret: 500)
        #expect(editor.insert(String(repeating: "y", count: 1 << 20), maximumLength: 1_000, maximumBytes: 16_384) == .characters)
        #expect(editor.text == full && editor.caret == 500)
    }
}
