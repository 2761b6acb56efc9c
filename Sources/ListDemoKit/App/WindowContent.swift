import ScrollCore

/// What the runners drive in the window: one app (`DemoApp`), or two side by side (`CompareApp`,
/// `--compare`). Input, script commands and frames go through it; the trace and the overlay's
/// presentation times go to each of its panes.
protocol WindowContent: AnyObject {
    /// The apps drawn in the window, left to right: one, or two for `--compare`.
    var panes: [DemoApp] { get }
    /// What the trace calls each pane ("left", "right"); nil when there is only one.
    var paneLabels: [String]? { get }
    /// The overlay whose statistics the runner feeds (its refresh rate, pauses between frames) and
    /// whose timer times each frame's work.
    var overlay: FrameOverlay { get }
    var windowSize: Size { get }
    /// The window's title.
    var windowTitle: String { get }
    var quitRequested: Bool { get }
    /// When a pane next wants a frame while nothing moves.
    var nextWakeTime: Double? { get }
    /// Whether anything will change without input.
    func isAnimating(at time: Double) -> Bool
    /// Routes one input event that happened at `time`.
    func handle(_ event: InputEvent, at time: Double)
    /// Script `scroll-to`.
    func scrollTo(_ indexPath: IndexPath, position: ScrollPosition, animated: Bool, at time: Double)
    /// Script `insert` / `delete`.
    func edit(insert: Bool, at indexPath: IndexPath, time: Double)
    /// The window is now `size` points (script `resize`).
    func resize(to size: Size, at time: Double)
    /// Script `overlay on|off`.
    func setOverlay(_ visible: Bool)
    /// Script `physics NAME`.
    func choosePhysics(_ physics: ScrollPhysics)
    /// Advances every pane to frame time `time`, measuring rows with `canvas`'s text.
    func advance(to time: Double, measuringWith canvas: Canvas) throws
    /// Draws the window; returns each pane's frame, as drawn (what the trace records).
    func drawWindow(on canvas: Canvas) throws -> [ListView.Frame]
}

extension DemoApp: WindowContent {
    var panes: [DemoApp] { [self] }
    var paneLabels: [String]? { nil }

    func advance(to time: Double, measuringWith canvas: Canvas) throws {
        try frame(at: time, measuringWith: canvas)
    }

    func drawWindow(on canvas: Canvas) throws -> [ListView.Frame] {
        [try draw(on: canvas)]
    }
}
