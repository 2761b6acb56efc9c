/// A scrolling list without pixels: the layout of its rows, the scroll position and its physics,
/// snapping, scroll-to-row, batch updates, selection and which rows are on screen.
///
/// The app feeds it input with the time each event happened and calls `advance(to:)` once per
/// frame with the frame's time; everything it reports is a function of those times alone, so a
/// test drives it frame by frame with a virtual clock and gets the same answers at any frame rate.
public final class ListView {
    /// Space kept clear above and below the content inside the viewport (UIKit's contentInset).
    public struct Insets: Equatable, Sendable {
        /// Points kept clear above the content (the offset rests at −top at the start).
        public var top: Double
        /// Points kept clear below the content.
        public var bottom: Double
        /// Insets of `top` and `bottom` points (finite, ≥ 0).
        public init(top: Double = 0, bottom: Double = 0) { self.top = top; self.bottom = bottom }
    }

    /// A keyboard step: a line (the height of the row at the top), a page (the visible height less a line), or an edge.
    public enum KeyStep: Sendable, Equatable {
        /// Up by the height of the row at the top.
        case lineUp
        /// Down by the height of the row at the top.
        case lineDown
        /// Up by the visible height less a line.
        case pageUp
        /// Down by the visible height less a line.
        case pageDown
        /// To the start of the content.
        case home
        /// To the end of the content.
        case end
    }

    /// How many screens of a fling's path are asked for on release, when the layout still estimates some of it:
    /// UIKit's fastest flings travel about ten; the farthest only show where they rest.
    static let revealedFlingPath = 16.0

    /// Where every header, row and footer sits (read-only: rows change through batch updates).
    public let layout: ListLayout
    /// Answers row counts and heights; held weakly, as UITableView holds its data source.
    public private(set) weak var dataSource: (any ListDataSource)?
    package internal(set) var scroller: Scroller
    /// How the list moves (`ScrollPhysics`: fling, edges, wheel). Settable at any time: it takes
    /// effect from the next input, and a running motion finishes as it started.
    public var physics: ScrollPhysics {
        get { scroller.physics }
        set { scroller.physics = newValue }
    }
    /// Where the list may come to rest (none by default); takes effect from the next input.
    public var snapPolicy: any SnapPolicy = .none
    /// When the list moves to a snap position: after it rests, or in one motion from the release.
    public var snapTiming: SnapTiming = .rest
    /// How batch updates animate from the next one on: rows sliding (UITableView's, the default) or,
    /// where the user asked for reduced motion, only fading (`UpdateAnimation.Style.crossFade`).
    public var updateAnimationStyle: UpdateAnimation.Style = .slide
    /// The viewport's height, nil until the list is first laid out (the scroller keeps the value,
    /// as the rubber band's dimension).
    public var viewportHeight: Double? { isLaidOut ? scroller.viewportHeight : nil }
    private var isLaidOut = false
    /// The space kept clear above and below the content (`setInsets`).
    public private(set) var insets = Insets()
    /// The selected row, which follows its item through batch updates.
    public internal(set) var selection: ListIndexPath?
    /// The keyboard's current row (the focus ring), which follows its item through batch updates
    /// as the selection does; see `moveCurrentRow`.
    public internal(set) var currentRow: ListIndexPath?
    /// The running batch-update animation, if any.
    public internal(set) var updateAnimation: UpdateAnimation?
    /// The time of the last frame or input.
    public internal(set) var time: Double = 0

    var display = DisplayTracker()
    /// Where the running animation, or a jump not yet drawn, is heading.
    var heading: Heading?
    /// Rows the current frame's measuring pass has asked about, and those it is about to ask
    /// (reused buffers).
    var measured: [ListIndexPath] = []
    var measuring: [ListIndexPath] = []
    /// The storage of the last frame's rows and headers, reused for the next frame's.
    var frameBuffers: (rows: [Frame.Row], headers: [Frame.Header]) = ([], [])
    /// Counts changes of heights, structure, viewport and insets (every one updates the bounds):
    /// a heading resolved at the current version needs no new lookup.
    var geometryVersion = 0
    var pendingScrolls: [ScrollRequest] = []
    /// The thumb drag in progress, if any (`ListView+ScrollIndicator`).
    var thumbDrag: ThumbDrag?
    var batch: BatchUpdate?
    var batchDepth = 0

    /// A list showing `dataSource` in `style`, moving by `physics`. It has no size until `setViewportHeight`.
    public init(style: ListStyle = .plain, dataSource: some ListDataSource, physics: ScrollPhysics = .default) {
        self.layout = ListLayout(style: style, dataSource: dataSource)
        self.dataSource = dataSource
        self.scroller = Scroller(bounds: ScrollBounds(min: 0, max: 0), viewportHeight: 0)
        scroller.physics = physics
        frameBuffers.rows.reserveCapacity(128)
        frameBuffers.headers.reserveCapacity(16)
    }

