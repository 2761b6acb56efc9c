import ScrollCore

/// UINavigationController's push and pop slide, as a value of the app's time: pushing, the new
/// scene slides in from the right edge over the old one, which moves a little to the left and
/// dims; popping runs the same in reverse. The bar's items slide as
/// UINavigationBar's do (`NavigationBar+Transition`): the old title into Back, the new one in from
/// the right. Under Reduce
/// Motion the scenes cross-fade in place instead (`Style.crossFade`), as iOS's do.
///
/// It is a pure function of the frame time (no clock of its own), so a headless run draws the same
/// mid-push frame at the same virtual time every run. While it runs the app ignores presses, wheel,
/// keys and typing, as UIKit does during the transition (`DemoApp.handle`).
struct NavigationTransition {
    /// UINavigationController's push lasts about 0.35 s.
    static let duration = 0.35
    /// UIKit's default animation curve (UIViewAnimationCurveEaseInOut).
    static let curve = TimingCurve.easeInOut
    /// The scene underneath moves left by this fraction of the width as it is covered (UIKit's parallax).
    static let parallax = 0.3
    /// How dark the scene underneath gets when fully covered (UIKit's dimming view).
    static let dimming = 0.1

    enum Kind { case push, pop }

    /// How the scenes move: UIKit's slide, or iOS's Reduce Motion cross-fade in place, along the same curve.
    enum Style { case slide, crossFade }

    let kind: Kind
    /// The scene that is covered (push) or uncovered (pop).
    let below: Scene
    /// The scene that slides in (push) or out (pop).
    let above: Scene
    /// When the push or pop happened: the input's time.
    let start: Double
    var style = Style.slide

    /// How far `above` covers the window at `time`: 0 off the right edge … 1 in place.
    func coverage(at time: Double) -> Double {
        let progress = Self.curve.progress(at: (time - start) / Self.duration)
        return kind == .push ? progress : 1 - progress
    }

    /// Whether the slide is still moving at `time`.
    func isRunning(at time: Double) -> Bool { time < start + Self.duration }

    /// Where each scene's left edge is at `time`, in window points for a window `width` wide.
    func offsets(at time: Double, width: Double) -> (below: Double, above: Double) {
        guard style == .slide else { return (0, 0) }
        let covered = coverage(at: time)
        return (-Self.parallax * width * covered, width * (1 - covered))
    }

    /// Draws both scenes at `time` on a window of `size`: the one below slid left and dimmed, the one
    /// above slid in from the right over it (cross-fading, the one above `coverage` opaque over the
    /// one below, both in place); `drawScene` draws a scene (list, pill, banner) with its
    /// left edge at the x it is given. Then the bar with `bars`' items sliding; all in `theme`'s colours.
    func draw(at time: Double, size: Size, bars: (below: NavigationBar, above: NavigationBar), theme: Theme,
              on canvas: Canvas, drawScene: (Scene, Double) throws -> Void) throws {
        let covered = coverage(at: time)
        let x = offsets(at: time, width: size.width)
        func draw(_ scene: Scene, at x: Double) throws {
            try canvas.fill(Rect(x: x, y: 0, width: size.width, height: size.height),
                            theme.background(of: scene.list.layout.style))
            try drawScene(scene, x)
        }
        try draw(below, at: x.below)
        switch style {
        case .slide:
            try canvas.fill(Rect(x: x.below, y: 0, width: size.width, height: size.height),
                            theme.dimming.withAlpha(UInt8((Self.dimming * covered * 255).rounded())))
            try draw(above, at: x.above)
        case .crossFade:
            try canvas.drawingFaded(alpha: covered) { try draw(above, at: x.above) }
        }
        try NavigationBar.drawBackground(width: size.width, theme: theme, on: canvas)
        for item in try NavigationBar.transitionItems(from: bars.below, to: bars.above, covered: covered,
                                                      sliding: style == .slide, measuringWith: canvas) {
            try item.draw(theme: theme, on: canvas)
        }
    }

    /// Whether `event` is one the app ignores while the slide runs: presses, the wheel, keys, typing
    /// and assistive technology's actions (UIKit takes no touches during a push or pop). Quitting (the window's close button,
    /// Ctrl+Q), F1's overlay, resizes, pointer motion, releases, cancels and focus changes still count.
    static func ignores(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown, .middleClick, .contextClick, .wheel, .preciseWheel, .textInput, .back, .access: true
        case .key(let name, let modifiers): !(name == "F1" || (name == "Q" && modifiers.contains(.ctrl)))
        case .quit, .resized, .exposed, .pointerMoved, .pointerLeft, .pointerUp, .pointerCancelled, .focus: false
        }
    }
}
