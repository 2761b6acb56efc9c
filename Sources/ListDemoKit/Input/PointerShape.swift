/// What the mouse pointer looks like over a part of the window.
public enum PointerShape: Sendable, Equatable {
    /// The arrow, over everything but text.
    case arrow
    /// The I-beam, over a text field (SDL_SYSTEM_CURSOR_IBEAM).
    case text
}