    // MARK: Reading the state

    /// The content offset as of the last frame or input, in points.
    public var offset: Double { scroller.offset }
    /// How fast the offset changes, points per second, as of the last frame or input.
    public var velocity: Double { scroller.velocity }
    /// What the scroll position is doing.
    public var phase: ScrollPhase { scroller.phase }
    /// Whether nothing moves: the scroll position rests and no batch update is animating. A loop
    /// may stop drawing (and wait for input) while it is true.
    public var isIdle: Bool { scroller.phase == .idle && updateAnimation == nil }
    /// The range the offset rests in.
    public var bounds: ScrollBounds { scroller.bounds }
    /// Rows intersecting the viewport after the last frame, in row order.
    public var visibleRows: [ListIndexPath] { display.visible }
    /// Scroll requests waiting for a size or for a batch to end.
    public var pendingScrollCount: Int { pendingScrolls.count }
    /// Whether a batch update is open (between `beginUpdates` and its `endUpdates`).
    public var isUpdating: Bool { batchDepth > 0 }

    /// The header pinned at the top in plain style, in content coordinates.
    /// - Complexity: O(log n).
    public var stickyHeader: (section: Int, span: ListSpan)? {
        layout.stickyHeader(visibleTop: offset + insets.top)
    }

    /// How the row at `indexPath` is drawn now: its layout span, or its place in a running update animation.
    /// - Complexity: O(log n) plus the update's changed blocks.
    public func appearance(ofRow indexPath: ListIndexPath) -> UpdateAnimation.Appearance {
        let span = layout.rowSpan(at: indexPath)
        guard let animation = updateAnimation else { return .init(span: span, alpha: 1) }
        return animation.appearance(of: indexPath, span: span, at: time)
    }

    /// How many events wait for `takeEvents` at most: at the end of each frame the oldest beyond it are
    /// forgotten (counted in `droppedEventCount`). A frame makes a few events (a motion starting,
    /// rows coming and going), so 4,096 holds many seconds of scrolling for a caller that takes
    /// them now and then, and a caller that never does keeps about 400 KB.
    public static let eventCapacity = 4096

    /// Hands the events since the last call to `body` in the order they happened, then forgets them.
    ///
    /// The list queues every event (motions, releases, rows shown and hidden, errors) until this is
    /// called; call it once per frame, after `advance`, to observe them. The queue is bounded by
    /// `eventCapacity`: events never taken are forgotten oldest first, never kept forever.
    /// - Complexity: O(k) for k events.
    public func takeEvents(_ body: (ScrollEvent) -> Void) { scroller.takeEvents(body) }

    /// How many events were forgotten because nobody took them (see `eventCapacity`).
    public var droppedEventCount: Int { scroller.droppedEventCount }

    // MARK: Frames

    /// Moves to frame time `time`: runs the motion, snaps when scrolling comes to rest, follows
    /// where an animation is heading, and reports rows that came and went. Heights stay as they
    /// are; `advance(to:measuringRows:)` measures rows on the way.
    @discardableResult
    public func advance(to time: Double) -> Frame {
        moveMotion(to: time)
        followHeading()
        while revealViewports() { followHeading() }
        return frameDone()
    }

    /// Moves to frame time `time` as `advance(to:)` does, measuring on the way: `measure` is asked
    /// once a frame for each row on screen and in the viewport an animation is heading for, and
    /// answers its real height (nil: the height the list has is right). A height that changes is
    /// set as `setMeasuredHeight` sets it (what is on screen stays still), and a running animation
    /// toward a row or an edge is retargeted to where that row or edge now is. Rows that a change
    /// brings into view are asked too, until nothing changes.
    /// - Complexity: O((k + r) log n + r²) for k rows on screen and r rows asked.
    @discardableResult
    public func advance(to time: Double, measuringRows measure: (ListIndexPath) throws -> Double?) rethrows -> Frame {
        moveMotion(to: time)
        try measureRows(measure)
        return frameDone()
    }

    private func moveMotion(to time: Double) {
        self.time = inputTime(time)
        if let rest = advanceScroller() {
            cameToRest(rest)
            _ = scroller.advance(to: self.time)
        }
        if let animation = updateAnimation, animation.isDone(at: self.time) { updateAnimation = nil }
    }

    private func frameDone() -> Frame {
        frameProduced()
        refreshVisibleRows()
        scroller.dropEvents(beyond: Self.eventCapacity)
        return makeFrame(placesAreFresh: true)
    }

