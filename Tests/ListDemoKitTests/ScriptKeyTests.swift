import Testing
@testable import ListDemoKit

@Test(arguments: [
    ("PageDown", "PageDown"), ("pagedown", "PageDown"), ("PAGEUP", "PageUp"), ("up", "Up"), ("Down", "Down"),
    ("home", "Home"), ("END", "End"), ("tab", "Tab"), ("return", "Return"), ("escape", "Escape"),
    ("backspace", "Backspace"), ("delete", "Delete"), ("insert", "Insert"), ("f1", "F1"), ("F12", "F12"),
    ("left", "Left"), ("Right", "Right"), ("a", "A"), ("Z", "Z"), ("7", "7"), ("space", "Space"),
])
func keyNamesNormalizeToSDLSpelling(_ written: String, _ canonical: String) {
    #expect(ScriptKey(name: written)?.name == canonical)
}

@Test(arguments: ["", "PgDn", "Page Down", "F13", "F0", "Enter", "AA", "ctrl", "é", "Ａ"])
func unsupportedKeyNamesAreRefused(_ name: String) {
    #expect(ScriptKey(name: name) == nil)
}

@Test(arguments: [
    ("ctrl+S", "ctrl+S"), ("Shift+Tab", "shift+Tab"), ("ALT+f4", "alt+F4"), ("shift+ctrl+z", "ctrl+shift+Z"),
    ("alt+shift+ctrl+Home", "ctrl+shift+alt+Home"), ("PageDown", "PageDown"),
])
func keyChordsReadModifiersInAnyCaseAndOrder(_ written: String, _ canonical: String) throws {
    let chord = try KeyChord(parsing: written)
    #expect(chord.description == canonical)
    #expect(try KeyChord(parsing: chord.description) == chord)
}

@Test(arguments: [
    ("", KeyChord.ParseError.unknownKey("")),
    ("ctrl+", .unknownKey("")),
    ("+S", .unknownModifier("")),
    ("cmd+S", .unknownModifier("cmd")),
    ("ctrl+shift+CTRL+S", .repeatedModifier("CTRL")),
    ("ctrl+PgDn", .unknownKey("PgDn")),
    ("S+ctrl", .unknownModifier("S")),
])
func badKeyChordsSayWhy(_ written: String, _ problem: KeyChord.ParseError) {
    #expect(throws: problem) { try KeyChord(parsing: written) }
}
