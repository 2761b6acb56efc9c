import CSDL2
import FoundationEssentials
import Glibc

/// A desktop window with its canvas and its input: resizable, HiDPI-aware, 480×800 points by
/// default. Create, draw, pump events and close it on one thread (the app's main thread).
///
/// HiDPI: under Wayland SDL sizes the window in points and gives a drawable of the compositor's
/// scale, which the canvas takes as it is. SDL's X11 driver knows no scale (its window
/// coordinates are pixels), so there the window chooses one (`--scale`, or the desktop's as GTK
/// and Qt read it: `DisplayScale.desktop`), opens `points × scale` pixels and divides what SDL
/// reports by it: everything past the window is in points.
public final class Window {
    /// The canvas that draws into this window; it follows the window's size and scale.
    public let canvas: Canvas
    /// SDL's name for the renderer in use ("software", "opengl", …), for logs and overlays.
    public let rendererName: String
    /// SDL's video driver ("x11", "wayland", …).
    public let videoDriver: String
    /// Whether `canvas.present()` waits for the display's vertical refresh.
    public let hasVSync: Bool
    /// A line for standard error when the scale asked for was not used (a desktop setting out of
    /// range, or `--scale` under a driver that scales itself); nil when all went as asked.
    public let scaleWarning: String?

    /// SDL's window (nil once closed); `Window+Display` reads its display through it.
    private(set) var window: OpaquePointer?
    private var translator = EventTranslator()
    /// The scale the window chose itself (X11), or nil when the video driver's drawable gives it.
    private let chosenScale: Double?
    /// What chose the scale: "--scale", "GDK_SCALE", "Xft.dpi 192", "wayland", …
    let scaleSource: String
    /// Reused between calls, so pumping events allocates nothing once it has grown.
    private var events: [InputEvent] = []
    /// When each event the last `pollEvents` or `waitEvents` returned happened, in the same order:
    /// the X server's or the Wayland compositor's time for X11's keys and pointer and Wayland's
    /// pointer, else SDL's `SDL_GetTicks()` when it took the event from the window system
    /// (`InputClock` places them on the app's clock, read against `ticks`).
    public private(set) var stamps: [EventStamp] = []
    /// When input happened, as the window system says.
    private var inputTimes = PlatformInputTimes()
    /// The title the window shows.
    public private(set) var title: String
    /// The smallest size the app lays out at, in points: a window manager is asked not to make the
    /// window smaller, and one that does anyway (or none, as under Xvfb) gets a window whose layout
    /// is cut off at its edges rather than squeezed until its parts overlap, as GTK does.
    public let minimumSize: Size
    /// The largest side in SDL's window units: a window manager is asked not to go beyond it, and
    /// a resize past it (none is asked without one: `xdotool windowsize 32767 32767`) is undone
    /// before anything is drawn, so no frame ever allocates more than `InputLimits.pixelSide` allows.
    private var largestUnits = InputLimits.pixelSide.upperBound
    /// The pointer's shape now, and SDL's system cursors made for it so far (freed by `close`).
    private var pointerShape = PointerShape.arrow
    private var cursors: [PointerShape: OpaquePointer] = [:]

