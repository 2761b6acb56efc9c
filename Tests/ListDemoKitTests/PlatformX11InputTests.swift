import CSDL2
import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// What the X events SDL passes on add to its own (`X11Input`), driven headless: the sequences SDL 2.26 makes on
    /// X11 when keys are held as the window takes the focus, and when a drag is cut by hiding the window.
    @Suite struct PlatformX11InputTests {
        /// Xvfb's (evdev) keycodes of the keys the sequences hold.
        private static let q: UInt8 = 24, leftCtrl: UInt8 = 37, a: UInt8 = 38

        /// One step of a sequence: an X event SDL passed on, or an SDL event made of it.
        private enum Step {
            case x11(X11Input)
            case sdl(SDL_Event)
        }

        private static func event(_ type: SDL_EventType, _ fill: (inout SDL_Event) -> Void = { _ in }) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            fill(&event)
            return event
        }

        private static func key(_ type: SDL_EventType, _ code: SDL_KeyCode, _ mod: SDL_Keymod = KMOD_NONE,
                                repeat: Bool = false) -> Step {
            .sdl(event(type) {
                $0.key.keysym.sym = SDL_Keycode(code.rawValue)
                $0.key.keysym.mod = UInt16(mod.rawValue)
                $0.key.repeat = `repeat` ? 1 : 0
            })
        }

        private static func text(_ typed: String) -> Step {
            .sdl(event(SDL_TEXTINPUT) { event in
                withUnsafeMutableBytes(of: &event.text.text) { for (i, byte) in typed.utf8.enumerated() { $0[i] = byte } }
            })
        }

        private static func button(_ type: SDL_EventType, y: Int32) -> Step {
            .sdl(event(type) { $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 240; $0.button.y = y })
        }

        /// A move to `y`, with the left button as SDL holds it (`held`).
        private static func move(y: Int32, held: Bool) -> Step {
            .sdl(event(SDL_MOUSEMOTION) { $0.motion.x = 240; $0.motion.y = y; $0.motion.state = held ? CSDL2_BUTTON_LMASK : 0 })
        }

        private static func window(_ change: SDL_WindowEventID) -> Step {
            .sdl(event(SDL_WINDOWEVENT) { $0.window.event = UInt8(change.rawValue) })
        }

        /// What one translator makes of `steps`, in order, the X events' answers included.
        private static func translate(_ steps: [Step], into translator: inout EventTranslator) -> [InputEvent?] {
            steps.map { step in
                switch step {
                case .x11(let input): translator.take(input)
                case .sdl(let event): translator.translate(event, windowSize: Size(width: 480, height: 800))
                }
            }
        }

        private static func translate(_ steps: [Step]) -> [InputEvent?] {
            var translator = EventTranslator()
            return translate(steps, into: &translator)
        }

        /// Ctrl+Q held as the window takes the focus: SDL's keymap sync makes a key-down of Ctrl, and X's auto-repeat
        /// sends Q's KeyPress, which SDL reports as a fresh press and then as repeats, with their text: none of it is a
        /// press. Released and pressed again, Q quits; a key first pressed after the focus acts at once. Ctrl, found down
        /// too, still modifies them, as the X event's state does for GTK and Qt.
        @Test func aKeyFoundDownAtTheFocusIsNoPressUntilItIsReleased() {
            let qAgain: [Step] = [.x11(.keyPress(keycode: Self.q)), Self.key(SDL_KEYDOWN, SDLK_q, KMOD_LCTRL)]
            let steps: [Step] = [
                .x11(.focusIn), Self.key(SDL_KEYDOWN, SDLK_LCTRL, KMOD_LCTRL), .x11(.keymap([Self.q, Self.leftCtrl])),
                .x11(.keyPress(keycode: Self.q)), Self.key(SDL_KEYDOWN, SDLK_q, KMOD_LCTRL), Self.text("q"),
                .x11(.keyPress(keycode: Self.q)), Self.key(SDL_KEYDOWN, SDLK_q, KMOD_LCTRL, repeat: true), Self.text("q"),
                .x11(.keyPress(keycode: Self.a)), Self.key(SDL_KEYDOWN, SDLK_a, KMOD_LCTRL), Self.text("a"),
                .x11(.keyRelease(keycode: Self.q)), Self.key(SDL_KEYUP, SDLK_q, KMOD_LCTRL),
            ] + qAgain
            #expect(Self.translate(steps) == [
                nil, nil, nil,
                nil, nil, nil,
                nil, nil, nil,
                nil, .key(name: "A", modifiers: .ctrl), .textInput("a"),
                nil, nil,
                nil, .key(name: "Q", modifiers: .ctrl),
            ])
        }

        /// Only a FocusIn's KeymapNotify says what was pressed elsewhere: the one X sends when the pointer enters a
        /// window that has the focus passes over nothing, so a key pressed in the window keeps repeating.
        @Test func theKeymapOfThePointerEnteringPassesOverNothing() {
            let steps: [Step] = [
                .x11(.focusIn), .x11(.keymap([])),
                .x11(.keyPress(keycode: Self.a)), Self.key(SDL_KEYDOWN, SDLK_DOWN),
                .x11(.other), .x11(.keymap([Self.a])),
                .x11(.keyPress(keycode: Self.a)), Self.key(SDL_KEYDOWN, SDLK_DOWN, repeat: true),
            ]
            #expect(Self.translate(steps) == [
                nil, nil, nil, .key(name: "Down", modifiers: []), nil, nil, nil, .key(name: "Down", modifiers: []),
            ])
        }

        /// A drag cut by hiding the window is cancelled; SDL still holds its button (the release went to another
        /// client) and so drops the next press, still reporting moves as held: the translator takes that press from
        /// its X event, and the drag that follows moves and releases as any other.
        @Test func thePressSDLDropsAfterADragCutByHidingIsTakenFromItsXEvent() {
            let steps: [Step] = [
                Self.button(SDL_MOUSEBUTTONDOWN, y: 700), Self.move(y: 600, held: true), Self.window(SDL_WINDOWEVENT_HIDDEN),
                Self.window(SDL_WINDOWEVENT_SHOWN), Self.move(y: 650, held: true),
                .x11(.leftPress(x: 240, y: 700)), Self.move(y: 500, held: true), Self.button(SDL_MOUSEBUTTONUP, y: 500),
            ]
            #expect(Self.translate(steps) == [
                .pointerDown(Point(x: 240, y: 700)), .pointerMoved(Point(x: 240, y: 600)), .pointerCancelled,
                nil, .pointerMoved(Point(x: 240, y: 650)),
                .pointerDown(Point(x: 240, y: 700)), .pointerMoved(Point(x: 240, y: 500)), .pointerUp(Point(x: 240, y: 500)),
            ])
        }

        /// A press SDL reports itself is not made twice: its X event comes first and is nothing, whether SDL held the
        /// button never, or until a release it heard.
        @Test func aPressSDLReportsIsNotTakenFromItsXEventToo() {
            let press: [Step] = [.x11(.leftPress(x: 240, y: 700)), Self.button(SDL_MOUSEBUTTONDOWN, y: 700)]
            let release = Self.button(SDL_MOUSEBUTTONUP, y: 600)
            #expect(Self.translate(press + [release] + press) == [
                nil, .pointerDown(Point(x: 240, y: 700)), .pointerUp(Point(x: 240, y: 600)), nil, .pointerDown(Point(x: 240, y: 700)),
            ])
            // A move SDL reports without the button says SDL let it go: no press is taken from X after it.
            #expect(Self.translate([Self.button(SDL_MOUSEBUTTONDOWN, y: 700), Self.window(SDL_WINDOWEVENT_HIDDEN),
                                    Self.move(y: 650, held: false)] + press).suffix(2) == [nil, .pointerDown(Point(x: 240, y: 700))])
        }

        /// The same cut drag through the app, headless: the cut drag ends as a release without velocity (no fling
        /// from its last samples), and the next drag scrolls the list and releases.
        @Test(arguments: [SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_FOCUS_LOST])
        func aDragCutByHidingTheWindowEndsAndTheNextDragScrolls(cut: SDL_WindowEventID) throws {
            let driver = try SceneDriver(["feed", "--snap", "off"])
            let list = driver.app.scene.list
            var translator = EventTranslator()
            func send(_ steps: Step...) {
                for event in Self.translate(steps, into: &translator).compactMap({ $0 }) { driver.send(event) }
            }
            func releases() -> [Double] {
                driver.events.compactMap { if case .release(_, _, let velocity) = $0 { velocity } else { nil } }
            }
            send(Self.button(SDL_MOUSEBUTTONDOWN, y: 700))
            driver.run(until: 0.05)
            send(Self.move(y: 500, held: true))  // 200 pt in 0.05 s: released, it would fling
            send(Self.window(cut))
            #expect(releases() == [0], "the cut drag released without velocity")
            driver.run(until: 1)
            let rest = list.offset
            #expect(rest == 200 && list.phase == .idle, "it rests where the drag left it: \(rest), \(list.phase)")

            send(Self.window(SDL_WINDOWEVENT_SHOWN), Self.move(y: 650, held: true), .x11(.leftPress(x: 240, y: 700)))
            driver.run(until: 1.05)
            send(Self.move(y: 600, held: true))
            driver.run(until: 1.1)
            send(Self.move(y: 500, held: true), Self.button(SDL_MOUSEBUTTONUP, y: 500))
            #expect(releases().count == 2, "the next drag released: \(releases())")
            #expect(list.offset >= rest + 200, "and scrolled the list: \(list.offset)")
        }
    }
}
