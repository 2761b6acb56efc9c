import ScrollCore

extension ScriptAction {
    /// `access ACTION …`: the words after `access` as the trace's `access` record names them (`AccessAction.word`), then
    /// the action's target and what it carries, in the record's order. An `edit`'s text is the rest of the line after
    /// END and one blank, verbatim as `type`'s (none: the range is deleted).
    static func accessAction(_ line: ScriptLine, _ read: ScriptArgumentReader) throws(ScriptError) -> AccessAction {
        let words = line.arguments
        guard let word = words.first else { throw read.shapeError }
        func shaped(_ count: Int) throws(ScriptError) {
            guard words.count == count else { throw read.problem("\(word) needs '\(Self.accessUsage[word] ?? "")'") }
        }
        func range(_ words: [String]) throws(ScriptError) -> AccessAction.TextRange {
            AccessAction.TextRange(start: try read.wholeNumber(words[3], in: InputLimits.textOffset, what: "start"),
                                   end: try read.wholeNumber(words[4], in: InputLimits.textOffset, what: "end"))
        }
        switch word {
        case "back":
            try shaped(1)
            return .back
        case "press":
            try shaped(2)
            return .press(button: try read.index(words[1], what: "button"))
        case "activate", "focus":
            try shaped(3)
            let indexPath = try indexPath(Array(words.dropFirst()), read)
            return word == "focus" ? .focus(indexPath) : .activate(indexPath)
        case "scroll-to":
            try shaped(4)
            guard let position = ScrollPosition(rawValue: words[3]) else {
                let choices = ScrollPosition.allCases.map(\.rawValue).joined(separator: ", ")
                throw read.problem("unknown position \(words[3].quotedForMessage) (choose \(choices))")
            }
            return .scrollTo(try indexPath(Array(words.dropFirst()), read), position)
        case "select":
            try shaped(5)
            return .select(try indexPath(Array(words.dropFirst()), read), try range(words))
        case "edit":
            // The text may hold blanks and `#`: only the first five words are cut.
            let (leading, text) = line.words(5)
            guard leading.count == 5 else { throw read.problem("edit needs '\(Self.accessUsage["edit"] ?? "")'") }
            return .edit(try indexPath(Array(leading.dropFirst()), read), try range(leading), text: text ?? "")
        case "pill":
            try shaped(1)
            return .pill
        case "menu-item":
            try shaped(2)
            return .menuItem(try read.index(words[1], what: "item"))
        case "dialog":
            try shaped(2)
            guard let answer = QuitDialog.Button.allCases.first(where: { $0.word == words[1] }) else {
                let choices = QuitDialog.Button.allCases.map(\.word).joined(separator: ", ")
                throw read.problem("unknown answer \(words[1].quotedForMessage) (choose \(choices))")
            }
            return .dialog(answer)
        default:
            let choices = Self.accessUsage.keys.sorted().joined(separator: ", ")
            throw read.problem("unknown action \(word.quotedForMessage) (choose \(choices))")
        }
    }

    /// Each action's arguments as a message shows them.
    private static let accessUsage: [String: String] = [
        "back": "back", "press": "press BUTTON", "activate": "activate SECTION ROW", "focus": "focus SECTION ROW",
        "scroll-to": "scroll-to SECTION ROW POSITION", "select": "select SECTION ROW START END",
        "edit": "edit SECTION ROW START END [TEXT]", "pill": "pill", "menu-item": "menu-item ITEM",
        "dialog": "dialog save|discard|cancel",
    ]
}
