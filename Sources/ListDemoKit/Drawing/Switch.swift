import ScrollCore

/// UISwitch: a 51 × 31 pt track, grey off and green on, and a 27 pt knob (white) 2 pt inside it,
/// lifted by UIKit's two-layer shadow so that it reads on white even when the switch is off.
enum Switch {
    static let size = Size(width: 51, height: 31)
    static let knobDiameter = 27.0
    /// From the track's edge to the knob's.
    static let knobInset = 2.0
    /// A toggle slides the knob over for 0.25 s along UIKit's default animation curve,
    /// UIViewAnimationCurveEaseInOut, cubic-bezier(0.42, 0, 0.58, 1) (UIView animations last 0.25 s
    /// unless told otherwise).
    static let slideDuration = 0.25
    static let slide = TimingCurve.easeInOut

    /// UISwitch's knob shadows as commonly measured from iOS (CSS `0 3px 8px rgba(0,0,0,0.15),
    /// 0 3px 1px rgba(0,0,0,0.06)`): a soft one and a tight one, both 3 pt down. A CSS blur
    /// radius is two standard deviations.
    private static let shadows = [(blur: 8.0, alpha: 0.15), (blur: 1.0, alpha: 0.06)]
    private static let shadowOffset = 3.0
    /// Room around the knob for its softest shadow: two standard deviations and the offset (past
    /// two, the 15 % shadow is below 1/255 and rounds away; every pixel of the box is blended each
    /// frame, so it is no larger than it must be).
    private static let knobMargin = 2 * 8.0 / 2 + shadowOffset

    /// The knob in `theme`'s colours with its shadows, in a box `knobMargin` larger on every side.
    static func knob(_ theme: Theme) -> Shape {
        let side = knobDiameter + 2 * knobMargin
        let centre = Point(x: side / 2, y: side / 2)
        let radius = knobDiameter / 2
        var layers = shadows.map { shadow in
            Shape.Layer(path: .circle(center: Point(x: centre.x, y: centre.y + shadowOffset), radius: radius),
                        paint: .fill, color: theme.shadow.withAlpha(UInt8((shadow.alpha * 255).rounded())),
                        blur: shadow.blur / 2)
        }
        layers.append(Shape.Layer(path: .circle(center: centre, radius: radius), paint: .fill, color: theme.switchKnob))
        return Shape(size: Size(width: side, height: side), layers: layers)
    }

    /// Draws the switch in `theme`'s colours with its track at `origin`; `progress` 0 is off, 1 on, and between the
    /// knob is that far along and the green track fades in that far over the grey one (UISwitch
    /// fades its on colour in as the knob slides): two colours, each rasterised once, faded.
    static func draw(at origin: Point, progress: Double, theme: Theme, on canvas: Canvas) throws {
        let p = min(max(progress, 0), 1)
        let track = Rect(origin: origin, size: size)
        if p < 1 { try canvas.fillRoundedRect(track, radius: size.height / 2, theme.fill) }
        if p > 0 {
            try canvas.fillRoundedRect(track, radius: size.height / 2, theme.systemGreen.withAlpha(UInt8((p * 255).rounded())))
        }
        let travel = size.width - knobDiameter - 2 * knobInset
        try canvas.draw(knob(theme), at: Point(x: origin.x + knobInset + travel * p - knobMargin,
                                        y: origin.y + knobInset - knobMargin))
    }
}
