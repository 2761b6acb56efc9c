/// Which key-downs SDL 2.26 makes on X11 are presses the window heard.
///
/// A key already down when the window gains the focus was not pressed in it: its press went to another window (the
/// Ctrl+Q that closed it) or came before the app started. SDL reports it all the same: its keymap sync at FocusIn
/// (`X11_ReconcileKeyboardState`) makes a key-down of each modifier held, and the server's auto-repeat sends the
/// other keys' KeyPress to the window now focused, which SDL, not having the key down, reports as a fresh press
/// (repeat 0) — so a Ctrl+Q held while the window took the focus, or while the app started, quit it.
///
/// The decision, as GTK and Qt act on a press and never on a key found down: the keys X says are down as the window
/// gains the focus (its KeymapNotify follows every FocusIn) make no key-down and no text — their repeats neither —
/// until the window hears their release; pressed again, they act. A modifier found down still modifies a fresh press,
/// as the X event's state does for GTK and Qt (SDL's modifier state keeps it). Key-downs SDL makes of no KeyPress
/// right after a FocusIn are its keymap sync, never a press. After any other X event a key-down counts: an input
/// method's filtered press follows no KeyPress of its own.
struct X11KeyPresses {
    /// What the X event SDL makes its key events of now is, for them.
    private enum Source {
        /// A key's press the window heard (or an event SDL makes no key events of).
        case heard
        /// A press or repeat of a key found down at the focus.
        case foundDown
        /// A FocusIn and its KeymapNotify, whose key-downs are SDL's keymap sync.
        case focus
    }

    /// The keys down as the window last gained the focus whose release it has not heard since.
    private var foundDown: Set<UInt8> = []
    private var source = Source.heard

    /// Whether SDL's key-downs now are presses the window heard.
    var makesPresses: Bool { source == .heard }
    /// Whether SDL's text now is typed by a press the window heard (an input method's text follows no press).
    var makesText: Bool { source != .foundDown }

    /// The next X event SDL makes its events of.
    mutating func take(_ input: X11Input) {
        switch input {
        case .focusIn:
            source = .focus
        case .keymap(let down):
            if source == .focus { foundDown = down }
        case .keyPress(let keycode):
            source = foundDown.contains(keycode) ? .foundDown : .heard
        case .keyRelease(let keycode):
            foundDown.remove(keycode)
            source = .heard
        case .leftPress, .other:
            source = .heard
        }
    }
}
