import CSDL2
import FoundationEssentials
import Glibc

/// A desktop window with its canvas and its input: resizable, HiDPI-aware, 480×800 points by
/// default. Create, draw, pump events and close it on one thread (the app's main thread).
public final class Window {
    /// The canvas that draws into this window; it follows the window's size and scale.
    public let canvas: Canvas
    /// SDL's name for the renderer in use ("software", "opengl", …), for logs and overlays.
    public let rendererName: String
    /// Whether `canvas.present()` waits for the display's vertical refresh.
    public let hasVSync: Bool

    private var window: OpaquePointer?
    private var translator = EventTranslator()
    /// Reused between calls, so pumping events allocates nothing once it has grown.
    private var events: [InputEvent] = []
    /// The title the window shows.
    public private(set) var title: String

    /// Opens a window titled `title` of `size` points, drawing with `renderer`; throws one line
    /// ("no display …") when there is no display to open it on, including when SDL would fall back to
    /// a driver that shows nothing (`DisplayCheck`; `environment` is the process's).
    public init(title: String = "listdemo", size: Size = Size(width: 480, height: 800),
                renderer preference: RendererPreference = .fromEnvironment(), assets: Assets,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard let width = Int32(exactly: size.width.rounded()), let height = Int32(exactly: size.height.rounded()),
              width > 0, height > 0 else {
            throw PlatformError("cannot open a window of \(size) points")
        }
        if let problem = DisplayCheck.problem(environment: environment) {
            throw PlatformError(problem)
        }
        // Titles are UTF-8 ("Feed — listdemo"): SDL's X11 backend converts them through the C
        // library's character type, which is ASCII until set (em dashes came out as mojibake in
        // WM_NAME and _NET_WM_NAME stayed stale). Only LC_CTYPE: numbers keep the C locale's format.
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "") }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            throw PlatformError.sdl("cannot open a window: no display (set DISPLAY or use --headless)")
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
        if let problem = DisplayCheck.problem(driver: driver, environment: environment) {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw PlatformError(problem)
        }
        self.title = title
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow(title, CSDL2_WINDOWPOS_CENTERED, CSDL2_WINDOWPOS_CENTERED,
                                            width, height, flags) else {
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
            // SDL's software renderer reports PRESENTVSYNC but presents without waiting.
            hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
                && info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0
            // The window manager may not grant the size asked for; the canvas takes the real one.
            var actualWidth: Int32 = 0
            var actualHeight: Int32 = 0
            SDL_GetWindowSize(window, &actualWidth, &actualHeight)
            canvas = try Canvas(windowRenderer: renderer,  // owns the renderer now, even on failure
                                size: Size(width: Double(actualWidth), height: Double(actualHeight)), assets: assets)
        } catch {
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        self.window = window
    }

    deinit {
        close()
    }

    /// The window's size in points (the canvas's size).
    public var size: Size { canvas.size }

    /// Pixels per point: 2 on a HiDPI display.
    public var scale: Double { canvas.scale }

    /// The display's refresh rate in Hz, read afresh (the window may move between displays);
    /// 60 when SDL does not know it (as under Xvfb).
    public var refreshRate: Double {
        guard let window else { return 60 }
        var mode = SDL_DisplayMode()
        if SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 {
            return Double(mode.refresh_rate)
        }
        let display = SDL_GetWindowDisplayIndex(window)
        if display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 {
            return Double(mode.refresh_rate)
        }
        return 60
    }

    /// Every event waiting now, without blocking (for frames while something moves).
    ///
    /// The returned array reuses the window's buffer: let it go before the next call and pumping
    /// allocates nothing.
    public func pollEvents() throws -> [InputEvent] {
        events.removeAll(keepingCapacity: true)
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            try handle(event)
        }
        return events
    }

    /// Sleeps until an event arrives or `timeout` passes (0% CPU while nothing moves), then
    /// returns every event waiting; empty after a timeout. SDL reports its rare internal errors
    /// here as a timeout too, which the next call repeats harmlessly.
    public func waitEvents(timeout: Duration) throws -> [InputEvent] {
        events.removeAll(keepingCapacity: true)
        let (seconds, attoseconds) = timeout.components
        let milliseconds = Int32(clamping: max(0, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, milliseconds) != 0 {
            try handle(event)
            while SDL_PollEvent(&event) != 0 {
                try handle(event)
            }
        }
        return events
    }

    /// Titles the window `title` (a scene pushed or popped); the same title again costs nothing.
    public func setTitle(_ title: String) {
        guard let window, title != self.title else { return }
        self.title = title
        SDL_SetWindowTitle(window, title)
    }

    /// Resizes the window to `size` points (a script's `resize`). The window manager, if any, may
    /// refuse; the canvas follows what the window reports, and so does the `resized` event after.
    public func setSize(_ size: Size) throws {
        guard let window else { throw PlatformError("cannot resize a closed window") }
        guard let width = Int32(exactly: size.width.rounded()), let height = Int32(exactly: size.height.rounded()),
              width > 0, height > 0 else { throw PlatformError("cannot resize the window to \(size) points") }
        SDL_SetWindowSize(window, width, height)
        var actual: (Int32, Int32) = (0, 0)
        SDL_GetWindowSize(window, &actual.0, &actual.1)
        try canvas.windowDidResize(to: Size(width: Double(actual.0), height: Double(actual.1)))
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
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        self.window = nil
    }

    private func handle(_ event: SDL_Event) throws {
        guard let input = translator.translate(event, windowSize: canvas.size) else { return }
        if case .resized(let newSize) = input {
            try canvas.windowDidResize(to: newSize)
        }
        events.append(input)
    }

    /// The renderer `preference` asks for, or the software renderer when a GPU one fails.
    private static func makeRenderer(for window: OpaquePointer, _ preference: RendererPreference) throws -> OpaquePointer {
        if case .accelerated(let driver) = preference {
            try setHint(SDL_HINT_RENDER_DRIVER, driver ?? "")
            let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
            if let renderer = SDL_CreateRenderer(window, -1, flags) {
                return renderer
            }
        }
        // Without a GPU, SDL would otherwise back the window's framebuffer with an OpenGL
        // texture (llvmpipe); "0" keeps it on the native (X11 shared-memory) framebuffer.
        try setHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        try setHint(SDL_HINT_RENDER_DRIVER, "software")
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw PlatformError.sdl("cannot create a renderer for the window")
        }
        return renderer
    }

    private static func setHint(_ name: String, _ value: String) throws {
        guard SDL_SetHint(name, value) == SDL_TRUE else {
            throw PlatformError.sdl("cannot set SDL hint \(name)=\(value)")
        }
    }
}
