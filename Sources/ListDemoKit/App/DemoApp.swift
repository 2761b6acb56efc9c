import ScrollCore

/// The app without its window: the stack of scenes and input routing around one frame step.
/// The window runner and the headless runner drive the same object with their own clocks.
///
/// A frame flows one way: input (`handle`, `DemoApp+Pointer`, `DemoApp+Keys`) changes the scenes
/// and their lists; the frame step (`DemoApp+Frame`) advances the list and builds one `AppFrame`;
/// drawing, the overlay, the trace, hit testing and the pointer shape only read that frame.
final class DemoApp {
    let options: ListDemoOptions
    private(set) var stack: [Scene] = []
    var windowSize: Size
    /// The overlay's mode and quitting (F1, Ctrl+Q, the close button), as `CompareApp` answers them too.
    var shell: AppShell
    /// The overlay's statistics and motion recording, kept while it is hidden too.
    let overlay: FrameOverlay
    /// Receives every engine event, in order (the trace).
    var eventSink: ((ScrollEvent) -> Void)?
    /// Receives every scene event (saves, failures), in order (the trace).
    var sceneEventSink: ((SceneEvent) -> Void)?

    /// The navigation-bar button that has the keyboard focus (Tab reaches Back and the scene's
    /// buttons; Return or Space presses it), nil while the list (or a form field) has it.
    var barFocus: NavigationBar.Hit?
    /// A tapped row whose highlight is fading out, and when the fade began.
    var fadingHighlight: (indexPath: ListIndexPath, start: Double)?
    /// The press the pointer holds on the list or elsewhere (not on the indicator or a text field).
    var press: (start: Point, moved: Bool, listWasIdle: Bool, inList: Bool, clicks: Int, extending: Bool)?
    var clicks = ClickCounter()
    /// Whether the current press is in a text field (it selects text instead of moving the list).
    var textHeld = false
    /// A text field's context menu, while it is open (`DemoApp+ContextMenu`).
    var contextMenu: ContextMenu?
    /// Whether the pointer's press began on the open context menu (a release there chooses).
    var menuPressed = false
    /// What text fields measure with to place a caret under the pointer (the runners set the canvas
    /// they draw on); without it a press in a field is the list's.
    var textMetrics: TextMetrics?
    /// Where the pointer is over the window, pressed or not, nil once it left (a held thumb keeps
    /// it): the indicator widens near it, the overlay's panel keeps clear of it, its shape is asked there.
    var pointer: Point?
    /// The scroll indicator under the pointer: thumb drag, track presses, fading.
    var indicator = IndicatorInteraction()
    /// The last frame the step built: what is drawn, and what input hits.
    var shown: AppFrame?
    /// The last push or pop's slide, until a frame after it ended.
    var transition: NavigationTransition?
    let renderer = AppRenderer()
    /// How the app looks and moves (`--appearance`, `--reduce-motion` and, in a window, the desktop's
    /// settings, which may change it while it runs); each frame carries the theme in force when it was built.
    var look: Look
    /// Every colour the app draws in.
    var theme: Theme { look.theme }
    /// How every list of the app moves (`--physics`, F2 cycles); each scene's list takes it when it comes on screen.
    var physics: ScrollPhysics {
        didSet { scene.list.physics = physics }
    }
    /// Whether the navigation bar names the physics: once one was chosen (`--physics`, F2, a script, `--compare`).
    var namesPhysics: Bool
    /// The scenes the app can show, configured from the command line.
    let catalogue: SceneCatalogue

    /// The app showing the scene `options` names (the menu by default), `size` points large;
    /// `timer` times the overlay's own cost; text fields use `clipboard`.
    init(options: ListDemoOptions, at time: Double = 0, timer: FrameTimer = .measured, clipboard: Clipboard = AppClipboard()) {
        self.options = options
        catalogue = SceneCatalogue(options: options, clipboard: clipboard)
        overlay = FrameOverlay(timer: timer)
        self.windowSize = options.size
        look = Look(appearance: options.appearance, reduceMotion: options.reduceMotion)
        shell = AppShell(options: options)
        physics = options.physics ?? .uikit
        namesPhysics = options.physics != nil
        let menu = catalogue.menu()
        if options.scene != .menu, let first = catalogue.make(options.scene) {
            // The menu is not on screen: it is laid out (and its rows reported) when the user goes back to it.
            stack.append(menu)
            menu.willAppear(at: time)
            push(first, at: time, animated: false)
        } else {
            push(menu, at: time, animated: false)
        }
    }

    var scene: Scene { stack[stack.count - 1] }

    // MARK: Geometry

    /// The list's area in window points: below the bar (and the scene's banner), as tall as the scene wants.
    var listArea: Rect { listArea(of: scene) }

