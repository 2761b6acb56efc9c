/// What the scroll position is doing, as shown on the overlay and written to the trace.
public enum ScrollPhase: String, Sendable, Equatable, CaseIterable {
    /// At rest.
    case idle
    /// Following a pointer that holds the content.
    case dragging
    /// Coasting after a release or a fling.
    case decelerating
    /// Returning to an edge it went past.
    case bouncing
    /// Moving to a snap position.
    case snapping
    /// An animated scroll asked for by code or the keyboard (scroll-to, key steps, updates).
    case animating
    /// Following the mouse wheel: notched steps animating, or precise deltas being applied.
    case wheel
}
