/// The finite range of every number listdemo reads from outside, flags and script lines alike, each with the reason
/// it stands where it does. A number outside its range is refused with one line stating the range, so no input can
/// make a run that never ends or a buffer that cannot be allocated (docs/COMMAND-LINE.md, "Bad input").
public enum InputLimits {
    // MARK: Time

    /// The longest anything may last: a run (`--duration`), a timer step (`--auto`), a script's latest command, a
    /// drag or its hold. A day: beyond any soak test or demo, yet a headless day at 60 fps is 5.2 million frames, so
    /// every run ends.
    public static let longestTime = 86_400.0

    /// `--duration`: a run of more than 0 seconds, up to a day.
    public static let duration = NumberRange.above(0, through: longestTime)

    /// `--auto`: a step of more than 0 seconds, up to a day. Its true lower bound is one frame at `--fps`, so that at
    /// most one row arrives per frame; that bound depends on another flag and is checked once both are read.
    public static let autoInterval = NumberRange.above(0, through: longestTime)

    /// A script command's time: from the start of the run up to a day.
    public static let scriptTime = NumberRange(0...longestTime)

    /// A drag's movement time and its hold: more than 0 seconds (an instant drag is a click), up to a day.
    /// A drag's pointer samples are made as time passes, so a long one costs no more memory than a short one.
    public static let gestureTime = NumberRange.above(0, through: longestTime)

    /// A script `stall`: a frame presented more than 0 and at most a second late; longer is no longer a late frame
    /// but a hang, which the overlay is not for.
    public static let stall = NumberRange.above(0, through: 1)

    // MARK: Space

    /// A window's width or height in points (`--size`, script `resize`): 100 leaves room for the navigation bar's
    /// title and buttons; 8192 is beyond any display (an 8K screen is 7680 wide) while a frame's pixels stay under
    /// 256 MB even at that size on both sides.
    public static let windowSide = 100...8192

    /// A pointer coordinate in window points (`press`, `move`, `release`, `click`, `drag`): a pointer may leave the
    /// window while pressed, but a million points is beyond any screen, and keeps positions far from where a Double
    /// loses sub-point precision.
    public static let coordinate = NumberRange(-1e6...1e6)

    /// A touchpad pan in points (`pan`): as far as a pointer can travel.
    public static let panDistance = coordinate

    /// Mouse-wheel notches in one event (`wheel`): a free-spinning wheel flicked hard gives a few dozen; a thousand
    /// is beyond any hand.
    public static let wheelNotches = NumberRange(-1000...1000)

    // MARK: Display

    /// Pixels per point (`--scale`, and what `--scale auto` reads from GDK_SCALE, QT_SCALE_FACTOR or Xft.dpi): 1 to 4.
    /// Below 1 the 12 pt overlay text falls under 12 px and stops being readable; 4 is beyond any desktop's setting
    /// (GNOME and KDE offer up to 3 or 4). Scales come in steps of `scaleStep`.
    public static let scale = NumberRange(1...4)

    /// The step between allowed scales: GNOME's fractional scaling offers 1.25, 1.5 and 1.75, and every pixel edge of a
    /// whole number of points then lands on a quarter-pixel grid at worst. `--scale 3.7` is refused; a desktop's
    /// Xft.dpi of 110 (1.146) is drawn at the nearest step, 1.25.
    public static let scaleStep = 0.25

    /// A canvas's side in pixels (a window's or headless `--size` side times the scale): a frame of 8192 × 8192
    /// pixels is 256 MB, the most any frame may take, so `--size 8192x8192` is allowed only at scale 1.
    public static let pixelSide = 1...8192

    // MARK: Counts

    /// Frames per second of a headless run (`--fps`): 1000 is beyond any display's refresh rate.
    public static let framesPerSecond = 1...1000

    /// Rows (`--rows`) or feed sections (`--sections`): the layout holds what has not been seen as runs, so a list
    /// costs what is scrolled through, not its length; a billion keeps every count, and a billion sections of a few
    /// rows, far below where index arithmetic in the engine could overflow, and within `index` for scripts.
    public static let itemCount = 1...1_000_000_000

    /// A section or row in a script (`scroll-to`, `insert`, `delete`): beyond any list a scene builds (a billion
    /// rows or sections), small enough that index arithmetic in the engine cannot overflow. Whether the row
    /// exists is the data source's business, reported as an error event.
    public static let index = 0...Int(Int32.max)

    /// A text offset in a script's `access select` and `access edit`: AT-SPI's, a count of code points in a `gint`, or
    /// -1 for the end of the text; an offset past the end is the end.
    public static let textOffset = -1...Int(Int32.max)

    /// Frames a script's `overlay-step` moves the paused overlay's read-out by, later or earlier: as many as a gesture
    /// keeps (`GestureRecording.capacity`); the read-out stops at the gesture's first and last frames anyway.
    public static let overlayStep = -4096...4096
}

/// A finite range of numbers, closed or open at its lower end, and its wording for messages.
public struct NumberRange: Hashable, Sendable, CustomStringConvertible {
    /// The smallest number allowed, or the number every allowed one exceeds when `excludesLowerBound`.
    public let lowerBound: Double
    /// Whether `lowerBound` itself is refused (a duration of 0 seconds means nothing).
    public let excludesLowerBound: Bool
    /// The largest number allowed.
    public let upperBound: Double

    /// The numbers from `range.lowerBound` through `range.upperBound`.
    public init(_ range: ClosedRange<Double>) {
        lowerBound = range.lowerBound
        excludesLowerBound = false
        upperBound = range.upperBound
    }

    private init(above lower: Double, through upper: Double) {
        lowerBound = lower
        excludesLowerBound = true
        upperBound = upper
    }

    /// The numbers greater than `lower` and at most `upper`.
    public static func above(_ lower: Double, through upper: Double) -> NumberRange {
        NumberRange(above: lower, through: upper)
    }

    /// Whether `number` is in the range; never NaN, never an infinity.
    public func contains(_ number: Double) -> Bool {
        (excludesLowerBound ? number > lowerBound : number >= lowerBound) && number <= upperBound
    }

    /// "from -1000 to 1000", "greater than 0 and at most 86400".
    public var description: String {
        excludesLowerBound
            ? "greater than \(Self.plain(lowerBound)) and at most \(Self.plain(upperBound))"
            : "from \(Self.plain(lowerBound)) to \(Self.plain(upperBound))"
    }

    /// A bound as people write it: "86400", not "86400.0".
    private static func plain(_ number: Double) -> String {
        if let whole = Int(exactly: number) { return String(whole) }
        return String(number)
    }
}