    func listArea(of scene: Scene) -> Rect {
        let top = Theme.navigationBarHeight + (scene.banner == nil ? 0 : Banner.height)
        let available = max(0, windowSize.height - top)
        return Rect(x: 0, y: top, width: windowSize.width, height: scene.viewportHeight(forAvailable: available))
    }

    var navigationBar: NavigationBar {
        NavigationBar(title: scene.title, canGoBack: stack.count > 1, buttons: scene.navigationButtons,
                      width: windowSize.width, focused: barFocus, subtitle: namesPhysics ? physics.name : nil)
    }

    /// The bar of a scene that is not on top (sliding during a push or pop), without a focus ring.
    func navigationBar(of scene: Scene, canGoBack: Bool) -> NavigationBar {
        NavigationBar(title: scene.title, canGoBack: canGoBack, buttons: scene.navigationButtons, width: windowSize.width,
                      subtitle: namesPhysics ? physics.name : nil)
    }

    /// The window's title: the scene's, then the app's ("Feed — listdemo"); the menu's is the app's.
    var windowTitle: String {
        stack.count > 1 ? "\(scene.title) — listdemo" : "listdemo"
    }

    // MARK: Navigation

    /// Puts `scene` on top; `animated`, it slides in over the one below (`NavigationTransition`).
    func push(_ scene: Scene, at time: Double, animated: Bool = true) {
        if animated, let below = stack.last {
            transition = NavigationTransition(kind: .push, below: below, above: scene, start: time, style: transitionStyle)
            sceneEventSink?(.navigation(time: time, push: true, title: scene.title, duration: NavigationTransition.duration))
        }
        endPointerGestures(at: time)
        overlay.sceneChanged()
        barFocus = nil
        fadingHighlight = nil
        stack.append(scene)
        scene.list.physics = physics
        scene.willAppear(at: time)
        layoutList(at: time)
    }

    func goBack(at time: Double) {
        guard stack.count > 1 else { return }
        endPointerGestures(at: time)
        overlay.sceneChanged()
        barFocus = nil
        transition = NavigationTransition(kind: .pop, below: stack[stack.count - 2], above: stack.removeLast(), start: time,
                                          style: transitionStyle)
        sceneEventSink?(.navigation(time: time, push: false, title: scene.title, duration: NavigationTransition.duration))
        // The row that opened the scene fades as the scene below comes back (UIKit's
        // clearsSelectionOnViewWillAppear).
        fadingHighlight = nil
        settleSelection(at: time)
        try? scene.list.select(nil)
        scene.list.physics = physics
        layoutList(at: time)
    }

    /// Gives the list its size. What it reports (the rows now on screen) waits in the list until
    /// the caller forwards it: at launch no one listens yet, and the first frame hands it over.
    func layoutList(at time: Double) {
        scene.list.setViewportHeight(listArea.height, at: time)
    }

    /// The window is now `size` points.
    func resize(to size: Size, at time: Double) {
        windowSize = size
        layoutList(at: time)
        forwardEvents()
    }

    /// A tapped row stays selected where the scene keeps a selection (live); elsewhere the list lets
    /// go of it at once and its highlight fades over `Theme.deselectDuration` (goes at once when
    /// motion is reduced).
    func settleSelection(at time: Double) {
        guard !scene.keepsSelection, let selected = scene.list.selection else { return }
        try? scene.list.select(nil)
        fadingHighlight = look.reducesMotion ? nil : (selected, time)
    }

    /// How a push or pop moves: UIKit's slide, or a cross-fade in place when motion is reduced.
    private var transitionStyle: NavigationTransition.Style { look.reducesMotion ? .crossFade : .slide }

    // MARK: Script commands

    /// Scrolls the current list to a row (script `scroll-to`); a missing row is an error event.
    func scrollTo(_ indexPath: ListIndexPath, position: ScrollPosition, animated: Bool, at time: Double) {
        do throws(ListError) {
            try scene.list.scrollToRow(indexPath, position: position, animated: animated, at: time)
        } catch {
            eventSink?(.error(time: time, message: "scroll-to: \(error)"))
        }
        forwardEvents()
    }

    /// A script's data-source edit; an error event if the scene has no such data.
    func edit(insert: Bool, at indexPath: ListIndexPath, time: Double) {
        if !scene.applyScriptEdit(insert: insert, at: indexPath, time: time) {
            let shown = scene is MenuScene ? "the menu" : "the \(scene.title) scene"
            eventSink?(.error(time: time, message: "\(insert ? "insert" : "delete"): \(shown) has no editable rows "
                                 + "(only the live scene's rows can be inserted or deleted)"))
        }
        forwardEvents()
    }

    /// Hands what the list and the scene reported since the last call to the scene and the sinks, in order.
    func forwardEvents() {
        let sink = eventSink
        let scene = self.scene
        scene.list.takeEvents { event in
            scene.listDidReport(event)
            sink?(event)
        }
        scene.listDidFinishReporting()
        scene.takeSceneEvents { sceneEventSink?($0) }
    }
}
