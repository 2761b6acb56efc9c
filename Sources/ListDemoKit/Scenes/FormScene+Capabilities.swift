import ScrollCore

// The form's fields as a `TextEditingScene` asks for them (the rest is in `FormScene+Pointer`,
// `+Editing` and `+Drawing`), its file as a `DocumentScene` (`FormScene`'s `unwrittenEdits` and
// `save`), and what assistive technology reads of its rows.
extension FormScene: TextEditingScene, DocumentScene {
    var editedField: ListIndexPath? { focus.map { ListIndexPath(row: $0.row, section: 0) } }

    func fieldText(at indexPath: ListIndexPath) -> String? {
        indexPath.section == 0 && (0..<Self.fieldCount).contains(indexPath.row) ? value(ofRow: indexPath.row) : nil
    }

    func edit(fieldAt indexPath: ListIndexPath, selecting range: Range<Int>, typing text: String?, at time: Double) {
        edit(row: indexPath.row, selecting: range, typing: text, at: time)
    }

    func accessibleRow(at indexPath: ListIndexPath) -> AccessibleRow {
        let row = indexPath.row
        let editing = focus?.row == row ? focus : nil
        let text = value(ofRow: row)
        return AccessibleRow(identity: .indexPath(indexPath), name: Self.label(ofRow: row),
                             field: .init(text: text, caret: editing?.caret ?? text.count, anchor: editing?.anchor ?? text.count,
                                          isEditing: editing != nil))
    }

    /// The field as drawn: its box, right of the label.
    func accessibleFieldRect(inRowAt rect: Rect) -> Rect? { fieldRect(in: rect) }
}
