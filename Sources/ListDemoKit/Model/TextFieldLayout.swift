import ScrollCore

/// How the text field being edited is laid out in one frame, measured once in the frame step with
/// the text metrics it is drawn with: how far its text is scrolled sideways, and where its caret and
/// selection are, in points from the text's start. Drawing and the caret under the pointer read it.
struct TextFieldLayout: Equatable {
    /// The row whose field it is.
    let indexPath: ListIndexPath
    /// How far the text's left edge is left of the field's text area: it moves only as far as keeps
    /// the caret in view (GTK's); negative when a right-to-left text shorter than the field is
    /// aligned to its right.
    let scroll: Double
    /// Where the caret's left edge is.
    let caretX: Double
    /// The spans the selection covers, left to right: one for each run of one direction it reaches
    /// (a selection across Latin and Hebrew shows as two); empty when nothing is selected.
    let selection: [Range<Double>]
}
