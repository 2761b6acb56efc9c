import ScrollCore

extension FormScene {
    /// The text field's frame inside a row drawn at `rect` (in its readable column).
    func fieldRect(in rect: Rect) -> Rect {
        let rect = Theme.readableRow(rect)
        return Rect(x: rect.minX + Self.labelWidth, y: rect.minY + 6,
             width: rect.width - Self.labelWidth - Theme.rowPadding, height: rect.height - 12)
    }

    /// Where the field's text goes: inside its padding.
    func textRect(in rect: Rect) -> Rect {
        fieldRect(in: rect).insetBy(dx: 8, dy: 0)
    }

    static let caretWidth = 2.0
    /// The caret's and the selection's height, centred in the field.
    static let caretHeight = 20.0

    /// Where the caret of the field laid out as `field` is drawn in a row drawn at `rect`: at its offset into the text,
    /// less the field's sideways scroll, centred in the field; nil when that field is not the one being edited.
    func caretRect(field: TextFieldLayout, inRowAt rect: Rect) -> Rect? {
        guard focus?.row == field.indexPath.row else { return nil }
        return Rect(x: textRect(in: rect).minX - field.scroll + field.caretX, y: fieldRect(in: rect).midY - Self.caretHeight / 2,
                    width: Self.caretWidth, height: Self.caretHeight)
    }

    /// Lays out the field being edited for this frame in a row `rowWidth` points wide, measuring with
    /// `metrics`: its sideways scroll moves only as far as keeps the caret in view (kept in `Focus.scroll`
    /// for the next frame and for placing a caret under the pointer). Nil when no field is focused.
    func layOutText(rowWidth: Double, metrics: TextMetrics) throws -> TextFieldLayout? {
        guard let focused = focus else { return nil }
        let value = value(ofRow: focused.row)
        let editor = TextFieldEditor(text: value, caret: focused.caret, anchor: focused.anchor)
        let caret = try metrics.caretX(at: editor.caret, in: value, style: Theme.body)
        let fieldWidth = textRect(in: Rect(x: 0, y: 0, width: rowWidth, height: Self.rowHeight)).width
        let textWidth = try metrics.measure(text: value, style: Theme.body).width
        let rightToLeft = metrics.isRightToLeft(value)
        let scroll = Self.scroll(focused.scroll, keepingInView: caret, textWidth: textWidth, fieldWidth: fieldWidth,
                                 rightToLeft: rightToLeft)
        focus?.scroll = scroll
        focus?.rightToLeft = rightToLeft
        let selection = editor.selection
        return TextFieldLayout(indexPath: ListIndexPath(row: focused.row, section: 0), scroll: scroll, caretX: caret,
                               selection: selection.isEmpty ? [] : try metrics.spans(of: selection, in: value, style: Theme.body))
    }

    func drawRow(_ indexPath: ListIndexPath, in rect: Rect, field layout: TextFieldLayout?, at time: Double, theme: Theme,
                 on canvas: Canvas) throws {
        let readable = Theme.readableRow(rect)
        try canvas.draw(text: Self.label(ofRow: indexPath.row), style: Theme.body, color: theme.label,
                        in: Rect(x: readable.minX + Theme.rowPadding, y: rect.minY, width: Self.labelWidth, height: rect.height))
        let field = fieldRect(in: rect)
        if layout != nil { try canvas.fillRoundedRect(field.insetBy(dx: -1, dy: -1), radius: 7, theme.tint) }
        try canvas.fillRoundedRect(field, radius: 6, theme.systemGroupedBackground)
        let text = textRect(in: rect)
        let value = value(ofRow: indexPath.row)
        let outer = canvas.clip
        try canvas.setClip(Self.clip(text.insetBy(dx: -1, dy: 0), within: outer))
        defer { try? canvas.setClip(outer) }
        guard let layout, let caret = caretRect(field: layout, inRowAt: rect) else {
            // A right-to-left text starts at the field's right edge (GTK's entry), and shows its start when cut.
            try canvas.draw(text: value.isEmpty ? "Name" : value, style: Theme.body,
                            color: value.isEmpty ? theme.secondaryLabel : theme.label, in: text,
                            alignment: canvas.isRightToLeft(value) ? .trailing : .leading)
            return
        }
        let left = text.minX - layout.scroll
        // The selection takes the caret's band.
        for span in layout.selection {
            try canvas.fill(Rect(x: left + span.lowerBound, y: caret.minY, width: span.upperBound - span.lowerBound,
                                 height: caret.height), theme.textSelection)
        }
        if value.isEmpty {
            try canvas.draw(text: "Name", style: Theme.body, color: theme.secondaryLabel, in: text)
        } else {
            try canvas.draw(text: value, style: Theme.body, color: theme.label,
                            in: Rect(x: left, y: text.minY, width: text.width + layout.scroll, height: text.height))
        }
        // No caret over a selection (GTK); it starts at the boundary, so at the end it follows the last glyph's advance.
        if layout.selection.isEmpty, focus?.blink.isShown(at: time) == true {
            try canvas.fill(caret, theme.tint)
        }
    }

    /// The field's sideways scroll after `previous`: moved only as far as brings the caret (at
    /// `caret` points into the text, `caretWidth` wide) inside `fieldWidth`, and no further than
    /// shows the text's right end, so deleting from a long text brings its start back. A left-to-right
    /// text never scrolls past its left edge; a right-to-left one shorter than the field is aligned
    /// to its right (a negative scroll), the caret's width inside, as GTK aligns an entry by its
    /// text's direction.
    static func scroll(_ previous: Double, keepingInView caret: Double, textWidth: Double, fieldWidth: Double,
                       rightToLeft: Bool) -> Double {
        let furthest = textWidth + caretWidth - fieldWidth
        let nearest = rightToLeft ? min(0, furthest) : 0
        let inView = min(max(previous, caret + caretWidth - fieldWidth), caret)
        return min(max(nearest, inView), max(nearest, furthest))
    }

    /// `rect` cut to `outer` (the row's own clip), or `rect` when nothing clips.
    private static func clip(_ rect: Rect, within outer: Rect?) -> Rect {
        outer.map(rect.intersection) ?? rect
    }
}
