import CInputTime
import CSDL2

/// What an X event says that SDL 2.26's own events leave out, read from the `SDL_SYSWMEVENT` SDL passes on just
/// before the events it makes of it (`cit_x11_input`): which key a press or release is, what was held as the
/// window gained the focus (`X11KeyPresses`), and where the left button went down (`EventTranslator`).
enum X11Input: Equatable {
    /// A key went down (or auto-repeated): its X keycode.
    case keyPress(keycode: UInt8)
    /// A key went up: its X keycode.
    case keyRelease(keycode: UInt8)
    /// The window gained the keyboard focus; SDL's keymap sync makes key-downs of the modifiers it finds held.
    case focusIn
    /// The keys down (X keycodes) as the window gained the focus or the pointer: X's KeymapNotify.
    case keymap(Set<UInt8>)
    /// The left button went down at this place, in SDL's window coordinates.
    case leftPress(x: Int32, y: Int32)
    /// Any other X event.
    case other

    /// What `event` carries, when it is an X event; nil for every other event.
    init?(_ event: SDL_Event) {
        var event = event
        var input = cit_x11_event()
        guard cit_x11_input(&event, &input) == 1 else { return nil }
        switch input.kind {
        case CIT_X11_KEY_PRESS: self = .keyPress(keycode: input.keycode)
        case CIT_X11_KEY_RELEASE: self = .keyRelease(keycode: input.keycode)
        case CIT_X11_FOCUS_IN: self = .focusIn
        case CIT_X11_KEYMAP:
            let bytes = withUnsafeBytes(of: input.keys) { Array($0) }
            self = .keymap(Set((0...255).lazy.map(UInt8.init).filter { bytes[Int($0) / 8] & (1 << ($0 % 8)) != 0 }))
        case CIT_X11_LEFT_PRESS: self = .leftPress(x: input.x, y: input.y)
        default: self = .other
        }
    }
}
