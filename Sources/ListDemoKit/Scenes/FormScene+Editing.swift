import ScrollCore

extension FormScene {
    /// The field being edited.
    struct Focus: Equatable {
        var row: Int
        /// Characters before the caret, and the selection's other end (`TextFieldEditor`).
        var caret: Int
        var anchor: Int
        /// How far the field's text is scrolled sideways, in points, as last laid out (`layOutText`): it
        /// moves only as far as keeps the caret in view (GTK's), so text under a dragging pointer stays put.
        var scroll = 0.0
        /// Whether the field's text read right to left as last laid out, which the arrow keys follow.
        var rightToLeft = false
        var blink: CaretBlink
    }

    /// Starts editing `row` with the caret at its end, and brings the row into view. While the
    /// keyboard's focus ring shows, it moves to the row, so the ring and the field agree.
    func beginEditing(row: Int, at time: Double) {
        let end = value(ofRow: row).count
        focus = Focus(row: row, caret: end, anchor: end, blink: CaretBlink(start: time))
        if list.currentRow != nil { try? list.setCurrentRow(ListIndexPath(row: row, section: 0)) }
        bringIntoView(row: row, at: time)
    }

    /// Scrolls `row` into view with the least movement (UIKit's `.none`): on focus, and on every
    /// key or text for a field the user scrolled away, so no edit happens unseen.
    private func bringIntoView(row: Int, at time: Double) {
        _ = try? list.scrollToRow(ListIndexPath(row: row, section: 0), position: .none, animated: true, at: time)
    }

    /// Stops editing; the text stays.
    func endEditing() {
        focus = nil
    }

    func didClickRow(_ indexPath: ListIndexPath, at point: Point, in rect: Rect, at time: Double) -> Scene? {
        // A form's rows are not selectable: the click goes to the field.
        try? list.select(nil)
        beginEditing(row: indexPath.row, at: time)
        return nil
    }

    /// Return or Space on the current row focuses its field.
    func activateRow(_ indexPath: ListIndexPath, at time: Double) -> Scene? {
        try? list.select(nil)
        beginEditing(row: indexPath.row, at: time)
        return nil
    }

    func willBeginDragging(at time: Double) {
        endEditing()
    }

    func handleKey(_ name: String, modifiers: KeyModifiers, at time: Double) -> Bool {
        if modifiers.contains(.ctrl) { return handleShortcut(name, modifiers: modifiers, at: time) }
        let last = Self.fieldCount - 1
        switch (name, focus) {
        case ("Tab", nil):
            beginEditing(row: modifiers.contains(.shift) ? last : 0, at: time)
        case ("Tab", let current?):
            let step = modifiers.contains(.shift) ? -1 : 1
            // Past the last field (or before the first) the tab order goes on to the bar's buttons.
            guard (0...last).contains(current.row + step) else {
                endEditing()
                return false
            }
            beginEditing(row: current.row + step, at: time)
        case ("Up", let current?), ("Down", let current?):
            // A single-line field: Up and Down go to the field above or below.
            let row = current.row + (name == "Up" ? -1 : 1)
            if (0...last).contains(row) { beginEditing(row: row, at: time) }
        case ("Space", _?):
            // The space arrives as text; it must not also activate the current row.
            break
        case ("Escape", _?):
            // GTK: Escape in an entry ends editing; the page stays (the app goes back only otherwise).
            endEditing()
        case ("Insert", _?) where modifiers.contains(.shift):
            perform(.paste, at: time)
        case ("Delete", _?) where modifiers.contains(.shift):
            perform(.cut, at: time)
        case ("Return", let current?):
            // The last field's Return finishes the form, as a keyboard's "Done" would.
            if current.row < last { beginEditing(row: current.row + 1, at: time) } else { endEditing() }
        case (_, let current?):
            var editor = editor(for: current)
            guard editor.apply(key: Self.textKey(name, in: current), extending: modifiers.contains(.shift)) else { return false }
            commit(editor, row: current.row, at: time)
        default:
            return false
        }
        return true
    }

