/// One thing the user did, in the app's terms (points, the list's direction, key names).
public enum InputEvent: Sendable, Equatable {
    /// The window was closed or the app was asked to quit.
    case quit
    /// The window's size changed to this many points (`Window.canvas` already follows it).
    case resized(Size)
    /// The window's contents were lost (uncovered, restored) and must be drawn again.
    case exposed
    /// A notched mouse wheel turned this many whole notches; positive scrolls toward the END
    /// of the list (the wheel turned toward the user), the opposite of SDL's sign.
    case wheel(notches: Double)
    /// A high-resolution wheel or trackpad moved this far, in (fractional) notches; positive
    /// toward the END of the list, as for `wheel(notches:)`.
    case preciseWheel(notches: Double)
    /// The left button (or the first finger) went down at this point, with the modifier keys held
    /// (Shift+click extends a field's selection).
    case pointerDown(Point, modifiers: KeyModifiers = [])
    /// The pointer (or the tracked finger) moved to this point, pressed or not.
    case pointerMoved(Point)
    /// The pointer left the window (it is over no point of it now).
    case pointerLeft
    /// The left button (or the tracked finger) was released at this point.
    case pointerUp(Point)
    /// The window lost the pointer's gesture without hearing its end: it was hidden or minimised,
    /// or the pointer moved with the button no longer held (another client took the grab). A press
    /// ends as a release without velocity, as GTK and Qt cancel on grab-broken.
    case pointerCancelled
    /// The window gained (true) or lost (false) the keyboard focus; the trace records it. Losing it
    /// cancels a press as `pointerCancelled` does: its release will go to another window, or nowhere.
    case focus(Bool)
    /// A key was pressed (or auto-repeated): SDL's key name ("Up", "Page Down", "S", "Return",
    /// "Escape", "F1", …) and the modifiers held. Never a key already down as the window gained the
    /// focus, until it is released and pressed again (`X11KeyPresses`).
    case key(name: String, modifiers: KeyModifiers)
    /// Text typed, as UTF-8 from the system's input method (separate from `key`).
    case textInput(String)
    /// The middle button was pressed at this point: X11's paste of the PRIMARY selection there.
    case middleClick(Point)
    /// The right (secondary) button was pressed at this point: a context menu, as GTK opens it on the press.
    case contextClick(Point)
    /// The mouse's back button (X11's button 8, SDL's X1) was pressed: go back, as GTK and Qt
    /// applications, browsers and file managers do.
    case back
    /// Assistive technology asked for an action (a screen reader over AT-SPI): input like the keyboard's, traced and
    /// replayed as the others are.
    case access(AccessAction)

    /// Whether the user did this (a pointer, the wheel, a key, text) rather than the window changing:
    /// the first frame presented after it records how long it waited (`input_latency_ms`).
    var isUserInput: Bool {
        switch self {
        case .quit, .resized, .exposed, .pointerLeft, .pointerCancelled, .focus: false
        case .wheel, .preciseWheel, .pointerDown, .pointerMoved, .pointerUp, .middleClick, .contextClick, .key, .textInput, .back,
             .access:
            true
        }
    }
}
