/// Runs the app in a real window: real input, real time, one present per display refresh (vsync,
/// or paced here when the renderer has none). When nothing moves it blocks waiting for events
/// instead of drawing (about 0 % CPU at rest).
struct WindowRunner {
    /// How long to block at most when idle, so `--duration` and timers are noticed.
    static let idleWait = 0.5

    let options: ListDemoOptions
    let assets: Assets

    func run() throws {
        let window = try Window(title: "listdemo",
                                size: Size(width: Double(options.size.width), height: Double(options.size.height)),
                                assets: assets)
        defer { window.close() }
        let clock = ContinuousClock()
        let start = clock.now
        func now() -> Double { (clock.now - start).seconds }
        let session = try RunSession(options: options, start: now())
        session.app.overlay.statistics.refreshRate = window.refreshRate
        var needsDraw = true
        // Without vsync (the software renderer) a moving list would be drawn as fast as the CPU
        // allows: frames are paced to the refresh rate, while input is still taken at once.
        let frameInterval = window.hasVSync ? 0 : 1 / window.refreshRate
        var nextFrame = 0.0
        while true {
            let time = now()
            let animating = session.app.isAnimating(at: time)
            let events: [InputEvent]
            if animating || needsDraw {
                let wait = nextFrame - time
                events = wait > 0 ? try window.waitEvents(timeout: .microseconds(Int(wait * 1_000_000)))
                    : try window.pollEvents()
            } else {
                session.app.overlay.presentsPaused()
                let wake = [session.script.nextTime, session.app.nextWakeTime, options.duration].compactMap { $0 }.min()
                let wait = min(Self.idleWait, max(0, (wake ?? .infinity) - time))
                events = try window.waitEvents(timeout: .milliseconds(Int((wait * 1000).rounded(.up))))
            }
            for event in events {
                session.app.handle(event, at: now())
                needsDraw = true
            }
            let frameTime = now()
            if session.script.nextTime.map({ $0 <= frameTime }) == true { needsDraw = true }
            try session.deliverScript(through: frameTime) { try window.setSize($0) }
            if session.isOver(at: frameTime) { break }
            guard needsDraw || session.app.isAnimating(at: frameTime) || session.app.nextWakeTime.map({ $0 <= frameTime }) == true
            else { continue }
            guard frameTime >= nextFrame else { continue }
            let (frame, work) = try session.app.overlay.timer.time(.work) {
                session.app.frame(at: frameTime)
                return try session.app.draw(on: window.canvas)
            }
            try session.frameDrawn(frame, work: work, canvas: window.canvas, live: true)
            try window.canvas.present()
            // The interval the overlay plots is between presents, which vsync paces.
            session.app.overlay.framePresented(at: now(), work: work)
            // On the refresh grid when on time, so frames do not drift late; from now when behind.
            nextFrame = nextFrame + frameInterval > frameTime ? nextFrame + frameInterval : frameTime + frameInterval
            needsDraw = false
        }
        // Read the screenshot from a freshly drawn frame: presenting may discard the back buffer.
        if options.screenshot != nil { try session.app.draw(on: window.canvas) }
        try session.finish(canvas: window.canvas)
        window.leaveForExit()
    }
}