    /// The key as it moves through the field's text: in a right-to-left text Left goes on to the next
    /// character, drawn to the left, and Right back (QLineEdit's logical move style, and what GtkText's
    /// visual movement does in a text of one direction); Home and End stay the text's start and end.
    private static func textKey(_ name: String, in focus: Focus) -> String {
        guard focus.rightToLeft else { return name }
        return switch name {
        case "Left": "Right"
        case "Right": "Left"
        default: name
        }
    }

    /// Ctrl+S saves; with a field focused Ctrl+A selects all, Ctrl+C (or Ctrl+Insert) copies the
    /// selection, Ctrl+X cuts it and Ctrl+V pastes over it, Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y
    /// redoes (the field's `TextFieldHistory`), Ctrl+Left/Right move by words and Ctrl+Home/End go
    /// to the ends, with Shift extending the selection, and Ctrl+Backspace / Ctrl+Delete delete to
    /// the word's start / end (GTK's shortcuts). False for any other Ctrl key.
    private func handleShortcut(_ name: String, modifiers: KeyModifiers, at time: Double) -> Bool {
        if name == "S" {
            save(at: time)
            return true
        }
        guard let current = focus else { return false }
        let command: EditCommand? = switch name {
        case "Z": modifiers.contains(.shift) ? .redo : .undo
        case "Y": .redo
        case "X": .cut
        case "C", "Insert": .copy
        case "V": .paste
        case "A": .selectAll
        default: nil
        }
        if let command {
            perform(command, at: time)
            return true
        }
        guard ["Left", "Right", "Home", "End", "Backspace", "Delete"].contains(name) else { return false }
        var editor = editor(for: current)
        _ = editor.apply(key: Self.textKey(name, in: current), extending: modifiers.contains(.shift), byWord: true)
        commit(editor, row: current.row, at: time)
        return true
    }

    /// Carries out `command` on the field being edited, from a shortcut or the context menu.
    /// Copy and cut with nothing selected do nothing (the clipboard keeps what it had, as GTK's);
    /// a paste replaces the selection.
    func perform(_ command: EditCommand, at time: Double) {
        guard let current = focus else { return }
        var editor = editor(for: current)
        switch command {
        case .undo, .redo:
            let restored = command == .redo ? histories[current.row]?.redo() : histories[current.row]?.undo()
            guard let restored else { return }
            // Undoing is an edit like typing: it reaches the draft, but is no step of its own.
            return commit(restored, row: current.row, at: time, recording: false)
        case .selectAll:
            editor.selectAll()
        case .copy, .cut, .delete:
            guard !editor.selection.isEmpty else { return }
            // Read-only (another instance owns the file): a cut copies nothing either, as GTK's non-editable entry.
            if command == .cut, let reason = store.readOnlyReason { return failed(PlatformError(reason), at: time) }
            if command != .delete {
                do { try clipboard.setText(String(editor.selectedText), of: .clipboard) } catch { return failed(error, at: time) }
            }
            if command != .copy { editor.insert("") }
        case .paste:
            paste(.clipboard, into: &editor, at: time)
        }
        commit(editor, row: current.row, at: time)
    }

    /// Which commands the field being edited can carry out now, in the context menu's order (GTK
    /// greys the others): Undo with a step to undo, Cut, Copy and Delete with a selection, Paste
    /// with something on the clipboard, Select All with any text; while another instance owns the
    /// file only Copy and Select All (GTK's non-editable entry).
    func availableCommands() -> [(command: EditCommand, isEnabled: Bool)] {
        guard let current = focus else { return [] }
        let editor = editor(for: current)
        let selected = !editor.selection.isEmpty
        let editable = store.readOnlyReason == nil
        return ContextMenu.commands.map { command in
            let enabled = switch command {
            case .undo: editable && histories[current.row]?.canUndo == true
            case .redo: editable && histories[current.row]?.canRedo == true
            case .cut, .delete: editable && selected
            case .copy: selected
            case .paste: editable && clipboard.hasText(of: .clipboard)
            case .selectAll: !editor.text.isEmpty
            }
            return (command, enabled)
        }
    }

