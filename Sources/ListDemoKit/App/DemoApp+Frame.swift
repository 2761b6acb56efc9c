import ScrollCore

extension DemoApp {
    /// What a scene's text measures at in one frame: its field being edited and where its pill goes.
    private struct MeasuredText {
        var field: TextFieldLayout?
        var pill: Rect?
    }

    /// The frame step at frame time `time` without text metrics: rows keep the heights the data
    /// source gave, and nothing that needs measuring (a field's layout, the pill) is laid out. For
    /// tests that draw nothing.
    @discardableResult
    func frame(at time: Double) -> ListView.Frame {
        step(to: time, measuringRows: { _ in nil }, measuringText: { _, _ in MeasuredText() })
    }

    /// The frame step at frame time `time`: the scene ticks, the list advances (the scene measuring
    /// the rows it asks about with `metrics`), and one `AppFrame` is built for drawing, the overlay,
    /// the trace and hit testing to read. Returns the list's frame.
    @discardableResult
    func frame(at time: Double, measuringWith metrics: TextMetrics) throws -> ListView.Frame {
        let scene = self.scene
        // Rows are measured at the width they are drawn (inset in the grouped style).
        let width = ViewportMapping.rowWidth(areaWidth: listArea.width, style: scene.list.layout.style)
        return try step(to: time, measuringRows: { try scene.measureRow($0, width: width, metrics: metrics) },
                        measuringText: { scene, mapping in
            try MeasuredText(field: scene.textEditing?.layOutText(rowWidth: mapping.rowWidth, metrics: metrics),
                             pill: scene.pill.map { try Pill(title: $0).frame(in: mapping.area, metrics: metrics) })
        })
    }

    private func step(to time: Double, measuringRows measure: (ListIndexPath) throws -> Double?,
                      measuringText: (Scene, ViewportMapping) throws -> MeasuredText) rethrows -> ListView.Frame {
        scene.tick(at: time, motionReduced: look.reducesMotion)
        // Reduced motion: a batch update's rows fade in place instead of sliding (iOS's dissolves).
        scene.list.updateAnimationStyle = look.reducesMotion ? .crossFade : .slide
        // A banner that came or went since the last frame changed the height the list wants.
        if scene.list.viewportHeight != wantedListHeight { layoutList(at: time) }
        // Let go of the last frame first: the lists then build the next ones in the same storage.
        shown = nil
        navigator.frameBegins(at: time)
        let frame = try scene.list.advance(to: time, measuringRows: measure)
        if frame.phase != .idle || pointer.indicator.thumbHeld { pointer.indicator.listMoved(at: time) }
        forwardEvents()
        let top = try look(of: scene, frame: frame, isTop: true, measuringText)
        let slide = try navigator.transition.map { transition in
            // The scene that is not on top shows its list as it last was.
            let other = transition.above === scene ? transition.below : transition.above
            return AppFrame.Slide(transition: transition,
                                  other: try look(of: other, frame: other.list.currentFrame, isTop: false, measuringText),
                                  otherBar: navigationBar(of: other, canGoBack: transition.above === other || navigator.stack.count > 2))
        }
        shown = AppFrame(time: time, size: windowSize, title: windowTitle, theme: theme, top: top, bar: navigationBar,
                         slide: slide, menu: contextMenu, dialog: shell.quitDialog(size: windowSize), overlayMode: overlayMode,
                         pointer: pointer.position, focus: accessibleFocus)
        overlay.observe(frame)
        if overlayMode != .off { overlay.refreshFigures(at: time) }
        return frame
    }

    /// `scene` with its list's `frame` as this frame shows it; only the scene on top shows its
    /// indicator, focus ring and fading highlight.
    private func look(of scene: Scene, frame: ListView.Frame, isTop: Bool,
                      _ measuringText: (Scene, ViewportMapping) throws -> MeasuredText) rethrows -> AppFrame.SceneLook {
        let mapping = ViewportMapping(area: listArea(of: scene), style: scene.list.layout.style, frame: frame)
        let text = try measuringText(scene, mapping)
        let list = ListDrawing(frame: frame, layout: scene.list.layout, mapping: mapping,
                               indicator: isTop ? indicatorLook(at: frame.time, mapping: mapping) : .hidden,
                               highlight: isTop ? highlight(at: frame.time) : nil,
                               showsFocusRing: isTop && barFocus.focused == nil, textField: text.field)
        let pill = scene.pill.flatMap { title in text.pill.map { (title: title, rect: $0) } }
        return AppFrame.SceneLook(scene: scene, list: list, pill: pill,
                                  banner: scene.banner.map { Banner(text: $0, width: windowSize.width, kind: scene.bannerKind) })
    }

    /// How the scroll indicator of the scene on top, its list placed by `mapping`, looks at frame time `time`
    /// (`IndicatorInteraction.look`).
    func indicatorLook(at time: Double, mapping: ViewportMapping) -> ListDrawing.IndicatorLook {
        pointer.indicator.look(at: time, mapping: mapping, pointer: pointer.position, fades: !look.reducesMotion)
    }

    /// The fading highlight as it looks at `time`, nil once it has gone.
    private func highlight(at time: Double) -> ListDrawing.FadingHighlight? {
        guard let fading = fadingHighlight else { return nil }
        let alpha = 1 - (time - fading.start) / Theme.deselectDuration
        return alpha > 0 ? .init(indexPath: fading.indexPath, alpha: min(1, alpha)) : nil
    }

    /// Whether anything will change without input: a motion, an update animation, the fading indicator or highlight, a timer.
    func isAnimating(at time: Double) -> Bool {
        let list = scene.list
        return list.phase != .idle || list.updateAnimation != nil || pointer.indicator.isShowing(at: time, fades: !look.reducesMotion)
            || fadingHighlight.map { time - $0.start < Theme.deselectDuration } == true
            // Until a frame at or after the slide's end has cleared it: a window asks with the time
            // now, which can pass the end before the frame that shows the scene in place is drawn.
            || navigator.transition != nil || scene.isAnimating(at: time)
    }

    /// When the scene next wants a frame while nothing moves.
    var nextWakeTime: Double? {
        guard let repeatTime = pointer.indicator.nextRepeatTime else { return scene.nextWakeTime }
        return min(repeatTime, scene.nextWakeTime ?? repeatTime)
    }

    /// Draws the last frame the step built on the whole window, the overlay over it, clear of what the frame keeps
    /// clear and of the pointer the frame saw, then the quit dialog if the frame shows one: all from the frame. Returns that frame (what the trace records) and where the overlay was
    /// drawn and what it took (nil: not drawn).
    func draw(on canvas: Canvas) throws -> (frame: ListView.Frame, overlay: FrameOverlay.DrawnPanel?) {
        guard let shown else { throw PlatformError("no frame to draw: the frame step has not run") }
        try renderer.draw(shown, on: canvas)
        let place = FrameOverlay.PanelPlace(top: Theme.navigationBarHeight, keepingClear: shown.overlayKeepsClear,
                                            pointer: shown.pointer)
        let drawn = try overlay.draw(shown.overlayMode, for: shown.list, place: place, palette: shown.theme.overlay, on: canvas)
        try shown.dialog?.draw(theme: shown.theme, on: canvas)
        return (shown.list, drawn)
    }
}
