import ScrollCore

/// What a list's rows and headers show. `ListRenderer` places and fills them as the frame says; the
/// content draws inside (a scene is one).
protocol ListContent: AnyObject {
    /// The background behind the rows.
    var background: Color { get }
    /// Draws the content of one row inside `rect` (window points), background already filled; `field`
    /// is the row's text field being edited, as the frame laid it out.
    func drawRow(_ indexPath: ListIndexPath, in rect: Rect, field: TextFieldLayout?, on canvas: Canvas) throws
    /// Draws a section header inside `rect`.
    func drawHeader(inSection section: Int, in rect: Rect, on canvas: Canvas) throws
}
