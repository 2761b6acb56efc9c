import ScrollCore

/// A screen of the app: a titled list with its data, its cells and its actions — what every scene
/// is. What only some scenes do are protocols of their own the compiler checks (`SceneCapabilities`):
/// text fields (`TextEditingScene`) and edits kept in a file (`DocumentScene`), reached through
/// `textEditing` and `document`, which conforming is enough to fill. What assistive technology reads
/// of the rows (`AccessibleScene`) every scene says: a scene without it does not compile.
///
/// A scene is the list's data source and says how each row looks; it never positions rows or
/// computes offsets: the `ListView` it owns does that, and the renderer draws what it says.
protocol Scene: ListContent, AccessibleScene {
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
    /// The user clicked a row; a scene to push, if any.
    func didClickRow(_ indexPath: ListIndexPath, at point: Point, in rect: Rect, at time: Double) -> Scene?
    /// The keyboard activated a row (Return or Space on the current row): what a click on the
    /// row's main control does. A scene to push, if any.
    func activateRow(_ indexPath: ListIndexPath, at time: Double) -> Scene?
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
    /// The scene's text fields, when it has any (itself, when it is a `TextEditingScene`).
    var textEditing: (any TextEditingScene)? { get }
    /// The scene's edits kept in a file, when it keeps any (itself, when it is a `DocumentScene`).
    var document: (any DocumentScene)? { get }
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
    func didClickRow(_ indexPath: ListIndexPath, at point: Point, in rect: Rect, at time: Double) -> Scene? { nil }
    func activateRow(_ indexPath: ListIndexPath, at time: Double) -> Scene? { nil }
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
