/// What the scroll position is doing, as shown on the overlay and written to the trace.
public enum ScrollPhase: String, Sendable, Equatable, CaseIterable {
    case idle
    case dragging
    case decelerating
    case bouncing
    case snapping
    /// An animated scroll asked for by code or the keyboard (scroll-to, key steps, updates).
    case animating
    /// Following the mouse wheel: notched steps animating, or precise deltas being applied.
    case wheel
}
