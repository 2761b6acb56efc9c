import CSDL2
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// SDL events built by hand, so every mapping is checked without a display.
    @Suite struct PlatformEventTranslatorTests {
        private let window = Size(width: 200, height: 400)

        private func event(_ type: SDL_EventType, _ fill: (inout SDL_Event) -> Void = { _ in }) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            fill(&event)
            return event
        }

        private func translate(_ events: SDL_Event...) -> [InputEvent?] {
            var translator = EventTranslator()
            return events.map { translator.translate($0, windowSize: window) }
        }

        private func wheel(y: Int32, preciseY: Float, flipped: Bool = false) -> SDL_Event {
            event(SDL_MOUSEWHEEL) {
                $0.wheel.y = y
                $0.wheel.preciseY = preciseY
                $0.wheel.direction = (flipped ? SDL_MOUSEWHEEL_FLIPPED : SDL_MOUSEWHEEL_NORMAL).rawValue
            }
        }

        @Test func wheelTowardTheUserScrollsTowardTheEnd() {
            #expect(translate(wheel(y: -1, preciseY: -1)) == [.wheel(notches: 1)])
            #expect(translate(wheel(y: 2, preciseY: 2)) == [.wheel(notches: -2)])
            #expect(translate(wheel(y: 1, preciseY: 1, flipped: true)) == [.wheel(notches: 1)])
        }

        @Test func fractionalWheelDeltasArePrecise() {
            #expect(translate(wheel(y: 0, preciseY: -0.25)) == [.preciseWheel(notches: 0.25)])
            #expect(translate(wheel(y: -1, preciseY: -1.5)) == [.preciseWheel(notches: 1.5)])
            #expect(translate(wheel(y: 0, preciseY: 0)) == [nil], "a horizontal-only wheel is not ours")
        }

        @Test func theLeftButtonIsThePointer() {
            let down = event(SDL_MOUSEBUTTONDOWN) { $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 10; $0.button.y = 20 }
            let move = event(SDL_MOUSEMOTION) { $0.motion.x = 11; $0.motion.y = 25; $0.motion.state = CSDL2_BUTTON_LMASK }
            let up = event(SDL_MOUSEBUTTONUP) { $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 12; $0.button.y = 30 }
            #expect(translate(down, move, up) == [
                .pointerDown(Point(x: 10, y: 20)), .pointerMoved(Point(x: 11, y: 25)), .pointerUp(Point(x: 12, y: 30)),
            ])
        }

        /// The middle button pastes PRIMARY and the right one opens a context menu, each on its press
        /// (as GTK acts), at the press's point; their releases are nothing.
        @Test func theMiddleAndRightButtonsActOnTheirPress() {
            func button(_ type: SDL_EventType, _ number: Int32) -> SDL_Event {
                event(type) { $0.button.button = UInt8(number); $0.button.x = 30; $0.button.y = 40 }
            }
            #expect(translate(button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_MIDDLE), button(SDL_MOUSEBUTTONUP, SDL_BUTTON_MIDDLE),
                              button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_RIGHT), button(SDL_MOUSEBUTTONUP, SDL_BUTTON_RIGHT)) == [
                .middleClick(Point(x: 30, y: 40)), nil, .contextClick(Point(x: 30, y: 40)), nil,
            ])
        }

        /// A press whose release the window will not hear about is cancelled: the window hidden,
        /// minimised or unfocused, or a move with the button no longer held (its release went to
        /// another client); a move without the button while nothing was pressed is just a move.
        @Test func aPressTheWindowLosesIsCancelled() {
            let down = event(SDL_MOUSEBUTTONDOWN) { $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 10; $0.button.y = 20 }
            let heldMove = event(SDL_MOUSEMOTION) { $0.motion.x = 10; $0.motion.y = 30; $0.motion.state = CSDL2_BUTTON_LMASK }
            let freeMove = event(SDL_MOUSEMOTION) { $0.motion.x = 10; $0.motion.y = 40 }
            #expect(translate(down, heldMove, freeMove, freeMove) == [
                .pointerDown(Point(x: 10, y: 20)), .pointerMoved(Point(x: 10, y: 30)), .pointerCancelled,
                .pointerMoved(Point(x: 10, y: 40)),
            ])
            for (lost, cancel) in [(SDL_WINDOWEVENT_HIDDEN, InputEvent.pointerCancelled), (SDL_WINDOWEVENT_MINIMIZED, .pointerCancelled),
                                   (SDL_WINDOWEVENT_FOCUS_LOST, .focus(false))] {
                let window = event(SDL_WINDOWEVENT) { $0.window.event = UInt8(lost.rawValue) }
                #expect(translate(down, window, freeMove) == [.pointerDown(Point(x: 10, y: 20)), cancel,
                                                              .pointerMoved(Point(x: 10, y: 40))], "\(lost)")
            }
            let gained = event(SDL_WINDOWEVENT) { $0.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue) }
            #expect(translate(gained) == [.focus(true)])
        }

        /// The mouse's back button (SDL's X1) goes back when pressed; its release, and the forward
        /// button, are nothing.
        @Test func theBackButtonIsBack() {
            let down = event(SDL_MOUSEBUTTONDOWN) { $0.button.button = UInt8(SDL_BUTTON_X1) }
            let up = event(SDL_MOUSEBUTTONUP) { $0.button.button = UInt8(SDL_BUTTON_X1) }
            let forward = event(SDL_MOUSEBUTTONDOWN) { $0.button.button = UInt8(SDL_BUTTON_X2) }
            #expect(translate(down, up, forward) == [.back, nil, nil])
        }

        /// On X11 at scale 2 SDL reports pixels: the app gets points (issue 13, HiDPI).
        @Test func windowCoordinatesAreDividedIntoPoints() {
            var translator = EventTranslator()
            translator.windowUnitsPerPoint = 2
            let down = event(SDL_MOUSEBUTTONDOWN) { $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 481; $0.button.y = 40 }
            let move = event(SDL_MOUSEMOTION) { $0.motion.x = 960; $0.motion.y = 1599; $0.motion.state = CSDL2_BUTTON_LMASK }
            let resized = event(SDL_WINDOWEVENT) {
                $0.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
                $0.window.data1 = 800
                $0.window.data2 = 1201
            }
            let window = Size(width: 480, height: 800)
            #expect([down, move, resized].map { translator.translate($0, windowSize: window) } == [
                .pointerDown(Point(x: 240.5, y: 20)), .pointerMoved(Point(x: 480, y: 799.5)),
                .resized(Size(width: 400, height: 600.5)),
            ])
        }

        @Test func touchIsOneFingerInPointsAndItsMouseCopiesAreDropped() {
            func finger(_ type: SDL_EventType, id: SDL_FingerID, x: Float, y: Float) -> SDL_Event {
                event(type) { $0.tfinger.fingerId = id; $0.tfinger.x = x; $0.tfinger.y = y }
            }
            let mouseCopy = event(SDL_MOUSEBUTTONDOWN) { $0.button.which = CSDL2_TOUCH_MOUSEID; $0.button.button = UInt8(SDL_BUTTON_LEFT) }
            #expect(translate(
                finger(SDL_FINGERDOWN, id: 7, x: 0.5, y: 0.25),
                mouseCopy,
                finger(SDL_FINGERDOWN, id: 8, x: 0.1, y: 0.1),
                finger(SDL_FINGERMOTION, id: 8, x: 0.2, y: 0.2),
                finger(SDL_FINGERMOTION, id: 7, x: 0.5, y: 0.5),
                finger(SDL_FINGERUP, id: 7, x: 0.5, y: 0.75)
            ) == [
                .pointerDown(Point(x: 100, y: 100)), nil, nil, nil,
                .pointerMoved(Point(x: 100, y: 200)), .pointerUp(Point(x: 100, y: 300)),
            ])
        }

        @Test func keysCarrySDLNamesAndModifiers() {
            func key(_ code: SDL_KeyCode, _ mod: SDL_Keymod = KMOD_NONE) -> SDL_Event {
                event(SDL_KEYDOWN) { $0.key.keysym.sym = SDL_Keycode(code.rawValue); $0.key.keysym.mod = UInt16(mod.rawValue) }
            }
            #expect(translate(key(SDLK_PAGEDOWN), key(SDLK_s, KMOD_LCTRL), key(SDLK_TAB, KMOD_RSHIFT),
                              key(SDLK_UP, SDL_Keymod(KMOD_LALT.rawValue | KMOD_LGUI.rawValue))) == [
                .key(name: "PageDown", modifiers: []),
                .key(name: "S", modifiers: .ctrl),
                .key(name: "Tab", modifiers: .shift),
                .key(name: "Up", modifiers: [.alt, .gui]),
            ])
        }

        @Test func textInputIsUTF8() {
            let typed = event(SDL_TEXTINPUT) { event in
                withUnsafeMutableBytes(of: &event.text.text) { bytes in
                    for (i, byte) in "é!".utf8.enumerated() { bytes[i] = byte }
                }
            }
            #expect(translate(typed) == [.textInput("é!")])
        }

        @Test func windowEventsAndQuit() {
            let resized = event(SDL_WINDOWEVENT) {
                $0.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
                $0.window.data1 = 300
                $0.window.data2 = 500
            }
            let exposed = event(SDL_WINDOWEVENT) { $0.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue) }
            let left = event(SDL_WINDOWEVENT) { $0.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue) }
            #expect(translate(resized, exposed, left, event(SDL_QUIT), event(SDL_KEYUP)) == [
                .resized(Size(width: 300, height: 500)), .exposed, .pointerLeft, .quit, nil,
            ])
        }
    }
}
