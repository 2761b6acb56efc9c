import FoundationEssentials
import Glibc

/// Runs the app in a real window: real input, real time, one present per display refresh (vsync,
/// or paced here when the renderer has none). Each frame is computed for the time it is expected
/// to be shown (`PresentationSchedule`) and records when it really was. When nothing moves it
/// blocks waiting for events instead of drawing (about 0 % CPU at rest). Input takes the time SDL
/// stamped it with (`InputClock`), and the pacing waits on the event queue rather than sleeping,
/// so events that arrive between frames are stamped as they come instead of all at the next frame.
struct WindowRunner {
    /// How long to block at most when idle, so `--duration` and timers are noticed.
    static let idleWait = 0.5

    let options: ListDemoOptions
    let assets: Assets

    /// Runs until the window closes; returns why edits made in the run are on no disk, if they are (`RunSession.finish`).
    func run() throws -> String? {
        // Before anything starts a thread: a bus that does not answer is hidden from SDL through the environment.
        let (environment, busWarnings) = BusGate.admit(environment: ProcessInfo.processInfo.environment)
        for warning in busWarnings { StandardError.writeLine(warning) }
        // The desktop's settings, read before the window opens so its first frame already follows them.
        let portal = SettingsPortal(environment: environment)
        func desktopLook() -> Look {
            Look(appearance: options.appearance, reduceMotion: options.reduceMotion,
                 desktop: portal?.settings ?? DesktopSettings(), gtkTheme: environment["GTK_THEME"])
        }
        let window = try Window(title: "listdemo", size: options.size, minimumSize: Theme.minimumWindowSize,
                                scale: options.scale, assets: assets,
                                faces: FontFaces(options.font ?? .bundled, assets: assets,
                                                 desktopFontName: portal?.settings.fontName, environment: environment))
        defer { window.close() }
        Termination.runStarted()
        if let warning = window.scaleWarning { StandardError.writeLine(warning) }
        window.setIcon(try ShapeRasterizer.rasterize(AppIcon.shape(tint: Theme.light.tint), scale: 1))
        // The window may open smaller than asked (fitted to the display) or be laid out larger (its minimum).
        var options = options
        options.size = window.layoutSize
        let clock = ContinuousClock()
        let start = clock.now
        func now() -> Double { (clock.now - start).seconds }
        let session = try RunSession(options: options, setup: window.setup, start: now(),
                                     clipboard: SystemClipboard(videoDriver: window.videoDriver), look: desktopLook())
        session.textMetrics = window.canvas
        let refresh = session.setup.refresh
        session.content.overlay.statistics.refresh = refresh
        window.setTitle(session.content.windowTitle)
        var needsDraw = true
        // Without vsync (the software renderer) a moving list would be drawn as fast as the CPU
        // allows: frames are presented at their target refreshes, while input is still taken at once.
        var schedule = PresentationSchedule(interval: refresh.budget, followsPresents: window.hasVSync)
        var inputClock = InputClock(start: now())
        /// Events taken from the queue and not yet given to the app, with their times.
        var received: [(event: InputEvent, time: Double)] = []
        /// `inputClock`'s times for the events of one pump, reused.
        var times: [Double] = []
        func receive(_ events: [InputEvent]) {
            let (ticksNow, platformNow, time) = (window.ticks, window.platformClocks, now())
            inputClock.place(window.stamps, ticksNow: ticksNow, platformNow: platformNow, now: time, into: &times)
            for (event, time) in zip(events, times) { received.append((event, time)) }
        }
        let accessibility = AccessibilityBridge(app: session.app, environment: environment, now: now)
        while true {
            if accessibility.serve() { needsDraw = true }
            // What the desktop changed since (SettingChanged, or a first answer that came late), without waiting.
            if portal?.serve() == true, session.apply(desktopLook(), at: now()) { needsDraw = true }
            let time = now()
            let animating = session.content.isAnimating(at: time)
            if animating || needsDraw {
                let wait = (schedule.nextWorkStart ?? time) - time
                receive(wait > 0 ? try window.waitEvents(timeout: .microseconds(Int(wait * 1_000_000)))
                    : try window.pollEvents())
            } else {
                session.content.overlay.presentsPaused()
                schedule.pause()
                let wake = [session.script.nextTime, session.content.nextWakeTime, options.duration].compactMap { $0 }.min()
                let wait = min(Self.idleWait, max(0, (wake ?? .infinity) - time))
                receive(try accessibility.waitingIdle(atMost: wait) {
                    try window.waitEvents(timeout: .milliseconds(Int(($0 * 1000).rounded(.up))))
                })
            }
            for (event, time) in received {
                session.handle(event, at: time)
                needsDraw = true
            }
            received.removeAll(keepingCapacity: true)
            window.setPointerShape(session.app.pointerShape)
            let workStart = now()
            if session.isOver(at: workStart) { break }
            if session.script.nextTime.map({ $0 <= workStart }) == true { needsDraw = true }
            guard needsDraw || session.content.isAnimating(at: workStart)
                    || session.content.nextWakeTime.map({ $0 <= workStart }) == true
            else { continue }
            guard workStart >= schedule.nextWorkStart ?? workStart else { continue }
            let target = schedule.target(startingAt: workStart)
            let (frames, work) = try session.drawFrame(at: target, on: { window.canvas }) { try window.setSize($0) }
            window.setTitle(session.content.windowTitle)
            let stall = try session.frameDrawn(canvas: window.canvas)
            if !window.hasVSync || stall > 0 {
                try Self.wait(until: schedule.presentStart(for: target) + stall, now: now) {
                    receive(try window.waitEvents(timeout: $0))
                }
            }
            let presentStart = now()
            try window.canvas.present()
            let presentTime = now()
            schedule.presentTook(presentTime - presentStart)
            schedule.presented(target: target, at: presentTime, work: work)
            try session.framePresented(frames, work: work, at: presentTime, live: true)
            if let shown = session.app.shown { accessibility.update(frame: shown, window: window) }
            needsDraw = false
        }
        // Read the screenshot from a freshly drawn frame: presenting may discard the back buffer.
        if options.screenshot != nil { _ = try session.content.drawWindow(on: window.canvas) }
        let unwritten = try session.finish(canvas: window.canvas)
        window.leaveForExit()
        return unwritten
    }

    /// SDL waits in whole milliseconds; the last stretch of a wait is slept to the microsecond.
    private static let finestEventWait = 0.0015

    /// Waits until `time` on the runner's clock (a target refresh, or a script's stall), taking
    /// events as they arrive through `waitEvents` (given at most how long to wait), then sleeping
    /// the last part precisely.
    private static func wait(until time: Double, now: () -> Double, waitEvents: (Duration) throws -> Void) rethrows {
        var left = time - now()
        while left > finestEventWait {
            try waitEvents(.milliseconds(Int((left - finestEventWait / 3) * 1000)))
            left = time - now()
        }
        while left > 0 {
            var request = timespec(tv_sec: Int(left), tv_nsec: Int((left - left.rounded(.down)) * 1e9))
            nanosleep(&request, nil)
            left = time - now()
        }
    }
}
