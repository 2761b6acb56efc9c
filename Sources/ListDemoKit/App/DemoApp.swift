import ScrollCore

/// The app without its window: a composition of named parts around one frame step. The window
/// runner and the headless runner drive the same object with their own clocks.
///
/// - `navigator`: the scene stack and the push or pop sliding (`Navigator`); `catalogue` builds scenes.
/// - `pointer`: where pointer input goes and which presses are clicks (`PointerRouter`, with the
///   scroll indicator's interaction).
/// - `barFocus`: the keyboard's focus in the navigation bar (`BarFocus`).
/// - `shell`: the overlay's mode and quitting, answered as `CompareApp` answers them.
/// - `overlay`: the frame-timing overlay's recording; `renderer` draws a frame (`AppRenderer`).
///
/// A frame flows one way: input (`handle`, `DemoApp+Input`) changes the scenes and their lists;
/// the frame step (`DemoApp+Frame`) advances the list and builds one `AppFrame`; drawing, the
/// overlay, the trace, hit testing and the pointer shape only read that frame.
final class DemoApp {
    let options: ListDemoOptions
    var windowSize: Size
    /// The scenes the app can show, configured from the command line.
    let catalogue: SceneCatalogue
    var navigator = Navigator()
    var pointer = PointerRouter()
    var barFocus = BarFocus()
    /// The overlay's mode and quitting (F1, Ctrl+Q, the close button), as `CompareApp` answers them too.
    var shell: AppShell
    /// The overlay's statistics and motion recording, kept while it is hidden too.
    let overlay: FrameOverlay
    let renderer = AppRenderer()
    /// Receives every engine event, in order (the trace).
    var eventSink: ((ScrollEvent) -> Void)?
    /// Receives every scene event (saves, failures), in order (the trace).
    var sceneEventSink: ((SceneEvent) -> Void)?

    /// A tapped row whose highlight is fading out, and when the fade began.
    var fadingHighlight: (indexPath: ListIndexPath, start: Double)?
    /// A text field's context menu, while it is open (`DemoApp+ContextMenu`).
    var contextMenu: ContextMenu?
    /// Whether the pointer's press began on the open context menu (a release there chooses).
    var menuPressed = false
    /// What text fields measure with to place a caret under the pointer (the runners set the canvas
    /// they draw on); without it a press in a field is the list's.
    var textMetrics: TextMetrics?
    /// The last frame the step built: what is drawn, and what input hits.
    var shown: AppFrame?
    /// How the app looks and moves (`--appearance`, `--reduce-motion` and, in a window, the desktop's
    /// settings, which may change it while it runs); each frame carries the theme in force when it was built.
    var look: Look
    /// Every colour the app draws in.
    var theme: Theme { look.theme }
    /// Whether the navigation bar names the physics: once one was chosen (`--physics`, F2, a script, `--compare`).
    var namesPhysics: Bool
    /// Whether the navigation bar names the snap timing too (a `--compare` half, whose feel may differ in it alone).
    var namesSnapTiming = false
    /// Whether the bar names the snap timing before the physics (`--compare` halves that move alike and snap apart).
    var namesSnapTimingFirst = false

    /// The app showing the scene `options` names (the menu by default), `size` points large;
    /// `timer` times the overlay's own cost; text fields use `clipboard`.
    init(options: ListDemoOptions, at time: Double = 0, timer: FrameTimer = .measured, clipboard: Clipboard = AppClipboard()) {
        self.options = options
        catalogue = SceneCatalogue(options: options, clipboard: clipboard)
        overlay = FrameOverlay(timer: timer)
        self.windowSize = options.size
        look = Look(appearance: options.appearance, reduceMotion: options.reduceMotion)
        shell = AppShell(options: options)
        namesPhysics = options.physics != nil
        let menu = catalogue.menu()
        let physics = options.physics ?? .default
        if options.scene != .menu, let first = catalogue.make(options.scene) {
            // The menu is not on screen: it is laid out (and its rows reported) when the user goes back to it.
            navigator.push(menu, physics: physics, at: time, animated: false)
            push(first, at: time, animated: false)
        } else {
            push(menu, physics: physics, at: time, animated: false)
        }
    }

    var scene: Scene { navigator.top }

    /// How the list on top moves (`--physics`, F2 cycles); a scene coming on top takes it (`Navigator`).
    var physics: ScrollPhysics { scene.list.physics }

