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
    /// Where each frame drew the overlay's panel (nil: not drawn), in order.
    private(set) var overlayPanels: [Rect?] = []
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
        // As the headless runner does: the overlay's budget is one refresh at --fps.
        session.content.overlay.statistics.refresh = session.setup.refresh
    }

    /// The time of the next frame.
    var time: Double { Double(frameCount) / 60 }

    /// Delivers the script's inputs due by the next frame's time, then computes and draws that frame; `presenting`, it
    /// is then presented as the headless runner presents it (a `stall` late), so the overlay measures it.
    func step(presenting: Bool = false) throws {
        let time = self.time
        let (drawn, work) = try session.drawFrame(at: time, on: { canvas }) { size in
            canvas = try Canvas(size: size, scale: session.setup.scale.factor, assets: PlatformTestSupport.assets())
            return size
        }
        frames.append(drawn.frames[0])
        paneFrames.append(drawn.frames)
        overlayPanels.append(drawn.overlay?.frame)
        frameCount += 1
        if presenting {
            let stall = try session.frameDrawn(canvas: canvas)
            try session.framePresented(drawn, work: work, at: time + stall)
        }
    }

    /// Draws frames up to and including time `end` (`presenting` them as `step` says).
    func run(until end: Double, presenting: Bool = false) throws {
        while time <= end + 1e-9 { try step(presenting: presenting) }
    }

    /// The rows reported as willDisplay at time `t`, in order.
    func displayed(at t: Double) -> [ScrollCore.ListIndexPath] {
        events.compactMap { if case .willDisplay(t, let indexPath) = $0 { indexPath } else { nil } }
    }
}
