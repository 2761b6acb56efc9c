import ScrollCore

/// A screen of the app: a titled list with its data, its cells and its actions.
///
/// A scene is the list's data source and says how each row looks; it never positions rows or
/// computes offsets: the `ListView` it owns does that, and the renderer draws what it says.
protocol Scene: ListContent {
    /// Which scene of the app it is (`--compare` keeps both halves on the same scenes by it).
    var name: SceneName { get }
    /// The navigation bar's title.
    var title: String { get }
    /// The list the scene shows.
    var list: ListView { get }
    /// Titles of the buttons on the navigation bar's right side, in order.
    var navigationButtons: [NavigationBar.Button] { get }
    /// A one-line message shown under the navigation bar (a save's outcome, a restored draft), if any.
    var banner: String? { get }
    /// How the banner looks: a notice, a success or an error.
    var bannerKind: BannerKind { get }
    /// Whether a tapped row stays selected (live: Delete removes it); otherwise its highlight fades.
    var keepsSelection: Bool { get }
    /// Whether `point` is on a control inside the row at `indexPath` drawn at `rect` (a switch):
    /// a tap there works the control and does not highlight the row.
    func isControl(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect) -> Bool
    /// The title of a pill floating over the top of the list ("3 new"), if any; a click on it
    /// calls `didClickPill`.
    var pill: String? { get }

    /// The list's height for `available` points of window below the navigation bar.
    func viewportHeight(forAvailable available: Double) -> Double
    /// Called when the scene is pushed, before the list has a size (seed 000 asks to scroll here).
    func willAppear(at time: Double)
    /// The real height of a row the list is about to show, `width` points wide (nil: the height the
    /// data source gave is right). The list asks once a frame for each row on screen or where it is heading.
    func measureRow(_ indexPath: ListIndexPath, width: Double, metrics: TextMetrics) throws -> Double?
    /// Lays out the text field being edited for the frame being built, measuring with `metrics`, in a
    /// row `rowWidth` points wide; nil when no field is being edited.
    func layOutText(rowWidth: Double, metrics: TextMetrics) throws -> TextFieldLayout?
    /// The user clicked a row; a scene to push, if any.
    func didClickRow(_ indexPath: ListIndexPath, at point: Point, in rect: Rect, at time: Double) -> Scene?
    /// The keyboard activated a row (Return or Space on the current row): what a click on the
    /// row's main control does. A scene to push, if any.
    func activateRow(_ indexPath: ListIndexPath, at time: Double) -> Scene?
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
    /// blinking or not; nil when that field is not being edited (or the scene has none).
    func caretRect(field: TextFieldLayout, inRowAt rect: Rect) -> Rect?
    /// Carries out a command chosen in the context menu.
    func perform(_ command: EditCommand, at time: Double)
    /// The pointer holding a text press moved to `point`.
    func dragText(to point: Point, metrics: TextMetrics?, at time: Double)
    /// The pointer holding a text press let go.
    func endTextPress()
    /// Whether `point` is over text the user can edit (the pointer shows an I-beam there).
    func isText(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect) -> Bool
    /// The user clicked navigation button `index`.
    func didClickNavigationButton(_ index: Int, at time: Double)
    /// The user clicked the pill.
    func didClickPill(at time: Double)
    /// A key the app did not handle; true if the scene did.
    func handleKey(_ name: String, modifiers: KeyModifiers, at time: Double) -> Bool
    /// Typed text.
    func handleText(_ text: String, at time: Double)
    /// A row inserted into (or deleted from) the data source by a script; false if the scene has no such data.
    func applyScriptEdit(insert: Bool, at indexPath: ListIndexPath, time: Double) -> Bool
    /// Everything the list reported (willDisplay / didEndDisplaying, animations, errors), in order.
    func listDidReport(_ event: ScrollEvent)
    /// Hands the scene's own events since the last call to `body`, in order, then forgets them.
    func takeSceneEvents(_ body: (SceneEvent) -> Void)
    /// Every event so far has been reported: the rows that left and came are settled (trim reuse pools here).
    func listDidFinishReporting()
    /// A press in the list became a drag (UIKit's scrollViewWillBeginDragging).
    func willBeginDragging(at time: Double)
    /// Called every frame before the list advances (timers), with whether motion is reduced
    /// (`Look.reducesMotion`), which the scene's own animations follow from then on.
    func tick(at time: Double, motionReduced: Bool)
    /// The time the scene next wants a frame even if nothing moves (a timer), if any.
    var nextWakeTime: Double? { get }
    /// Whether the scene's own drawing changes at `time` without input (a switch's knob sliding),
    /// so the app keeps drawing frames.
    func isAnimating(at time: Double) -> Bool
}

extension Scene {
    var navigationButtons: [NavigationBar.Button] { [] }
    var banner: String? { nil }
    var bannerKind: BannerKind { .notice }
    var keepsSelection: Bool { false }
    func isControl(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect) -> Bool { false }
    var pill: String? { nil }
    func viewportHeight(forAvailable available: Double) -> Double { available }
    func willAppear(at time: Double) {}
    func measureRow(_ indexPath: ListIndexPath, width: Double, metrics: TextMetrics) throws -> Double? { nil }
    func drawHeader(inSection section: Int, in rect: Rect, theme: Theme, on canvas: Canvas) throws {}
    func layOutText(rowWidth: Double, metrics: TextMetrics) throws -> TextFieldLayout? { nil }
    func didClickRow(_ indexPath: ListIndexPath, at point: Point, in rect: Rect, at time: Double) -> Scene? { nil }
    func activateRow(_ indexPath: ListIndexPath, at time: Double) -> Scene? { nil }
    func pressText(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect, clicks: Int, extending: Bool,
                   focusing: Bool, metrics: TextMetrics?, at time: Double) -> Bool { false }
    func pastePrimary(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect, metrics: TextMetrics?,
                      at time: Double) -> Bool { false }
    func contextMenu(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect, metrics: TextMetrics?,
                     at time: Double) -> [(command: EditCommand, isEnabled: Bool)]? { nil }
    func contextMenuAtCaret(field: TextFieldLayout, inRowAt rect: Rect) -> (anchor: Point, commands: [(command: EditCommand, isEnabled: Bool)])? {
        nil
    }
    func caretRect(field: TextFieldLayout, inRowAt rect: Rect) -> Rect? { nil }
    func perform(_ command: EditCommand, at time: Double) {}
    func dragText(to point: Point, metrics: TextMetrics?, at time: Double) {}
    func endTextPress() {}
    func isText(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect) -> Bool { false }
    func didClickNavigationButton(_ index: Int, at time: Double) {}
    func didClickPill(at time: Double) {}
    func handleKey(_ name: String, modifiers: KeyModifiers, at time: Double) -> Bool { false }
    func handleText(_ text: String, at time: Double) {}
    func applyScriptEdit(insert: Bool, at indexPath: ListIndexPath, time: Double) -> Bool { false }
    func listDidReport(_ event: ScrollEvent) {}
    func takeSceneEvents(_ body: (SceneEvent) -> Void) {}
    func listDidFinishReporting() {}
    func willBeginDragging(at time: Double) {}
    func tick(at time: Double, motionReduced: Bool) {}
    var nextWakeTime: Double? { nil }
    func isAnimating(at time: Double) -> Bool { false }
}
