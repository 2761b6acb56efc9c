import ScrollCore

/// What a list's rows and headers show. `ListRenderer` places and fills them as the frame says; the
/// content draws inside (a scene is one).
protocol ListContent: AnyObject {
    /// Draws the content of one row inside `rect` (window points) in `theme`'s colours, background
    /// already filled; `field` is the row's text field being edited, as the frame laid it out; `time` is the
    /// frame's (what moves in a row — a switch's knob, a caret's blink — is drawn as it is then).
    func drawRow(_ indexPath: ListIndexPath, in rect: Rect, field: TextFieldLayout?, at time: Double, theme: Theme,
                 on canvas: Canvas) throws
    /// Draws a section header inside `rect`.
    func drawHeader(inSection section: Int, in rect: Rect, theme: Theme, on canvas: Canvas) throws
}
