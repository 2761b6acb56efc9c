import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

/// The app headless with a real canvas, so text is measured and drawn as in a run: frames every
/// 1/60 s of a virtual clock, a script's inputs delivered as the headless runner delivers them,
/// and every engine event and drawn frame kept for the test to read.
final class HeadlessDriver {
    let session: RunSession
    var app: DemoApp { session.app }
    private(set) var canvas: Canvas
    private(set) var events: [ScrollEvent] = []
    /// What each frame drew, in order (what the trace records); with `--compare`, the left half's.
    private(set) var frames: [ListView.Frame] = []
    /// What each frame drew in each pane (one, or the two halves of `--compare`), in order.
    private(set) var paneFrames: [[ListView.Frame]] = []
    /// The number of frames drawn; the next one is at `frameCount / 60`.
    private(set) var frameCount = 0

    /// The app launched with `arguments` (a scene and its flags) playing `script`; `asksBeforeQuitting` runs it as a
    /// window would (quitting with unwritten edits asks first, `QuitDialog`), still on the off-screen canvas.
    init(_ arguments: [String], script: String? = nil, asksBeforeQuitting: Bool = false) throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        guard case .run(var options) = ListDemoOptions.interpret(arguments + ["--headless"]) else {
            throw PlatformError("bad arguments \(arguments)")
        }
        options.headless = !asksBeforeQuitting
        session = try RunSession(options: options, script: try script.map { try Script.parse($0) },
                                 timer: .fixed(work: 0.001, overlay: 0.0001))
        canvas = try Canvas(size: session.content.windowSize, scale: session.setup.scale.factor,
                            assets: PlatformTestSupport.assets())
        session.app.eventSink = { [unowned self] in events.append($0) }
    }

    /// The time of the next frame.
    var time: Double { Double(frameCount) / 60 }

    /// Delivers the script's inputs due by the next frame's time, then computes and draws that frame.
    func step() throws {
        let time = self.time
        let drawn = try session.drawFrame(at: time, on: { canvas }) { size in
            canvas = try Canvas(size: size, scale: session.setup.scale.factor, assets: PlatformTestSupport.assets())
            return size
        }.drawn.frames
        frames.append(drawn[0])
        paneFrames.append(drawn)
        frameCount += 1
    }

    /// Draws frames up to and including time `end`.
    func run(until end: Double) throws {
        while time <= end + 1e-9 { try step() }
    }

    /// The rows reported as willDisplay at time `t`, in order.
    func displayed(at t: Double) -> [ScrollCore.ListIndexPath] {
        events.compactMap { if case .willDisplay(t, let indexPath) = $0 { indexPath } else { nil } }
    }
}
