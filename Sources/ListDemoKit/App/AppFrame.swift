import ScrollCore

/// Everything one frame of the app shows, built once by the frame step after input and the list's
/// `advance`, then only read: drawing (`AppRenderer`), the overlay, the trace, hit testing and the
/// pointer's shape. Nothing that reads it writes back.
struct AppFrame {
    /// One scene as the frame shows it.
    struct SceneLook {
        let scene: Scene
        /// Its list, where it is and how it looks.
        let list: ListDrawing
        /// The pill floating over the list ("3 new") and where it is; nil when the scene shows none
        /// (or the frame was built without text metrics to measure it with).
        let pill: (title: String, rect: Rect)?
        /// The scene's banner under the bar, if any.
        let banner: Banner?
    }

    /// A push or pop sliding in this frame: the slide, the other scene as it last was, and its bar.
    struct Slide {
        let transition: NavigationTransition
        let other: SceneLook
        let otherBar: NavigationBar
    }

    /// The frame time.
    let time: Double
    /// The window's size in points, and its title.
    let size: Size
    let title: String
    /// Every colour the frame is drawn in (the appearance in force at its time).
    let theme: Theme
    /// The scene on top: the one input goes to.
    let top: SceneLook
    /// The navigation bar of the scene on top (with the focused button's ring).
    let bar: NavigationBar
    let slide: Slide?
    /// A text field's context menu, open over the scene on top.
    let menu: ContextMenu?
    /// The question asked before quitting with unwritten edits, over everything, while it shows.
    let dialog: QuitDialog?
    /// How much of the frame-timing overlay shows, and where the pointer was (the panel keeps clear of it).
    let overlayMode: OverlayMode
    let pointer: Point?
    /// What has the keyboard focus as the frame was built (`DemoApp.accessibleFocus`), under the menu and dialog.
    let focus: AccessibleElement.ID?

    /// The list on top as assistive technology reads it: the table with the rows and headings drawn, at the bounds
    /// drawn, from this frame's values. Built when asked (by the bridge after the frame, a request, a test), not by
    /// the frame step: a run with no screen reader listening built it every frame for nothing (8.6 % of a debug
    /// build's headless flings under `perf`).
    var accessibleList: AccessibleElement { DemoApp.accessibleList(of: top.scene, drawn: top.list, focus: focus) }

    /// The top list's frame, as the engine described it (what the trace records and the overlay reads).
    var list: ListView.Frame { top.list.frame }

    /// The row of the scene on top drawn under `point`, and where it is drawn (window points).
    func row(at point: Point) -> (indexPath: ListIndexPath, rect: Rect)? { top.list.row(at: point) }

    /// The bar button drawn under `point`: nothing while a push or pop slides the bars' items (the app takes no
    /// presses then, as UIKit takes no touches).
    func barHit(at point: Point) -> NavigationBar.Hit? { slide == nil ? bar.hit(point) : nil }

    /// Whether `point` is on the pill of the scene on top.
    func isOnPill(_ point: Point) -> Bool { top.pill?.rect.contains(point) == true }

    /// What the overlay's panel never covers (window points), as it never covers the pointer: the row with the focus
    /// ring and a text field's caret (where they show in the list), the banner, the pill and an open context menu.
    var overlayKeepsClear: [Rect] {
        let list = top.list, area = list.mapping.area
        var kept: [Rect] = []
        if list.showsFocusRing, let current = list.frame.rows.first(where: \.isCurrent) {
            kept.append(list.mapping.rowRect(current.span).intersection(area))
        }
        if let field = list.textField, let row = list.rowRect(of: field.indexPath),
           let caret = top.scene.textEditing?.caretRect(field: field, inRowAt: row) {
            kept.append(caret.intersection(area))
        }
        kept += [top.banner?.card, top.pill?.rect, menu?.frame].compactMap(\.self)
        return kept.filter { $0.width > 0 && $0.height > 0 }
    }
}
