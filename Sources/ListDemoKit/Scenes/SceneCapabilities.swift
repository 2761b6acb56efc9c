import ScrollCore

/// A scene with text fields: presses, drags and pastes in them, their context menu and caret, and the
/// field being edited laid out for each frame. The app reaches it through `Scene.textEditing`, which a
/// conforming scene fills by conforming (the default below), so no scene is ever cast to find it.
protocol TextEditingScene: Scene {
    /// Lays out the text field being edited for the frame being built, measuring with `metrics`, in a
    /// row `rowWidth` points wide; nil when no field is being edited.
    func layOutText(rowWidth: Double, metrics: TextMetrics) throws -> TextFieldLayout?
    /// A press (`clicks` 2 or 3 for a double or triple click) at `point` on the row at `indexPath`
    /// drawn at `rect`: true when the scene takes it for a text field (the caret goes there, a drag
    /// selects), and its moves and release come to `dragText` / `endTextPress` instead of the list.
    /// `focusing`: a click the list let through, which may focus a field not being edited.
    /// `metrics` measures text as it is drawn.
    func pressText(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect, clicks: Int, extending: Bool,
                   focusing: Bool, metrics: TextMetrics?, at time: Double) -> Bool
    /// A middle click at `point` on the row at `indexPath` drawn at `rect`: true when a text field
    /// there pasted the PRIMARY selection at the click.
    func pastePrimary(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect, metrics: TextMetrics?,
                      at time: Double) -> Bool
    /// A right-click at `point` on the row at `indexPath` drawn at `rect`: the commands of a text
    /// field's context menu there, each with whether it can run now; nil where there is no field.
    func contextMenu(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect, metrics: TextMetrics?,
                     at time: Double) -> [(command: EditCommand, isEnabled: Bool)]?
    /// The context menu asked for by keys (Shift+F10, the Menu key) for the text field being edited,
    /// laid out as `field` in the row drawn at `rect`: where it opens (under the caret) and its
    /// commands; nil when no field is being edited.
    func contextMenuAtCaret(field: TextFieldLayout, inRowAt rect: Rect) -> (anchor: Point, commands: [(command: EditCommand, isEnabled: Bool)])?
    /// Where the caret of the text field laid out as `field` is drawn in the row drawn at `rect` (window points),
    /// blinking or not; nil when that field is not being edited.
    func caretRect(field: TextFieldLayout, inRowAt rect: Rect) -> Rect?
    /// Carries out a command chosen in the context menu.
    func perform(_ command: EditCommand, at time: Double)
    /// The pointer holding a text press moved to `point`.
    func dragText(to point: Point, metrics: TextMetrics?, at time: Double)
    /// The pointer holding a text press let go.
    func endTextPress()
    /// Whether `point` is over text the user can edit (the pointer shows an I-beam there).
    func isText(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect) -> Bool
    /// The row whose field is being edited, if one is.
    var editedField: ListIndexPath? { get }
    /// The text of the field in the row at `indexPath`; nil when that row has no field.
    func fieldText(at indexPath: ListIndexPath) -> String?
    /// Selects the characters `range` of the field at `indexPath` (which has one) and types `text` over them (nil:
    /// selects only), as assistive technology's text edits ask.
    func edit(fieldAt indexPath: ListIndexPath, selecting range: Range<Int>, typing text: String?, at time: Double)
}

/// A scene whose edits go to a file: what quitting asks about while some are in no file (`QuitDialog`), and the
/// dialog's Save. The scene stays open for the run once built (`SceneCatalogue`), as a document stays open in its
/// editor. Reached through `Scene.document`, which conforming fills.
protocol DocumentScene: Scene {
    /// Why edits made in the run are on no disk (a draft could not be written), nil when every edit is in a file.
    var unwrittenEdits: String? { get }
    /// Saves the edits (the quit dialog's Save, the bar's Save).
    func save(at time: Double)
}

extension Scene {
    var textEditing: (any TextEditingScene)? { nil }
    var document: (any DocumentScene)? { nil }
}

/// Conforming is enough: these more specific defaults answer for a scene that has the capability.
extension TextEditingScene {
    var textEditing: (any TextEditingScene)? { self }
}

extension DocumentScene {
    var document: (any DocumentScene)? { self }
}