    func refreshVisibleRows() {
        guard let height = viewportHeight else { return }
        let now = time
        display.update(layout: layout, top: offset, bottom: offset + height) { appeared, indexPath in
            scroller.record(appeared ? .willDisplay(time: now, indexPath) : .didEndDisplaying(time: now, indexPath))
        }
    }

    /// Advances the scroller to the list's time. A touchpad pan's coast that starts on the way is aimed
    /// as a release's fling is (`aimingRest`): in a list snapping with projected timing it lands on the
    /// snap position chosen as it starts, in one motion, and follows it as rows are measured.
    private func advanceScroller() -> Scroller.Rest? {
        let now = time
        guard scroller.mayCoast, snapTiming == .projected, snapPolicy != .none else { return scroller.advance(to: now) }
        let (rest, aim) = aimingRest { aim in scroller.advance(to: now, aim: aim) }
        if let aim, scroller.motion?.purpose == .wheelFling { heading = Heading(target: aim, motion: .wheelFling) }
        return rest
    }

    func cameToRest(_ rest: Scroller.Rest) {
        switch rest {
        case .dragEnded, .decelerationEnded, .wheelEnded, .animationEnded(.wheel):
            // Projected timing chose the snap position on release and for every notch (`stepTarget`):
            // only a touchpad's pan, which follows the fingers, may stop between snap positions.
            guard snapTiming == .rest || rest == .wheelEnded else { return }
            snapIfNeeded()
        case .bounceEnded, .animationEnded:
            break
        }
    }

    /// Snaps from where the list rests, starting at `time` (by default the moment it came to rest).
    func snapIfNeeded(at time: Double? = nil) {
        guard let target = snapPolicy.destination(restingAt: offset, layout: layout, bounds: bounds, insetTop: insets.top,
                                                  timings: physics.timings)
        else { return }
        animate(toward: target, kind: .snap, duration: snapPolicy.animationDuration(timings: physics.timings), at: time ?? scroller.restTime)
    }

    /// Starts an animation toward `target`, which the list follows as heights are measured.
    func animate(toward target: ScrollTarget, kind: AnimationKind, duration: Double, curve: TimingCurve = .easeOut,
                 at time: Double) {
        scroller.animate(to: offset(for: target), kind: kind, duration: duration, curve: curve, at: time)
        heading = scroller.motion?.purpose == .animation(kind) ? Heading(target: target, motion: .animation(kind)) : nil
    }

    // MARK: Size

    /// Sets the viewport's height (a layout pass or a resize) and carries out scroll requests
    /// that were waiting for it.
    public func setViewportHeight(_ height: Double, at time: Double) {
        self.time = inputTime(time)
        isLaidOut = true
        scroller.viewportHeight = max(0, height)
        updateBounds()
        performPendingScrolls()
    }

    /// Sets the content insets (e.g. a bar drawn over the list).
    public func setInsets(_ insets: Insets) {
        self.insets = insets
        updateBounds()
    }

    func updateBounds() {
        geometryVersion &+= 1
        scroller.bounds = ScrollBounds(contentHeight: layout.contentHeight, viewportHeight: viewportHeight ?? 0,
                                       insetTop: insets.top, insetBottom: insets.bottom)
        if scroller.phase == .idle, !scroller.bounds.contains(offset) { scroller.jump(to: offset) }
    }

    // MARK: Selection

    /// Selects the row at `indexPath` (nil clears); an index path that does not exist is an error.
    public func select(_ indexPath: ListIndexPath?) throws(ListError) {
        if let indexPath { revealSection(indexPath.section) }
        if let indexPath, !layout.contains(indexPath) { throw .noSuchRow(indexPath) }
        selection = indexPath
    }

    // MARK: Measured heights

    /// A row's real height, measured when it was first drawn. What is on screen does not move:
    /// the anchor is the first row that starts inside the visible area, so a row that starts above
    /// it (even one cut by the top edge) grows or shrinks upward, shifting the offset by the
    /// difference — unless the list rests at its top, where rows grow downward.
    public func setMeasuredHeight(_ height: Double, forRowAt indexPath: ListIndexPath) throws(ListError) {
        revealSection(indexPath.section)
        guard layout.contains(indexPath) else { throw .noSuchRow(indexPath) }
        let span = layout.rowSpan(at: indexPath)
        let delta = height - span.height
        layout.setRowHeight(.exact(height), at: indexPath)
        guard delta != 0 else { return }
        if span.y < offset + insets.top, offset > bounds.min { scroller.shift(by: delta) }
        updateBounds()
    }
}
