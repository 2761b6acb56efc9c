import CInputTime
import CSDL2
import Glibc

/// When input happened, as the window system says, for the events SDL 2 stamps only when it reads
/// them (`InputClock` places either on the app's clock). X11's key and pointer events carry the
/// server's time, which SDL passes on only inside the `SDL_SYSWMEVENT` it sends just before the
/// events it makes of each core X event — and, for the pointer's moves, which SDL 2.26 takes from
/// XInput2, in the one it sends after the move, read by an event watch inside SDL's handler
/// (`cit_x11_watch`), the only place its data lives; Wayland's pointer events carry the
/// compositor's, heard on a pointer of the app's own on SDL's connection (`cit_wayland_listen`) and
/// paired with SDL's by `WaylandPointerTimes`. Owned by a `Window`, on its thread.
struct PlatformInputTimes {
    /// The X server's time of the input event SDL is making its events of; nil after any other X event.
    private var x11InputTime: UInt32?
    /// Whether an event watch reads the server's time of XInput2's moves.
    private var x11MotionWatch = false
    /// The compositor's own pointer events under Wayland, to pair with SDL's; nil elsewhere.
    private var waylandPointer: WaylandPointerTimes?
    /// `cit_wayland_take`'s buffer.
    private var waylandEvents = [cit_pointer_event](repeating: cit_pointer_event(), count: 64)

    /// The monotonic and wall clocks now, in milliseconds wrapping at 32 bits as X's and Wayland's event times do.
    static var clocksNow: PlatformClocks {
        func milliseconds(_ clock: clockid_t) -> UInt32 {
            var now = timespec()
            clock_gettime(clock, &now)
            return UInt32(truncatingIfNeeded: Int64(now.tv_sec) &* 1000 &+ Int64(now.tv_nsec) / 1_000_000)
        }
        return PlatformClocks(monotonic: milliseconds(CLOCK_MONOTONIC), realtime: milliseconds(CLOCK_REALTIME))
    }

    /// Starts reading the window system's times for `window` under `videoDriver`; elsewhere (or where
    /// Wayland's seat has no pointer) events keep SDL's stamps.
    mutating func listen(to window: OpaquePointer, videoDriver: String) {
        if videoDriver == "x11" {
            _ = SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
            x11MotionWatch = cit_x11_watch(window) == 1
        } else if videoDriver == "wayland", cit_wayland_listen(window) == 1 {
            waylandPointer = WaylandPointerTimes()
        }
    }

    /// Stops reading, before SDL's video subsystem quits.
    mutating func stop() {
        if x11MotionWatch { cit_x11_unwatch() }
        x11MotionWatch = false
    }

    /// Takes `event` when it is the window system's own (an `SDL_SYSWMEVENT`), keeping its time for
    /// the events SDL makes of it (and for the press the app makes of it when SDL drops one: `EventTranslator`).
    mutating func takeWindowSystemEvent(_ event: SDL_Event) {
        guard event.type == SDL_SYSWMEVENT.rawValue else { return }
        var event = event
        var time: UInt32 = 0
        x11InputTime = cit_x11_input_time(&event, &time) == 1 ? time : nil
    }

    /// The window system's time for `event`, when it gives one: X11's for keys, text, buttons (and a press
    /// the app takes from the X event itself, which SDL dropped), the wheel and moves (XInput2's as the watch read them, else made of the core X event whose time came
    /// just before), Wayland's for moves and buttons.
    mutating func time(of event: SDL_Event) -> UInt32? {
        let type = SDL_EventType(event.type)
        if x11MotionWatch, type == SDL_MOUSEMOTION {
            var motion = event.motion
            var time: UInt32 = 0
            switch cit_x11_motion_time(&motion, &time) {
            case 1: return time
            // An XInput2 move without its time: the last core event's (a press) is older; SDL's stamp stands.
            case -1: return nil
            default: break
            }
        }
        if let x11InputTime {
            switch type {
            case SDL_KEYDOWN, SDL_KEYUP, SDL_TEXTINPUT, SDL_MOUSEMOTION, SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEWHEEL,
                 SDL_SYSWMEVENT:
                return x11InputTime
            default:
                return nil
            }
        }
        guard waylandPointer != nil, type == SDL_MOUSEMOTION || type == SDL_MOUSEBUTTONDOWN || type == SDL_MOUSEBUTTONUP
        else { return nil }
        receiveWaylandPointer()
        if type == SDL_MOUSEMOTION { return waylandPointer?.motion(x: event.motion.x, y: event.motion.y) }
        return waylandPointer?.button(event.button.button, pressed: type == SDL_MOUSEBUTTONDOWN)
    }

    /// Moves the compositor's pointer events that SDL's reads have queued into `waylandPointer`.
    mutating func receiveWaylandPointer() {
        guard waylandPointer != nil else { return }
        while true {
            let count = Int(waylandEvents.withUnsafeMutableBufferPointer {
                cit_wayland_take($0.baseAddress, Int32($0.count))
            })
            waylandPointer?.receive(waylandEvents.prefix(count).lazy.map { event in
                let kind: WaylandPointerTimes.Event.Kind = switch event.kind {
                case CIT_MOTION: .motion(x: event.x, y: event.y)
                case CIT_PRESS: .press(button: event.button)
                default: .release(button: event.button)
                }
                return WaylandPointerTimes.Event(kind: kind, time: event.time)
            })
            if count < waylandEvents.count { return }
        }
    }
}
