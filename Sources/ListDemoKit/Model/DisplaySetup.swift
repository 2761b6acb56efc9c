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

    public init(videoDriver: String, renderer: String, scale: DisplayScale, pacing: FramePacing) {
        self.videoDriver = videoDriver
        self.renderer = renderer
        self.scale = scale
        self.pacing = pacing
    }

    /// A headless run: SDL's software renderer on an off-screen surface at `--scale` (`auto` is 1 there, so a headless
    /// picture never depends on the desktop it was made on).
    public static func headless(_ option: ScaleOption) -> DisplaySetup {
        let scale = switch option {
        case .auto: DisplayScale(factor: 1, source: "default")
        case .fixed(let factor): DisplayScale(factor: factor, source: "--scale")
        }
        return DisplaySetup(videoDriver: "headless", renderer: "software", scale: scale, pacing: .virtual)
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
