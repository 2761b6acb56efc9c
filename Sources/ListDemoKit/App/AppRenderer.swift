import ScrollCore

/// Draws an `AppFrame` as it is: the scene on top (or during a push or pop both, sliding), its
/// list, pill and banner, the navigation bar, and a context menu open over them. It reads the
/// frame and changes nothing.
struct AppRenderer {
    private let lists = ListRenderer()

    func draw(_ frame: AppFrame, on canvas: Canvas) throws {
        guard let slide = frame.slide else {
            let background = frame.theme.background(of: frame.top.list.style)
            // The list fills its area with this colour itself (opaque), so the clear leaves that area alone.
            if background.a == 255 {
                try canvas.clear(background, except: frame.top.list.mapping.area)
            } else {
                try canvas.clear(background)
            }
            try draw(frame.top, at: 0, theme: frame.theme, on: canvas)
            try frame.bar.draw(theme: frame.theme, on: canvas)
            if let menu = frame.menu { try menu.draw(theme: frame.theme, on: canvas) }
            return
        }
        let topIsAbove = slide.transition.above === frame.top.scene
        let bars = topIsAbove ? (slide.otherBar, frame.bar) : (frame.bar, slide.otherBar)
        try slide.transition.draw(at: frame.time, size: frame.size, bars: bars, theme: frame.theme, on: canvas) { drawn, x in
            try draw(drawn === frame.top.scene ? frame.top : slide.other, at: x, theme: frame.theme, on: canvas)
        }
    }

    /// Draws `look` with the scene's left edge at window x `x` (0, or where a push or pop has slid it).
    private func draw(_ look: AppFrame.SceneLook, at x: Double, theme: Theme, on canvas: Canvas) throws {
        try lists.draw(look.list.movedBy(dx: x), content: look.scene, theme: theme, on: canvas)
        if let pill = look.pill {
            try Pill(title: pill.title).draw(at: pill.rect.offsetBy(dx: x, dy: 0), theme: theme, on: canvas)
        }
        if var banner = look.banner {
            banner.x = x
            try banner.draw(theme: theme, on: canvas)
        }
    }
}
