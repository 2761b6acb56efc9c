/// The editing rules of a single-line text field, as GTK's GtkText has them: the text, a caret
/// between characters and a selection from an anchor to the caret. Every offset counts
/// `Character`s (extended grapheme clusters, which keep a Devanagari conjunct together: Unicode
/// 15.1's rule GB9c), so an emoji with modifiers, a flag, an e with a combining accent or क्ष is one
/// arrow step and one Backspace, in the order the text was typed (logical order, also in Arabic and
/// Hebrew); the canvas places the caret and selection by the same count (`TextMetrics.caretX`).
struct TextFieldEditor: Equatable {
    private(set) var text: String
    /// How many characters precede the caret (the selection's moving end).
    private(set) var caret: Int
    /// The selection's fixed end: where a Shift+arrow or a drag began; the caret when nothing is selected.
    private(set) var anchor: Int

    /// Which limit cut an insertion short.
    enum Limit: Equatable {
        case characters, bytes
    }

    /// `text` with the caret at `caret` and the selection from `anchor` (none by default), clamped to the text.
    init(text: String, caret: Int, anchor: Int? = nil) {
        self.text = text
        let count = text.count
        self.caret = min(max(0, caret), count)
        self.anchor = min(max(0, anchor ?? caret), count)
    }

    /// The selected characters' offsets (empty when nothing is selected).
    var selection: Range<Int> { min(caret, anchor)..<max(caret, anchor) }

    /// The selected text.
    var selectedText: Substring { text[index(selection.lowerBound)..<index(selection.upperBound)] }

    // MARK: Typing

    /// Types `typed` over the selection (or at the caret), keeping the field within `maximumLength`
    /// characters and `maximumBytes` UTF-8 bytes: what does not fit is left out, and the limit that
    /// cut it is returned. A single line: each line break (LF, CR, CRLF, U+2028…) becomes one space,
    /// a tab a space, and other control characters (C0, DEL, C1: escapes, NUL) are dropped — GTK's
    /// entries do the same with pasted newlines, and nothing invisible gets in.
    @discardableResult
    mutating func insert(_ typed: String, maximumLength: Int = .max, maximumBytes: Int = .max) -> Limit? {
        let range = selection
        let start = index(range.lowerBound)
        let end = index(range.upperBound)
        let kept = text.count - range.count
        let keptBytes = text.utf8.count - text.utf8.distance(from: start, to: end)
        var line = ""
        var characters = max(0, maximumLength - kept)
        var bytes = max(0, maximumBytes - keptBytes)
        var limit: Limit?
        // Walks only as far as the field has room, however long `typed` is (a 1 MB paste).
        for character in typed {
            guard let single = Self.singleLine(character) else { continue }
            let size = single.utf8.count
            guard characters > 0, size <= bytes else {
                limit = characters > 0 ? .bytes : .characters
                break
            }
            line.append(single)
            characters -= 1
            bytes -= size
        }
        let before = String(text[..<start]) + line
        text = before + text[end...]
        // A typed combining mark joins the character before it: the caret counts what is there now.
        caret = min(before.count, text.count)
        anchor = caret
        return limit
    }

    /// `character` as a single-line field takes it: a space for a line break or tab, nil for
    /// another control character.
    private static func singleLine(_ character: Character) -> Character? {
        if character.isNewline || character == "\t" { return " " }
        if character.unicodeScalars.first?.properties.generalCategory == .control { return nil }
        return character
    }

    // MARK: Keys

    /// Applies an editing key: Backspace and Delete remove the selection or one character; Left,
    /// Right, Home and End move the caret, and with `extending` (Shift) move only the caret so the
    /// selection grows or shrinks from its anchor; without it, Left and Right over a selection
    /// collapse it to its start or end. `byWord` (Ctrl) moves Left and Right to the start or end
    /// of a word, and Backspace and Delete remove as far as that (GTK's `delete-from-cursor` by
    /// word ends: Ctrl+Backspace takes the word before the caret with the spaces and punctuation
    /// after it); with a selection they remove the selection, as GTK's do. False for any other key.
    mutating func apply(key name: String, extending: Bool = false, byWord: Bool = false) -> Bool {
        let range = selection
        switch name {
        case "Left" where byWord: moveCaret(to: wordBoundary(from: caret, forward: false), extending: extending)
        case "Right" where byWord: moveCaret(to: wordBoundary(from: caret, forward: true), extending: extending)
        case "Backspace", "Delete":
            if range.isEmpty {
                let forward = name == "Delete"
                let neighbour = byWord ? wordBoundary(from: caret, forward: forward) : caret + (forward ? 1 : -1)
                guard (0...text.count).contains(neighbour) else { return true }
                anchor = neighbour
            }
            insert("")
        case "Left": moveCaret(to: extending || range.isEmpty ? caret - 1 : range.lowerBound, extending: extending)
        case "Right": moveCaret(to: extending || range.isEmpty ? caret + 1 : range.upperBound, extending: extending)
        case "Home": moveCaret(to: 0, extending: extending)
        case "End": moveCaret(to: text.count, extending: extending)
        default: return false
        }
        return true
    }

    /// Puts the caret at `offset` (clamped); with `extending` the anchor stays, so the selection
    /// runs from it to the caret (Shift+arrows, a drag), otherwise nothing is selected.
    mutating func moveCaret(to offset: Int, extending: Bool) {
        caret = min(max(0, offset), text.count)
        if !extending { anchor = caret }
    }

    /// Selects the whole text, the caret at its end (Ctrl+A).
    mutating func selectAll() {
        anchor = 0
        caret = text.count
    }

    // MARK: Words

    /// What a double-click takes together: a run of letters and digits (a word), a run of spaces,
    /// or one other character (punctuation, a symbol, an emoji).
    private enum CharacterClass: Equatable {
        case word, space, other
        init(_ character: Character) {
            if character.isLetter || character.isNumber || character == "_" { self = .word }
            else if character.isWhitespace { self = .space }
            else { self = .other }
        }
    }

    /// Selects the word (or run of spaces, or symbol) at `offset`, the character after that
    /// boundary or, at the end, the one before it, with the caret at its end (a double-click).
    mutating func selectWord(at offset: Int) {
        let characters = Array(text)
        guard !characters.isEmpty else { return }
        let at = min(max(0, offset), characters.count - 1)
        let kind = CharacterClass(characters[at])
        var start = at
        var end = at + 1
        if kind != .other {
            while start > 0, CharacterClass(characters[start - 1]) == kind { start -= 1 }
            while end < characters.count, CharacterClass(characters[end]) == kind { end += 1 }
        }
        anchor = start
        caret = end
    }

    /// The next word's end after `offset` (forward), or the start of the word before it: spaces
    /// and punctuation on the way are passed over (GTK's Ctrl+arrows).
    private func wordBoundary(from offset: Int, forward: Bool) -> Int {
        let characters = Array(text)
        var at = offset
        func isWord(_ index: Int) -> Bool { CharacterClass(characters[index]) == .word }
        if forward {
            while at < characters.count, !isWord(at) { at += 1 }
            while at < characters.count, isWord(at) { at += 1 }
        } else {
            while at > 0, !isWord(at - 1) { at -= 1 }
            while at > 0, isWord(at - 1) { at -= 1 }
        }
        return at
    }

    private func index(_ offset: Int) -> String.Index { text.index(text.startIndex, offsetBy: offset) }
}
