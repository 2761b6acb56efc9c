/// A row's view in the form scene: a text field whose text is the truth while the row is on
/// screen. Cells are reused for other rows (`ReusePool`), so a cell only ever holds the text of
/// the row it currently shows.
final class FormCell {
    /// The field's text.
    var text = ""
}
