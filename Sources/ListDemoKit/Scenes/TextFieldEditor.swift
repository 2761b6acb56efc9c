/// The editing rules of a single-line text field: the text and a caret between characters
/// (grapheme clusters, so one press of Backspace removes one visible character).
struct TextFieldEditor: Equatable {
    private(set) var text: String
    /// How many characters precede the caret.
    private(set) var caret: Int

    /// `text` with the caret at `caret`, clamped to the text.
    init(text: String, caret: Int) {
        self.text = text
        self.caret = min(max(0, caret), text.count)
    }

    /// Types `typed` at the caret.
    mutating func insert(_ typed: String) {
        // A single-line field: line breaks (pasted or typed) become spaces.
        let line = String(typed.map { $0.isNewline ? " " : $0 })
        text.insert(contentsOf: line, at: index(caret))
        caret += line.count
    }

    /// Applies an editing key (Backspace, Delete, Left, Right, Home, End); false for any other key.
    mutating func apply(key name: String) -> Bool {
        switch name {
        case "Backspace":
            if caret > 0 {
                text.remove(at: index(caret - 1))
                caret -= 1
            }
        case "Delete":
            if caret < text.count { text.remove(at: index(caret)) }
        case "Left": caret = max(0, caret - 1)
        case "Right": caret = min(text.count, caret + 1)
        case "Home": caret = 0
        case "End": caret = text.count
        default: return false
        }
        return true
    }

    /// The text before the caret, for measuring where to draw it.
    var textBeforeCaret: Substring { text[..<index(caret)] }

    private func index(_ offset: Int) -> String.Index { text.index(text.startIndex, offsetBy: offset) }
}