    /// Pastes `selection`'s text over the editor's selection (or at its caret). The reader keeps
    /// only the start of a very large text; the field's limits then cut it, and the banner says so.
    func paste(_ selection: ClipboardSelection, into editor: inout TextFieldEditor, at time: Double) {
        guard let pasted = clipboard.text(of: selection) else { return }
        if !insert(pasted.text, into: &editor, at: time), !pasted.isWhole {
            notify(Self.pasteCutNotice, at: time)
        }
    }

    func handleText(_ text: String, at time: Double) {
        guard let current = focus else { return }
        var editor = editor(for: current)
        insert(text, into: &editor, at: time)
        commit(editor, row: current.row, at: time)
    }

    /// Assistive technology's editable text: focuses `row`'s field, selects the characters in
    /// `range` (the caret at its end) and types `text` over them when given, within the field's
    /// limits and into the draft, as typing does.
    func edit(row: Int, selecting range: Range<Int>, typing text: String?, at time: Double) {
        guard (0..<Self.fieldCount).contains(row) else { return }
        if focus?.row != row { beginEditing(row: row, at: time) }
        guard let current = focus else { return }
        var editor = editor(for: current)
        editor.moveCaret(to: range.lowerBound, extending: false)
        editor.moveCaret(to: range.upperBound, extending: true)
        if let text { insert(text, into: &editor, at: time) }
        commit(editor, row: row, at: time)
    }

    /// Types or pastes `text` within the field's limits; when some is left out the banner says why
    /// (and the result is true).
    @discardableResult
    private func insert(_ text: String, into editor: inout TextFieldEditor, at time: Double) -> Bool {
        switch editor.insert(text, maximumLength: Self.maximumLength, maximumBytes: Self.maximumBytes) {
        case .characters?: notify(Self.lengthLimitNotice, at: time)
        case .bytes?: notify(Self.byteLimitNotice, at: time)
        case nil: return false
        }
        return true
    }

    func editor(for focus: Focus) -> TextFieldEditor {
        TextFieldEditor(text: value(ofRow: focus.row), caret: focus.caret, anchor: focus.anchor)
    }

    /// Keeps an edit (or a caret move) in the field and, when the text changed, in the draft file
    /// — typing, Backspace, cut and paste alike. The caret shows solid again, and a field the user
    /// scrolled away comes back into view.
    func commit(_ editor: TextFieldEditor, row: Int, at time: Double, recording: Bool = true) {
        let changed = editor.text != value(ofRow: row)
        // Another instance owns the files: its text is shown, never changed here (LibreOffice's read-only document).
        if changed, let reason = store.readOnlyReason {
            failed(PlatformError(reason), at: time)
            return
        }
        if recording, changed, let focus {
            histories[row, default: TextFieldHistory()].record(from: self.editor(for: focus), to: editor)
        }
        let selectionChanged = changed || focus.map { ($0.row, $0.caret, $0.anchor) != (row, editor.caret, editor.anchor) } ?? true
        setValue(editor.text, ofRow: row)
        focus?.caret = editor.caret
        focus?.anchor = editor.anchor
        // X11's habit: a new selection owns PRIMARY (GTK claims it as the selection changes). A
        // failure is not worth a message: PRIMARY is a convenience, and some Wayland compositors have none.
        if selectionChanged, !editor.selection.isEmpty { try? clipboard.setText(String(editor.selectedText), of: .primary) }
        focus?.blink = CaretBlink(start: time)
        bringIntoView(row: row, at: time)
        guard changed else { return }
        writeDraft(at: time)
    }
}
