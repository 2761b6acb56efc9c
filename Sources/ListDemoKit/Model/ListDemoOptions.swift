import ScrollCore

/// Everything the listdemo command line chooses: the scene, the window, the data, and how the run is driven and recorded.
///
/// `ListDemoOptions.interpret(_:)` reads one from the arguments; `ListDemoOptions()` is the documented defaults.
public struct ListDemoOptions: Equatable, Sendable {
    /// The highest `value` the options scene accepts: it shows 20 rows, 0 through 19.
    public static let largestOptionsValue = 19

    /// The scene to open (positional; `menu` when omitted).
    public var scene = SceneName.menu
    /// Window size in points (`--size WxH`).
    public var size = Size(width: 480, height: 800)
    /// Pixels per point (`--scale`): the desktop's (`auto`) or a fixed one; layout stays in points.
    public var scale = ScaleOption.auto
    /// Draw the diagnostics overlay (`--overlay`).
    public var overlay = false
    /// Light, dark, or the desktop's preference (`--appearance`).
    public var appearance = Appearance.auto
    /// iOS's Reduce Motion whatever the desktop says (`--reduce-motion`): pushes and pops cross-fade, fades are instant.
    public var reduceMotion = false
    /// When a released list snaps to a row (`--snap rest|projected`), nil never (`--snap off`): by default it
    /// lands there in one motion, as iOS, Android's SnapHelper and CSS scroll-snap do; `rest` keeps the seeds'
    /// recipe of a second move after the list stops.
    public var snap: SnapTiming? = .projected
    /// The scene's starting value, e.g. the selected row of the options scene (`--value`).
    public var value = 19
    /// Rows in the list (`--rows`, in `InputLimits.itemCount`).
    public var rows = 100
    /// Sections in the feed scene (`--sections`, in `InputLimits.itemCount`); 200 sections of a few rows each make a feed
    /// long enough to fling through for a while yet quick to lay out.
    public var sections = 200
    /// Seed for generated content, so runs repeat exactly (`--seed`).
    public var seed: UInt64 = 1
    /// Rows of varying heights instead of one fixed height (`--variable`).
    public var variable = false
    /// Where the live scene inserts rows (`--insert-at`).
    public var insertAt = InsertPosition.top
    /// Seconds between the scene's automatic steps, or nil for none (`--auto`, one frame at `fps` to a day).
    public var auto: Double?
    /// Where the form scene saves (`--save-to`), nil for `classmates.json` in the user's data folder (`formFile`).
    public var saveTo: String?
    /// Run without a window, on a fixed frame clock (`--headless`).
    public var headless = false
    /// Frames per second (`--fps`, in `InputLimits.framesPerSecond`).
    public var fps = 60
    /// Seconds after which the run stops, or nil to run until quit (`--duration`, in `InputLimits.duration`).
    public var duration: Double?
    /// Input script to play (`--script`).
    public var script: String?
    /// JSON Lines trace file to write (`--trace`).
    public var trace: String?
    /// PNG file for a picture of the last frame (`--screenshot`).
    public var screenshot: String?
    /// Animated PNG file recording every frame presented (`--record`).
    public var record: String?
    /// How the lists move (`--physics`), nil when not chosen: `ScrollPhysics.default` (UIKit's) then, and the navigation bar
    /// names the physics only once one is chosen (by this flag, F2 or `--compare`).
    public var physics: ScrollPhysics?
    /// Two copies of the scene side by side, each with its own feel — physics and snap timing — (`--compare A,B`),
    /// nil for one.
    public var compare: FeelComparison?
    /// The font text is drawn in (`--font`), nil when the command line does not say: the command then takes
    /// `LISTDEMO_FONT`, else the desktop's; a runner given nil draws in the bundled face, so a caller that
    /// builds options itself (a test) gets the same pixels on every machine.
    public var font: FontChoice?

    /// The documented defaults: the menu scene in a 480x800 window at 60 frames per second.
    public init() {}
}
