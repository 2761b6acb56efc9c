import ScrollCore

extension FormScene {
    /// A press in the field being edited puts the caret at the nearest character boundary, a
    /// double-click selects a word and a triple-click all; its drag then selects (`dragText`), and
    /// does not scroll the list. With `focusing` (a click the list let through) a field not being
    /// edited is focused first. A press anywhere else, or without text metrics to place the caret
    /// with, stays the list's (a drag scrolls, as a touch list does).
    func pressText(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect, clicks: Int, focusing: Bool,
                   metrics: TextMetrics?, at time: Double) -> Bool {
        guard let metrics, fieldRect(in: rect).contains(point) else { return false }
        if focus?.row != indexPath.row {
            guard focusing else { return false }
            beginEditing(row: indexPath.row, at: time)
        }
        guard let current = focus, let offset = try? offset(at: point, in: rect, metrics: metrics) else { return false }
        var editor = editor(for: current)
        switch clicks {
        case 1: editor.moveCaret(to: offset, extending: false)
        case 2: editor.selectWord(at: offset)
        default: editor.selectAll()
        }
        pressedRow = rect
        commit(editor, row: current.row, at: time)
        return true
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
        return try TextFieldEditor.offset(nearestTo: x, in: value(ofRow: focus.row)) {
            try metrics.measure(text: String($0), style: Theme.body).width
        }
    }
}
