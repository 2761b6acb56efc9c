import ScrollCore

/// What a list's rows and headers show. `ListRenderer` places and fills them as the frame says; the
/// content draws inside (a scene is one).
protocol ListContent: AnyObject {
    /// Draws the content of one row inside `rect` (window points) in `theme`'s colours, background
    /// already filled; `field` is the row's text field being edited, as the frame laid it out.
    func drawRow(_ indexPath: ListIndexPath, in rect: Rect, field: TextFieldLayout?, theme: Theme, on canvas: Canvas) throws
    /// Draws a section header inside `rect`.
    func drawHeader(inSection section: Int, in rect: Rect, theme: Theme, on canvas: Canvas) throws
}