    /// Opens a window titled `title` of `size` points at `scale` — no larger than the display's
    /// usable area (its panels left out) and centred in it, so its bar is on screen —, laid out at
    /// least `minimumSize`, drawing with `renderer` (or,
    /// when that cannot draw under this video driver, with the first of SDL's others that can);
    /// throws one line ("no display …") when there is no display to open it on, including when SDL
    /// would fall back to a driver that shows nothing (`DisplayCheck`; `environment` is the
    /// process's, which `--scale auto` reads too). Text is drawn in `faces`, or the bundled faces in `assets`.
    public init(title: String = "listdemo", size: Size = Size(width: 480, height: 800), minimumSize: Size = Size(width: 1, height: 1),
                scale option: ScaleOption = .auto, renderer preference: RendererPreference = .fromEnvironment(), assets: Assets,
                faces: FontFaces? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        if let problem = DisplayCheck.problem(environment: environment) {
            throw PlatformError(problem)
        }
        // Titles are UTF-8 ("Feed — listdemo"): SDL's X11 backend converts them through the C
        // library's character type, which is ASCII until set (em dashes came out as mojibake in
        // WM_NAME and _NET_WM_NAME stayed stale). Only LC_CTYPE: numbers keep the C locale's format.
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "") }
        // Over the environment's variable: an empty SDL_VIDEODRIVER names no driver, yet SDL would read it before a hint.
        if let driver = DisplayCheck.videoDriver(environment: environment) {
            _ = SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, driver, SDL_HINT_OVERRIDE)
        }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            let drivers = (0..<max(0, SDL_GetNumVideoDrivers())).compactMap { SDL_GetVideoDriver($0).map { String(cString: $0) } }
            throw PlatformError(DisplayCheck.startFailure(environment: environment, sdlError: String(cString: SDL_GetError()),
                                                          videoDrivers: drivers))
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
        if let problem = DisplayCheck.problem(driver: driver, environment: environment) {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw PlatformError(problem)
        }
        videoDriver = driver ?? "unknown"
        (chosenScale, scaleSource, scaleWarning) = Window.chooseScale(option, driver: videoDriver, environment: environment)
        translator.windowUnitsPerPoint = chosenScale ?? 1
        let unitsPerPoint = translator.windowUnitsPerPoint
        let usable = Window.usableBounds()
        let units = (width: (size.width * unitsPerPoint).rounded(), height: (size.height * unitsPerPoint).rounded())
        guard let width = Int32(exactly: units.width), let height = Int32(exactly: units.height),
              InputLimits.pixelSide.contains(Int(width)), InputLimits.pixelSide.contains(Int(height)) else {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            let scale = DisplayScale(factor: chosenScale ?? 1, source: scaleSource)
            throw PlatformError("cannot open a window of \(size) points at scale \(scale): each side must be "
                                + "\(InputLimits.pixelSide.lowerBound) to \(InputLimits.pixelSide.upperBound) pixels")
        }
        self.title = title
        // The click that gives the window the keyboard focus acts too, as on an unfocused GTK or Qt window on X11.
        // SDL's X11 backend otherwise drops a press it handles within 10 ms of a FocusIn (timed by its own clock when it
        // handles them), so a press handled in one pass with the focus it brought, as a loaded machine hands them over,
        // was lost. The environment's own SDL_MOUSE_FOCUS_CLICKTHROUGH wins (SDL then refuses this one), as SDL means it to.
        _ = SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        self.minimumSize = minimumSize
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        // What the display's usable area allows: a window asked for larger (480 × 800 points at
        // --scale 4 is 1920 × 3200 pixels) would open with its bar above the screen.
        let fitted = (width: usable.map { min(width, $0.w) } ?? width, height: usable.map { min(height, $0.h) } ?? height)
        let position = (x: usable.map { $0.x + ($0.w - fitted.width) / 2 } ?? CSDL2_WINDOWPOS_CENTERED,
                        y: usable.map { $0.y + ($0.h - fitted.height) / 2 } ?? CSDL2_WINDOWPOS_CENTERED)
        guard let window = SDL_CreateWindow(title, position.x, position.y, fitted.width, fitted.height, flags) else {
            let error = PlatformError.sdl("cannot open a window")
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        do {
            let renderer = try Window.makeRenderer(for: window, preference)
            var info = SDL_RendererInfo()
            if SDL_GetRendererInfo(renderer, &info) < 0 {
                let error = PlatformError.sdl("cannot describe the renderer")
                SDL_DestroyRenderer(renderer)
                throw error
            }
            rendererName = String(cString: info.name)
            // Size hints in SDL's window units; the drawable's pixels per unit are known only now
            // (Wayland's compositor scale), and the largest side keeps the drawable within
            // `InputLimits.pixelSide`. The minimum never exceeds the usable area it must fit in.
            var drawable = (width: Int32(0), height: Int32(0))
            SDL_GetRendererOutputSize(renderer, &drawable.width, &drawable.height)
            let pixelsPerUnit = max(1, Double(drawable.width) / Double(max(1, fitted.width)))
            largestUnits = Int(Double(InputLimits.pixelSide.upperBound) / pixelsPerUnit)
            let largest = Int32(largestUnits)
            SDL_SetWindowMaximumSize(window, largest, largest)
            let least = (width: Int32(min(Double(largest), (minimumSize.width * unitsPerPoint).rounded(.up))),
                         height: Int32(min(Double(largest), (minimumSize.height * unitsPerPoint).rounded(.up))))
            SDL_SetWindowMinimumSize(window, usable.map { min(least.width, $0.w) } ?? least.width,
                                     usable.map { min(least.height, $0.h) } ?? least.height)
            // SDL's software renderer reports PRESENTVSYNC but presents without waiting.
            hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
                && info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0
            // The window manager may not grant the size asked for; the canvas takes the real one.
            canvas = try Canvas(windowRenderer: renderer,  // owns the renderer now, even on failure
                                size: Window.pointSize(of: window, unitsPerPoint: unitsPerPoint),
                                scale: chosenScale, faces: faces ?? .bundled(assets))
        } catch {
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        self.window = window
        inputTimes.listen(to: window, videoDriver: videoDriver)
    }

    deinit {
        close()
    }

    /// SDL's clock now (`SDL_GetTicks()`, milliseconds, wrapping after 49 days): what `stamps` are read against.
    public var ticks: UInt32 { SDL_GetTicks() }

    /// The monotonic and wall clocks now in milliseconds, wrapping as X's and Wayland's 32-bit event times
    /// do: what their stamps are read against when they count on one of them.
    var platformClocks: PlatformClocks { PlatformInputTimes.clocksNow }

    /// Every event waiting now, without blocking (for frames while something moves).
    ///
    /// The returned array reuses the window's buffer: let it go before the next call and pumping
    /// allocates nothing.
    public func pollEvents() throws -> [InputEvent] {
        events.removeAll(keepingCapacity: true)
        stamps.removeAll(keepingCapacity: true)
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            try handle(event)
        }
        inputTimes.receiveWaylandPointer()
        return events
    }

    /// Sleeps until an event arrives or `timeout` passes (0% CPU while nothing moves), then
    /// returns every event waiting; empty after a timeout. SDL reports its rare internal errors
    /// here as a timeout too, which the next call repeats harmlessly.
    public func waitEvents(timeout: Duration) throws -> [InputEvent] {
        events.removeAll(keepingCapacity: true)
        stamps.removeAll(keepingCapacity: true)
        let (seconds, attoseconds) = timeout.components
        let milliseconds = Int32(clamping: max(0, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, milliseconds) != 0 {
            try handle(event)
            while SDL_PollEvent(&event) != 0 {
                try handle(event)
            }
        }
        inputTimes.receiveWaylandPointer()
        return events
    }

    /// Titles the window `title` (a scene pushed or popped); the same title again costs nothing.
    public func setTitle(_ title: String) {
        guard let window, title != self.title else { return }
        self.title = title
        SDL_SetWindowTitle(window, title)
    }

    /// Gives the desktop `image` as the window's icon (`_NET_WM_ICON` on X11, what a task bar and
    /// Alt+Tab show). SDL copies the pixels. A window that cannot take one keeps the desktop's
    /// default: a cosmetic loss, not worth stopping the app for.
    public func setIcon(_ image: RGBAImage) {
        guard let window, image.width > 0, image.height > 0 else { return }
        var pixels = image.pixels
        pixels.withUnsafeMutableBytes { bytes in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                bytes.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
                SDL_PIXELFORMAT_ARGB8888.rawValue) else { return }
            SDL_SetWindowIcon(window, surface)
            SDL_FreeSurface(surface)
        }
    }

    /// Shows the pointer as `shape` over the window (an I-beam over text fields); the same shape
    /// again costs nothing. SDL's system cursors are made once, on first use. If SDL cannot make
    /// one, the pointer keeps its shape: a cosmetic loss, not worth stopping the app for.
    public func setPointerShape(_ shape: PointerShape) {
        guard window != nil, shape != pointerShape else { return }
        let cursor = cursors[shape] ?? SDL_CreateSystemCursor(shape == .text ? SDL_SYSTEM_CURSOR_IBEAM : SDL_SYSTEM_CURSOR_ARROW)
        guard let cursor else { return }
        cursors[shape] = cursor
        pointerShape = shape
        SDL_SetCursor(cursor)
    }

    /// Resizes the window to `size` points (a script's `resize`) and returns the size the app lays
    /// out at. The window manager, if any, may refuse, and SDL keeps to the size hints; the canvas
    /// follows what the window reports, and so does the `resized` event after.
    public func setSize(_ size: Size) throws -> Size {
        guard let window else { throw PlatformError("cannot resize a closed window") }
        guard let width = Int32(exactly: size.width.rounded()), let height = Int32(exactly: size.height.rounded()),
              width > 0, height > 0 else { throw PlatformError("cannot resize the window to \(size) points") }
        let units = translator.windowUnitsPerPoint
        guard let unitWidth = Int32(exactly: (Double(width) * units).rounded()),
              let unitHeight = Int32(exactly: (Double(height) * units).rounded()),
              InputLimits.pixelSide.contains(Int(unitWidth)), InputLimits.pixelSide.contains(Int(unitHeight)) else {
            throw PlatformError("cannot resize the window to \(size) points at scale \(DisplayScale.format(units)): each side must be "
                                + "\(InputLimits.pixelSide.lowerBound) to \(InputLimits.pixelSide.upperBound) pixels")
        }
        SDL_SetWindowSize(window, unitWidth, unitHeight)
        try canvas.windowDidResize(to: Window.pointSize(of: window, unitsPerPoint: units), scale: chosenScale)
        return layoutSize
    }

    /// Lets the process exit with the window still open, releasing only the canvas, for the
    /// app's normal quit. SDL 2.26's X11 backend wakes a blocked wait by sending a message to the
    /// window over a second X connection; if the window is destroyed before the server delivers
    /// one, closing that connection reports BadWindow, and Xlib's default handler then exits with
    /// status 1 — after a clean Ctrl+Q. The operating system closes the window with the process.
    public func leaveForExit() {
        guard window != nil else { return }
        canvas.close()
        window = nil
    }

    /// Closes the window: the canvas's textures and renderer first, then the window, then SDL's
    /// video subsystem. Drawing afterwards throws. Safe to call twice.
    public func close() {
        guard let window else { return }
        canvas.close()
        for cursor in cursors.values { SDL_FreeCursor(cursor) }
        cursors = [:]
        inputTimes.stop()
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        self.window = nil
    }

    private func handle(_ event: SDL_Event) throws {
        inputTimes.takeWindowSystemEvent(event)
        guard var input = translator.translate(event, windowSize: canvas.size) else { return }
        if case .resized(let newSize) = input {
            let units = (width: Int(event.window.data1), height: Int(event.window.data2))
            if let window, units.width > largestUnits || units.height > largestUnits {
                // Undone before any frame allocates it; the size SDL then reports comes as its own event.
                SDL_SetWindowSize(window, Int32(min(units.width, largestUnits)), Int32(min(units.height, largestUnits)))
                return
            }
            try canvas.windowDidResize(to: newSize, scale: chosenScale)
            input = .resized(layoutSize(for: newSize))
        }
        events.append(input)
        stamps.append(inputTimes.time(of: event).map(EventStamp.platform) ?? .queued(event.common.timestamp))
    }
}
