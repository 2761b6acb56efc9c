import CSDL2

/// What the window knows of its display: its size in points and the size laid out at, where it is on the screen, its
/// scale and the display's refresh rate.
extension Window {
    /// The window's size in points (the canvas's size).
    public var size: Size { canvas.size }

    /// The size the app lays out at: the window's, but never smaller than `minimumSize`.
    public var layoutSize: Size { layoutSize(for: canvas.size) }

    func layoutSize(for size: Size) -> Size {
        Size(width: max(size.width, minimumSize.width), height: max(size.height, minimumSize.height))
    }

    /// The window's top-left corner on the screen in the display's pixels (assistive technology's screen coordinates).
    public var screenPosition: (x: Int, y: Int) {
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return (Int(x), Int(y))
    }

    /// Pixels per point: 2 on a HiDPI display.
    public var scale: Double { canvas.scale }

    /// The video driver, renderer and scale in use (the scale as the canvas has it now: a
    /// Wayland window moved to another output changes it).
    public var setup: DisplaySetup {
        DisplaySetup(videoDriver: videoDriver, renderer: rendererName,
                     scale: DisplayScale(factor: canvas.scale, source: scaleSource), pacing: hasVSync ? .vsync : .predicted,
                     refresh: refresh)
    }

    /// The display's refresh rate, read afresh (the window may move between displays): SDL's display mode
    /// ("display-mode"), or 60 Hz said to be a "default" when SDL does not know it (it reports 0).
    public var refresh: DisplayRefresh {
        let fallback = DisplayRefresh(hertz: 60, source: "default")
        guard let window else { return fallback }
        var mode = SDL_DisplayMode()
        if SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 {
            return DisplayRefresh(hertz: Double(mode.refresh_rate), source: "display-mode")
        }
        let display = SDL_GetWindowDisplayIndex(window)
        if display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 {
            return DisplayRefresh(hertz: Double(mode.refresh_rate), source: "display-mode")
        }
        return fallback
    }
}
