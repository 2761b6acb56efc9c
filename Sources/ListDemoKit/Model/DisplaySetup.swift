/// How frames reach the screen: SDL's video driver, the renderer and the scale, as the overlay and the trace name
/// them ("x11 · software · scale 2 (Xft.dpi 192)"), so a screenshot or a trace says what produced it.
public struct DisplaySetup: Hashable, Sendable, CustomStringConvertible {
    /// SDL's video driver ("x11", "wayland"), or "headless" for an off-screen canvas.
    public var videoDriver: String
    /// SDL's name for the renderer ("software", "opengl", …).
    public var renderer: String
    /// Pixels per point and what chose them.
    public var scale: DisplayScale
    /// How the frames are paced (the trace's `pacing`).
    public var pacing: FramePacing
    /// The display's refresh rate and how it was learnt: one refresh is every figure's budget.
    public var refresh: DisplayRefresh

    public init(videoDriver: String, renderer: String, scale: DisplayScale, pacing: FramePacing, refresh: DisplayRefresh) {
        self.videoDriver = videoDriver
        self.renderer = renderer
        self.scale = scale
        self.pacing = pacing
        self.refresh = refresh
    }

    /// A headless run: SDL's software renderer on an off-screen surface at `--scale` (`auto` is 1 there, so a headless
    /// picture never depends on the desktop it was made on), refreshing `fps` times a second (`--fps`).
    public static func headless(_ option: ScaleOption, fps: Int) -> DisplaySetup {
        let scale = switch option {
        case .auto: DisplayScale(factor: 1, source: "default")
        case .fixed(let factor): DisplayScale(factor: factor, source: "--scale")
        }
        return DisplaySetup(videoDriver: "headless", renderer: "software", scale: scale, pacing: .virtual,
                            refresh: DisplayRefresh(hertz: Double(fps), source: "fps"))
    }

    /// "x11 · software · scale 2 (Xft.dpi 192)".
    public var description: String { "\(videoDriver) · \(renderer) · scale \(scale)" }
}

/// How a run paces its frames, as the trace's header names it.
public enum FramePacing: String, Hashable, Sendable {
    /// The renderer presents on the display's vertical blank (SDL's `PRESENTVSYNC`: the GL renderer
    /// with swap interval 1, or the driver's own), and the runner follows the presents' times.
    case vsync
    /// No vsync (SDL's software renderer, as under Xvfb): the runner sleeps until just before the
    /// refresh it predicts and presents then (`PresentationSchedule`).
    case predicted
    /// Headless: frame n at exactly n / fps on a virtual clock, nothing waited for.
    case virtual
}

/// How often the display refreshes and how that was learnt, as the trace's `display` record says (`refresh_hz`,
/// `refresh_source`): one refresh is the budget of every frame figure (docs/FIGURES.md), never the frames' own spacing.
public struct DisplayRefresh: Hashable, Sendable {
    /// Refreshes a second.
    public var hertz: Double
    /// "display-mode" (SDL's mode of the window's display), "default" (SDL said 0: taken as 60 Hz), "fps" (headless:
    /// `--fps`) or "assumed" (a trace that does not say: 60 Hz).
    public var source: String

    public init(hertz: Double, source: String) {
        self.hertz = hertz
        self.source = source
    }

    /// What a trace without a refresh is read at: the common desktop rate, said to be assumed.
    public static let assumed = DisplayRefresh(hertz: 60, source: "assumed")

    /// Seconds one refresh lasts: a frame's budget.
    public var budget: Double { 1 / hertz }
}
