import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

/// The app without a window or canvas, driven frame by frame at 60 Hz with a virtual clock, for
/// testing scenes through the same input routing the window uses; it collects every engine and scene event.
final class SceneDriver {
    let app: DemoApp
    private(set) var events: [ScrollEvent] = []
    private(set) var sceneEvents: [SceneEvent] = []
    /// The last frame's number; its time is `frame / 60`, computed afresh so times stay exact.
    private var frame = 0
    /// The time of the last frame.
    var time: Double { Double(frame) / 60 }

    /// The app launched with `arguments` (a scene and its flags), its fields using `clipboard`.
    init(_ arguments: [String], clipboard: Clipboard = AppClipboard()) throws {
        guard case .run(let options) = ListDemoOptions.interpret(arguments) else {
            throw PlatformError("bad arguments \(arguments)")
        }
        app = DemoApp(options: options, clipboard: clipboard)
        app.eventSink = { [unowned self] in events.append($0) }
        app.sceneEventSink = { [unowned self] in sceneEvents.append($0) }
        app.frame(at: 0)
    }

    /// Runs frames every 1/60 s up to `end`.
    func run(until end: Double) {
        while Double(frame + 1) / 60 <= end + 1e-9 {
            frame += 1
            app.handleHeldInput(at: time)
            app.frame(at: time)
        }
    }

    /// Sends `event` at the current time.
    func send(_ event: InputEvent) {
        app.handle(event, at: time)
    }

    /// A click at window point (`x`, `y`).
    func click(x: Double, y: Double) {
        send(.pointerDown(Point(x: x, y: y)))
        send(.pointerUp(Point(x: x, y: y)))
    }

    /// A key press, e.g. `key("Tab", .shift)`.
    func key(_ name: String, _ modifiers: KeyModifiers = []) {
        send(.key(name: name, modifiers: modifiers))
    }

    /// The error events so far.
    var errors: [String] {
        events.compactMap { if case .error(_, let message) = $0 { message } else { nil } }
    }
}

extension DemoApp {
    /// How the scroll indicator of the scene on top looks at `time`, its list where the last frame drew it.
    func indicatorLook(at time: Double) -> ListDrawing.IndicatorLook {
        indicatorLook(at: time, mapping: shown!.top.list.mapping)
    }
}
