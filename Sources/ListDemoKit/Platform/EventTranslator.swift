import CSDL2

/// Turns SDL events into `InputEvent`s in points: window coordinates are divided by
/// `windowUnitsPerPoint`; touch coordinates (0...1 of the window) are scaled to points; the
/// wheel's sign is flipped. On X11 it also reads the X events SDL passes on (`X11Input`): a key
/// found down at the focus is no press (`X11KeyPresses`), and a left press SDL drops is taken.
struct EventTranslator {
    /// SDL's window coordinates per point: 1 where the video driver scales for HiDPI itself
    /// (Wayland's coordinates are already points), the scale on X11, whose coordinates are pixels.
    var windowUnitsPerPoint = 1.0
    /// The finger being followed as the pointer; other fingers are ignored until it lifts.
    private var trackedFinger: SDL_FingerID?
    /// Whether the left button went down in the window and has not been seen to go up.
    private var leftHeld = false
    /// Whether SDL holds the left button down: it reported the press and not yet its release. A press cancelled
    /// because its release went to another client (the window hidden mid-drag) stays held in SDL, which then drops
    /// the next press as no change of its state; on X11 the app takes that press from the X event instead.
    private var sdlHoldsLeft = false
    /// Which key-downs are presses the window heard, on X11 (elsewhere every key-down is one).
    private var x11Keys = X11KeyPresses()

    /// The app's event for `event`, or nil for events the app does not use.
    mutating func translate(_ event: SDL_Event, windowSize: Size) -> InputEvent? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_SYSWMEVENT.rawValue:
            return X11Input(event).flatMap { take($0) }
        case SDL_WINDOWEVENT.rawValue:
            return window(event.window)
        case SDL_MOUSEWHEEL.rawValue:
            return wheel(event.wheel)
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            // SDL also reports touches as a mouse (`which == SDL_TOUCH_MOUSEID`); the finger
            // events below already carry them, so the copies are dropped.
            let button = event.button
            guard button.which != CSDL2_TOUCH_MOUSEID else { return nil }
            let pressed = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            let point = points(button.x, button.y)
            switch Int32(button.button) {
            case SDL_BUTTON_LEFT:
                leftHeld = pressed
                sdlHoldsLeft = pressed
                return pressed ? .pointerDown(point, modifiers: Self.modifiers(SDL_GetModState())) : .pointerUp(point)
            // The other buttons act on the press, as GTK's do; their releases mean nothing.
            case SDL_BUTTON_MIDDLE: return pressed ? .middleClick(point) : nil
            case SDL_BUTTON_RIGHT: return pressed ? .contextClick(point) : nil
            case SDL_BUTTON_X1: return pressed ? .back : nil
            default: return nil
            }
        case SDL_MOUSEMOTION.rawValue:
            guard event.motion.which != CSDL2_TOUCH_MOUSEID else { return nil }
            sdlHoldsLeft = event.motion.state & CSDL2_BUTTON_LMASK != 0
            // The release went to another client (the window was unmapped, or a grab was taken):
            // the press is over, and this move is not part of it.
            if leftHeld, event.motion.state & CSDL2_BUTTON_LMASK == 0 {
                leftHeld = false
                return .pointerCancelled
            }
            return .pointerMoved(points(event.motion.x, event.motion.y))
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            return finger(event.tfinger, type: event.type, windowSize: windowSize)
        case SDL_KEYDOWN.rawValue:
            return x11Keys.makesPresses ? key(event.key.keysym) : nil
        case SDL_TEXTINPUT.rawValue:
            guard x11Keys.makesText else { return nil }
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .textInput(text)
        default:
            return nil
        }
    }

    /// What the X event SDL makes its next events of says besides them (`X11Input`): the keys' presses, and a press
    /// of the left button SDL will drop because it still holds the last one, which the app takes as the press it is.
    mutating func take(_ input: X11Input) -> InputEvent? {
        x11Keys.take(input)
        guard case .leftPress(let x, let y) = input, sdlHoldsLeft else { return nil }
        leftHeld = true
        return .pointerDown(points(x, y), modifiers: Self.modifiers(SDL_GetModState()))
    }

    /// A place in SDL's window coordinates, in points.
    private func points(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x) / windowUnitsPerPoint, y: Double(y) / windowUnitsPerPoint)
    }

    private mutating func window(_ event: SDL_WindowEvent) -> InputEvent? {
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_HIDDEN.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue, SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
            // The release of a press held now will go elsewhere, or nowhere.
            leftHeld = false
            trackedFinger = nil
            return event.event == SDL_WINDOWEVENT_FOCUS_LOST.rawValue ? .focus(false) : .pointerCancelled
        case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
            // Besides the trace's record, the frame drawn for a focus change is what shows libdecor's title bar
            // under Wayland: the activation is a configure after which libdecor draws its decoration into
            // synchronised subsurfaces that show only with the window's next commit, which SDL 2.26 does not ask
            // for. Without it weston's desktop shell showed the window black until something else drew.
            return .focus(true)
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            let corner = points(event.data1, event.data2)
            return .resized(Size(width: corner.x, height: corner.y))
        case SDL_WINDOWEVENT_EXPOSED.rawValue:
            return .exposed
        case SDL_WINDOWEVENT_LEAVE.rawValue:
            return .pointerLeft
        default:
            return nil
        }
    }

    /// SDL's positive y is "away from the user", which scrolls toward the start of a list;
    /// the app's positive is toward the end, hence the minus. A `preciseY` equal to the
    /// integral `y` is a notched wheel; anything else is a high-resolution device.
    private func wheel(_ event: SDL_MouseWheelEvent) -> InputEvent? {
        let flip = event.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
        let notches = Double(event.y) * flip
        let precise = Double(event.preciseY) * flip
        if precise == notches {
            return notches == 0 ? nil : .wheel(notches: -notches)
        }
        return .preciseWheel(notches: -precise)
    }

    private mutating func finger(_ event: SDL_TouchFingerEvent, type: UInt32, windowSize: Size) -> InputEvent? {
        let point = Point(x: Double(event.x) * windowSize.width, y: Double(event.y) * windowSize.height)
        switch type {
        case SDL_FINGERDOWN.rawValue:
            guard trackedFinger == nil else { return nil }
            trackedFinger = event.fingerId
            return .pointerDown(point)
        case SDL_FINGERMOTION.rawValue:
            return trackedFinger == event.fingerId ? .pointerMoved(point) : nil
        default:
            guard trackedFinger == event.fingerId else { return nil }
            trackedFinger = nil
            return .pointerUp(point)
        }
    }

    private func key(_ keysym: SDL_Keysym) -> InputEvent? {
        guard let cName = SDL_GetKeyName(keysym.sym) else { return nil }
        let name = String(cString: cName)
        guard !name.isEmpty else { return nil }
        return .key(name: name, modifiers: Self.modifiers(SDL_Keymod(UInt32(keysym.mod))))
    }

    /// The app's modifiers for SDL's. A button event carries none in SDL 2, so a press reads
    /// `SDL_GetModState()`: the keyboard as of the events SDL has taken so far, which is the press's
    /// own moment unless a modifier changed between it and the poll that returned it.
    private static func modifiers(_ held: SDL_Keymod) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if held.rawValue & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if held.rawValue & KMOD_CTRL.rawValue != 0 { modifiers.insert(.ctrl) }
        if held.rawValue & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        if held.rawValue & KMOD_GUI.rawValue != 0 { modifiers.insert(.gui) }
        return modifiers
    }
}
