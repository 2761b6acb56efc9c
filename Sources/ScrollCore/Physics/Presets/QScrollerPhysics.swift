extension ScrollPhysics {
    /// Qt Widgets' kinetic scroller (`QScroller`, qtbase `src/widgets/util/qscroller.cpp`) with
    /// its default properties (`qscrollerproperties.cpp`, `QScrollerPropertiesPrivate::defaults`)
    /// on a 96 dpi screen: metres become points at 96 / 0.0254 = 3,779.5 pt/m.
    public static let qscroller = ScrollPhysics(
        name: "qscroller",
        summary: "Qt Widgets QScroller: OutQuad flick decelerating 472 pt/s² (DecelerationFactor 0.125 at 96 dpi), at most 1,890 pt/s, half-speed drag past the bounds, OutQuad overshoot",
        release: ReleaseModel(
            // updateVelocity: QScroller smooths its velocity (DragVelocitySmoothingFactor 0.8); the
            // engine fits a line over the last 100 ms, and a 50 ms pause is a stop.
            velocityWindow: 0.1,
            restCutoff: 0.05,
            // MinimumVelocity 0.05 m/s and MaximumVelocity 0.5 m/s at 96 dpi.
            minimumFlingVelocity: 0.05 * qscrollerPixelsPerMeter,
            maximumFlingVelocity: 0.5 * qscrollerPixelsPerMeter),
        fling: qscrollerFlick,
        edge: .rubberBand(
            // OvershootDragResistanceFactor 0.5, at most OvershootDragDistanceFactor 1 × the
            // viewport (the default window's list, 756 pt).
            drag: .linear(ratio: 0.5, limit: 756),
            // The flick's own curve past a bound for at most OvershootScrollTime 0.7 s × 0.3 and
            // OvershootScrollDistanceFactor 0.5 × the 756 pt viewport, back in 0.7 × 0.7 s.
            bounce: QScrollerOvershoot.Model(fling: qscrollerFlick, limit: 0.5 * 756)),
        // QAbstractScrollArea's wheel: QApplication::wheelScrollLines (3) × the view's single step
        // (QAbstractItemView in ScrollPerPixel mode: 20 px), at once.
        wheel: .direct(pointsPerNotch: 60),
        // Scroll-to, key step, snaps and touchpad unit: UIKit's, kept (none of QScroller's own is modelled yet).
        timings: .uikit)

    /// QScroller's flick at 96 dpi: DecelerationFactor 0.125.
    static let qscrollerFlick = QScrollerFling.Model(decelerationFactor: 0.125, pixelsPerMeter: qscrollerPixelsPerMeter)

    /// Pixels per metre at 96 dpi (QScroller::pixelPerMeter: the DPI / 0.0254).
    static let qscrollerPixelsPerMeter = 96 / 0.0254
}