    /// The next preset in `ScrollPhysics.presets` (or the one before), round again at the ends (F2, Shift+F2). A
    /// motion already running finishes as it started; the next drag, wheel or key moves the new way.
    func cyclePhysics(forward: Bool) {
        let presets = ScrollPhysics.presets
        let index = presets.firstIndex { $0.name == physics.name } ?? 0
        choosePhysics(presets[(index + (forward ? 1 : presets.count - 1)) % presets.count])
    }

    /// Moves the lists with `physics` from the next input on (F2, script `physics NAME`); the bar names it.
    func choosePhysics(_ physics: ScrollPhysics) {
        namesPhysics = true
        scene.list.physics = physics
    }

    // MARK: Geometry

    /// The list's area in window points: below the bar (and the scene's banner), as tall as the
    /// list's viewport (the list keeps the height; `layoutList` gives it).
    var listArea: Rect { listArea(of: scene) }

    func listArea(of scene: Scene) -> Rect {
        Rect(x: 0, y: listTop(of: scene), width: windowSize.width, height: scene.list.viewportHeight ?? 0)
    }

    private func listTop(of scene: Scene) -> Double {
        Theme.navigationBarHeight + (scene.banner == nil ? 0 : Banner.height)
    }

    /// How tall the scene on top wants its list in the window as it is now: what the window leaves
    /// below the bar and the banner, or less (`Scene.viewportHeight(forAvailable:)`).
    var wantedListHeight: Double {
        scene.viewportHeight(forAvailable: max(0, windowSize.height - listTop(of: scene)))
    }

    var navigationBar: NavigationBar {
        NavigationBar(title: scene.title, canGoBack: navigator.canGoBack, buttons: scene.navigationButtons,
                      width: windowSize.width, focused: barFocus.focused, subtitle: feelLabel(of: scene))
    }

    /// The bar of a scene that is not on top (sliding during a push or pop), without a focus ring.
    func navigationBar(of scene: Scene, canGoBack: Bool) -> NavigationBar {
        NavigationBar(title: scene.title, canGoBack: canGoBack, buttons: scene.navigationButtons, width: windowSize.width,
                      subtitle: feelLabel(of: scene))
    }

    /// How `scene`'s bar names the feel: nothing until a physics was chosen, then the physics, and in a
    /// `--compare` half the snap timing after it where the scene's list snaps ("uikit · snap rest").
    func feelLabel(of scene: Scene) -> String? {
        guard namesPhysics else { return nil }
        return Feel.name(physics: physics.name, snap: namesSnapTiming ? snapTiming(of: scene) : nil,
                         snapFirst: namesSnapTimingFirst)
    }

    /// When `scene`'s list snaps, nil when it never does.
    func snapTiming(of scene: Scene) -> SnapTiming? {
        scene.list.snapPolicy == .none ? nil : scene.list.snapTiming
    }

    /// The window's title: the scene's, then the app's ("Feed — listdemo"); the menu's is the app's.
    var windowTitle: String {
        navigator.canGoBack ? "\(scene.title) — listdemo" : "listdemo"
    }

    // MARK: Navigation

    /// Puts `scene` on top, its list moving with `physics` or with the scene's it covers; `animated`,
    /// it slides in over that one (`NavigationTransition`).
    func push(_ scene: Scene, physics: ScrollPhysics? = nil, at time: Double, animated: Bool = true) {
        endPointerGestures(at: time)
        overlay.sceneChanged()
        barFocus.clear()
        fadingHighlight = nil
        if navigator.push(scene, physics: physics, at: time, animated: animated, style: transitionStyle) != nil {
            sceneEventSink?(.navigation(time: time, push: true, title: scene.title, duration: NavigationTransition.duration))
        }
        layoutList(at: time)
    }

    func goBack(at time: Double) {
        guard navigator.canGoBack else { return }
        endPointerGestures(at: time)
        overlay.sceneChanged()
        barFocus.clear()
        navigator.pop(at: time, style: transitionStyle)
        sceneEventSink?(.navigation(time: time, push: false, title: scene.title, duration: NavigationTransition.duration))
        // The row that opened the scene fades as the scene below comes back (UIKit's
        // clearsSelectionOnViewWillAppear).
        fadingHighlight = nil
        settleSelection(at: time)
        try? scene.list.select(nil)
        layoutList(at: time)
    }

    /// Gives the list its size. What it reports (the rows now on screen) waits in the list until
    /// the caller forwards it: at launch no one listens yet, and the first frame hands it over.
    func layoutList(at time: Double) {
        scene.list.setViewportHeight(wantedListHeight, at: time)
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
