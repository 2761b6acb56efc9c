/// Undo and redo for one text field, grouping edits as GTK4's `GtkTextHistory` does
/// (gtk/gtktexthistory.c, `action_chain`): typing at the caret is one step until a space starts a
/// new word (spaces typed after a space stay with them), and a multi-character insertion with a
/// space (a paste) is a step of its own; a run of Backspaces is one step; a run of Deletes at one
/// place is one step until it reaches from spaces into a word; anything else — a cut, a paste over
/// a selection, typing over a selection — is one step. Steps keep whole field states (text, caret
/// and selection), so undoing puts the selection back too; a field is short, and at most
/// `capacity` steps are kept.
struct TextFieldHistory: Equatable {
    /// What one edit did, which decides whether it joins the step before it.
    enum Edit: Equatable {
        /// Text inserted at the caret with nothing selected.
        case typing(String)
        /// Characters before the caret removed, nothing selected.
        case backspace
        /// Characters after the caret removed (these), nothing selected.
        case delete(String)
        /// Anything else: a selection cut, deleted or typed over, a replacement.
        case replacement
    }

    private struct Step: Equatable {
        var before: TextFieldEditor
        var after: TextFieldEditor
        var edit: Edit
    }

    /// The most steps undo can go back; older ones are forgotten first.
    static let capacity = 100

    private var undoSteps: [Step] = []
    private var redoSteps: [Step] = []

    var canUndo: Bool { !undoSteps.isEmpty }
    var canRedo: Bool { !redoSteps.isEmpty }

    /// Records that an edit took the field from `before` to `after` (what kind of edit it was is
    /// read from the two: `Edit(from:to:)`), joining the last step when GTK would; a new edit
    /// forgets what could be redone. An edit that changed no text is not a step.
    mutating func record(from before: TextFieldEditor, to after: TextFieldEditor) {
        guard before.text != after.text else { return }
        let edit = Edit(from: before, to: after)
        redoSteps.removeAll()
        if let last = undoSteps.last, last.after == before, let joined = Self.join(last.edit, edit) {
            undoSteps[undoSteps.count - 1].after = after
            undoSteps[undoSteps.count - 1].edit = joined
            return
        }
        undoSteps.append(Step(before: before, after: after, edit: edit))
        if undoSteps.count > Self.capacity { undoSteps.removeFirst(undoSteps.count - Self.capacity) }
    }

    /// Takes back the last step: the field as it was before it, or nil when there is nothing to undo.
    mutating func undo() -> TextFieldEditor? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        return step.before
    }

    /// Does again the step last undone: the field as it was after it, or nil when there is none.
    mutating func redo() -> TextFieldEditor? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        return step.after
    }

    /// `next` joined to `previous` (which it directly follows), or nil when it starts a step of its own.
    private static func join(_ previous: Edit, _ next: Edit) -> Edit? {
        switch (previous, next) {
        case (.typing(let before), .typing(let typed)):
            let spaceRun = before.last?.isWhitespace == true && typed.allSatisfy(\.isWhitespace)
            if !spaceRun {
                if typed.first?.isWhitespace == true { return nil }  // a new word
                if typed.count > 1 && typed.contains(where: \.isWhitespace) { return nil }  // a paste
            }
            return .typing(before + typed)
        case (.backspace, .backspace):
            return .backspace
        case (.delete(let before), .delete(let removed)):
            guard !removed.contains(where: \.isWhitespace) || before.allSatisfy(\.isWhitespace) else { return nil }
            return .delete(before + removed)
        default:
            return nil
        }
    }
}

extension TextFieldHistory.Edit {
    /// What took a field from `before` to `after`: with nothing selected before, characters that
    /// appeared at the caret are typing, characters that went from just before it a Backspace,
    /// from just after it a Delete; anything else (a selection involved, a combining mark merging
    /// into the character before it) a replacement.
    init(from before: TextFieldEditor, to after: TextFieldEditor) {
        let old = Array(before.text), new = Array(after.text)
        let caret = before.caret
        guard before.selection.isEmpty, caret <= old.count else {
            self = .replacement
            return
        }
        if new.count > old.count {
            let added = new.count - old.count
            if new[..<caret] == old[..<caret], new[(caret + added)...] == old[caret...] {
                self = .typing(String(new[caret..<(caret + added)]))
                return
            }
        } else if new.count < old.count {
            let removed = old.count - new.count
            if removed <= caret, after.caret == caret - removed,
               new[..<(caret - removed)] == old[..<(caret - removed)], new[(caret - removed)...] == old[caret...] {
                self = .backspace
                return
            }
            if caret + removed <= old.count, after.caret == caret,
               new[..<caret] == old[..<caret], new[caret...] == old[(caret + removed)...] {
                self = .delete(String(old[caret..<(caret + removed)]))
                return
            }
        }
        self = .replacement
    }
}
