import ScrollCore

extension FormScene {
    /// A press in the field being edited puts the caret at the nearest character boundary (with
    /// `extending`, Shift held, the selection runs from its anchor to there: Shift+click), a
    /// double-click selects a word and a triple-click all; its drag then selects (`dragText`), and
    /// does not scroll the list. With `focusing` (a click the list let through) a field not being
    /// edited is focused first. A press anywhere else, or without text metrics to place the caret
    /// with, stays the list's (a drag scrolls, as a touch list does).
    func pressText(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect, clicks: Int, extending: Bool,
                   focusing: Bool, metrics: TextMetrics?, at time: Double) -> Bool {
        guard let (current, offset) = fieldPoint(point, inRowAt: indexPath, in: rect, focusing: focusing,
                                                 metrics: metrics, at: time) else { return false }
        var editor = editor(for: current)
        switch clicks {
        case 1: editor.moveCaret(to: offset, extending: extending)
        case 2: editor.selectWord(at: offset)
        default: editor.selectAll()
        }
        pressedRow = rect
        commit(editor, row: current.row, at: time)
        return true
    }

    /// A middle click in a field pastes the PRIMARY selection at the click, the caret after it (X11's
    /// habit, as GtkText and QLineEdit paste it), focusing the field first; anywhere else it does nothing.
    func pastePrimary(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect, metrics: TextMetrics?,
                      at time: Double) -> Bool {
        guard let (current, offset) = fieldPoint(point, inRowAt: indexPath, in: rect, focusing: true,
                                                 metrics: metrics, at: time) else { return false }
        var editor = editor(for: current)
        editor.moveCaret(to: offset, extending: false)
        paste(.primary, into: &editor, at: time)
        commit(editor, row: current.row, at: time)
        return true
    }

    /// A right-click in a field: the context menu's commands for it, focusing it first with the caret
    /// at the click (a field already being edited keeps its selection, so Cut and Copy take it, as
    /// GTK's does). Nil anywhere else.
    func contextMenu(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect, metrics: TextMetrics?,
                     at time: Double) -> [(command: EditCommand, isEnabled: Bool)]? {
        let wasEditing = focus?.row == indexPath.row
        guard let (current, offset) = fieldPoint(point, inRowAt: indexPath, in: rect, focusing: true,
                                                 metrics: metrics, at: time) else { return nil }
        if !wasEditing {
            var editor = editor(for: current)
            editor.moveCaret(to: offset, extending: false)
            commit(editor, row: current.row, at: time)
        }
        return availableCommands()
    }

    /// The context menu by keys opens under the caret (where GTK puts it), the field keeping its selection.
    func contextMenuAtCaret(field: TextFieldLayout, inRowAt rect: Rect) -> (anchor: Point, commands: [(command: EditCommand, isEnabled: Bool)])? {
        guard let caret = caretRect(field: field, inRowAt: rect) else { return nil }
        return (Point(x: caret.minX, y: fieldRect(in: rect).maxY), availableCommands())
    }

    /// The field being edited and the character boundary nearest `point` in it, when `point` is in
    /// the field of the row drawn at `rect`; with `focusing` a field not being edited is focused first.
    private func fieldPoint(_ point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect, focusing: Bool,
                            metrics: TextMetrics?, at time: Double) -> (Focus, Int)? {
        guard let metrics, fieldRect(in: rect).contains(point) else { return nil }
        if focus?.row != indexPath.row {
            guard focusing else { return nil }
            beginEditing(row: indexPath.row, at: time)
        }
        guard let current = focus, let offset = try? offset(at: point, in: rect, metrics: metrics) else { return nil }
        return (current, offset)
    }

    /// The pointer held since `pressText` moved to `point`: the selection runs from where the press
    /// put the caret to the boundary nearest the pointer (only its x counts: a single line).
    func dragText(to point: Point, metrics: TextMetrics?, at time: Double) {
        guard let current = focus, let pressed = pressedRow, let metrics,
              let offset = try? offset(at: point, in: pressed, metrics: metrics) else { return }
        var editor = editor(for: current)
        editor.moveCaret(to: offset, extending: true)
        commit(editor, row: current.row, at: time)
    }

    /// The pointer let go of the field.
    func endTextPress() {
        pressedRow = nil
    }

    /// A field shows the I-beam pointer.
    func isText(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect) -> Bool {
        fieldRect(in: rect).contains(point)
    }

    /// The character boundary nearest `point` in the focused field of the row drawn at `rect`, as it
    /// was last laid out: its text starts at the field's padding, scrolled sideways by `Focus.scroll`.
    private func offset(at point: Point, in rect: Rect, metrics: TextMetrics) throws -> Int {
        guard let focus else { return 0 }
        let x = point.x - textRect(in: rect).minX + focus.scroll
        return try metrics.offset(nearestTo: x, in: value(ofRow: focus.row), style: Theme.body)
    }
}
