import ArgumentParser
import ScrollCore

/// The ArgumentParser declaration of the listdemo command line; `ListDemoOptions.interpret(_:)` is its only user.
///
/// Options whose values are numbers, sizes or choices take the next word whatever it looks like, so `--value -1`
/// reaches the range check and says what is wrong, rather than reading as a missing value.
struct ListDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listdemo",
        abstract: "Shows a scrolling list in a window, interactively or headless from a script.",
        usage: """
            listdemo [<scene>] [<options>]
            listdemo report <trace> [--out <file.png>] [--json] [--perfetto <file.json>]
            listdemo help [report]
            """,
        discussion: ListDemoCommand.discussion,
        version: ListDemoCommand.version,
        subcommands: [ReportCommand.self])

    /// What `--version` prints: the release CHANGELOG.md names.
    static let version = "listdemo \(LibraryVersion.string)"

    /// The defaults every declaration below starts from, so they are written once.
    private static let defaults = ListDemoOptions()

    @Argument(
        help: ArgumentHelp("The scene to open: \(SceneName.choiceList). (default: \(defaults.scene))", valueName: "scene"),
        transform: { try SceneName(parsing: $0) })
    var scene = defaults.scene

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Window size in points, each side \(InputLimits.windowSide.lowerBound)-\(InputLimits.windowSide.upperBound). "
                + "(default: \(defaults.size))",
            valueName: "WxH"),
        transform: { try CommandLineValue.size($0, flag: "--size") })
    var size = defaults.size

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Pixels per point: auto (GDK_SCALE, QT_SCALE_FACTOR or Xft.dpi on X11; the compositor's on Wayland; "
                + "1 headless) or \(InputLimits.scale) in steps of \(InputLimits.scaleStep). (default: \(defaults.scale))",
            valueName: "scale"),
        transform: { try CommandLineValue.scale($0, flag: "--scale") })
    var scale = defaults.scale

    @Flag(help: ArgumentHelp("Start with the frame-timing overlay in full (F1 cycles off/compact/full; F3 pauses it, "
                             + "then Left/Right step through its gesture's frames, F3 lets go)."))
    var overlay = defaults.overlay

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Colours: light, dark or auto, the desktop's preference (the Settings portal's color-scheme, else "
                + "GTK_THEME's :dark variant; light headless). A window follows the portal's changes. "
                + "(default: \(defaults.appearance))",
            valueName: "appearance"),
        transform: { try Appearance(parsing: $0) })
    var appearance = defaults.appearance

    @Flag(help: ArgumentHelp("Reduce motion as iOS does: pushes and pops cross-fade, fades are instant (also when "
                             + "the desktop turns animations off)."))
    var reduceMotion = defaults.reduceMotion

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "When to snap to a row: \(SnapChoice.words). projected lands on the row in one motion from "
                + "the release (iOS, CSS scroll-snap); rest is the seeds' recipe, a second move after the list stops. "
                + "(default: \(SnapChoice(timing: defaults.snap).word))",
            valueName: "timing"),
        transform: { SnapChoice(timing: try CommandLineValue.snap($0, flag: "--snap")) })
    var snap: SnapChoice?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The scene's starting value, e.g. the selected row of the options scene "
                + "(0-\(ListDemoOptions.largestOptionsValue)). (default: \(defaults.value))",
            valueName: "n"),
        transform: { try CommandLineValue.wholeNumber($0, flag: "--value", in: 0...Int.max) })
    var value = defaults.value

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Rows in the list (\(InputLimits.itemCount.lowerBound)-\(InputLimits.itemCount.upperBound)). "
                               + "(default: \(defaults.rows))",
                           valueName: "n"),
        transform: { try CommandLineValue.wholeNumber($0, flag: "--rows", in: InputLimits.itemCount) })
    var rows = defaults.rows

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Sections in the feed scene (\(InputLimits.itemCount.lowerBound)-\(InputLimits.itemCount.upperBound)). "
                + "(default: \(defaults.sections))",
            valueName: "n"),
        transform: { try CommandLineValue.wholeNumber($0, flag: "--sections", in: InputLimits.itemCount) })
    var sections = defaults.sections

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Seed for generated content, so runs repeat exactly. (default: \(defaults.seed))",
                           valueName: "n"),
        transform: { try CommandLineValue.seed($0, flag: "--seed") })
    var seed = defaults.seed

    @Flag(help: "Give rows varying heights instead of one fixed height.")
    var variable = defaults.variable

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Where the live scene inserts rows: \(InsertPosition.choiceList). (default: \(defaults.insertAt))",
            valueName: "where"),
        transform: { try InsertPosition(parsing: $0) })
    var insertAt = defaults.insertAt

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Let the scene act by itself, one step every SECONDS (one frame at --fps to \(Int(InputLimits.longestTime))).",
            valueName: "seconds"),
        transform: { try CommandLineValue.seconds($0, flag: "--auto", in: InputLimits.autoInterval) })
    var auto: Double?

    @Option(
        help: ArgumentHelp("Where the form scene saves. (default: \(DataHome.formFileName) in $XDG_DATA_HOME/listdemo, else in ~/.local/share/listdemo)",
                           valueName: "path"),
        transform: { try CommandLineValue.path($0, flag: "--save-to") })
    var saveTo: String?

    @Flag(help: "Run without a window, on a fixed frame clock.")
    var headless = defaults.headless

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Frames per second of a --headless run (\(InputLimits.framesPerSecond.lowerBound)-\(InputLimits.framesPerSecond.upperBound)); "
                + "a window draws at the display's refresh rate. (default: \(defaults.fps))",
            valueName: "n"),
        transform: { try CommandLineValue.wholeNumber($0, flag: "--fps", in: InputLimits.framesPerSecond) })
    var fps: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Stop after SECONDS (up to \(Int(InputLimits.longestTime))).", valueName: "seconds"),
        transform: { try CommandLineValue.seconds($0, flag: "--duration", in: InputLimits.duration) })
    var duration: Double?

    @Option(
        help: ArgumentHelp("Play the input script FILE.", valueName: "file"),
        transform: { try CommandLineValue.path($0, flag: "--script") })
    var script: String?

    @Option(
        help: ArgumentHelp("Write a JSON Lines trace of every frame and event to FILE.", valueName: "file"),
        transform: { try CommandLineValue.path($0, flag: "--trace") })
    var trace: String?

    @Option(
        help: ArgumentHelp("Save a PNG of the last frame to FILE.", valueName: "file"),
        transform: { try CommandLineValue.path($0, flag: "--screenshot") })
    var screenshot: String?

    @Option(
        help: ArgumentHelp("Record every frame shown into FILE, each frame lasting until the next was shown: an "
                               + "animated PNG (.png or .apng), or a video made by ffmpeg (.mp4 or .webm).",
                           valueName: "file"),
        transform: { try CommandLineValue.recording($0, flag: "--record") })
    var record: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How the lists move: \(PhysicsOption.choiceList). (default: uikit)", valueName: "name"),
        transform: { try PhysicsOption.preset($0, flag: "--physics") })
    var physics: ScrollPhysics?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Two copies of the scene side by side, the left with feel A, the right with B; one input "
                               + "drives both. A feel is a preset (\(PhysicsOption.choiceList)), a snap timing "
                               + "(\(SnapChoice.words)) or PRESET:TIMING: uikit,android, rest,projected, "
                               + "uikit:rest,android:projected. A half without a preset moves as --physics says, one "
                               + "without a timing snaps as --snap says.",
                           valueName: "A,B"),
        transform: { try PhysicsOption.comparison($0, flag: "--compare") })
    var compare: FeelChoices?

    @Option(
        help: ArgumentHelp(
            "The font text is drawn in: desktop (the desktop's interface font as fontconfig matches it: GNOME's "
                + "font-name, else sans-serif), bundled (DejaVu Sans from Assets/, the same pixels on every machine) "
                + "or an installed family such as 'Noto Sans'. (default: $\(FontChoice.environmentVariable), else desktop)",
            valueName: "font"),
        transform: { try CommandLineValue.font($0, source: "--font") })
    var font: FontChoice?

    /// `--snap`'s value as ArgumentParser holds it (nil when the flag is not given): an option of an optional type
    /// cannot have a default other than nil.
    /// Checks the rules that tie two values together; single values were checked as they were read.
    func validate() throws {
        if case .fixed(let factor) = scale {
            let widest = Double(max(size.width, size.height)) * factor
            guard InputLimits.pixelSide.contains(Int(widest.rounded())) else {
                throw CommandLineError("--size \(size) at --scale \(scale) is \(Int(widest.rounded())) pixels on a side; "
                                       + "at most \(InputLimits.pixelSide.upperBound)")
            }
        }
        if let compare {
            // What a half leaves out comes from --physics and --snap; a flag neither half would take is a mistake.
            if physics != nil, compare.left.physics != nil, compare.right.physics != nil {
                throw CommandLineError("--physics and --compare cannot be used together when --compare names both "
                                       + "halves' physics")
            }
            if snap != nil, compare.left.snap != nil, compare.right.snap != nil {
                throw CommandLineError("--snap and --compare cannot be used together when --compare names both "
                                       + "halves' snap timing")
            }
        }
        if scene == .options, value > ListDemoOptions.largestOptionsValue {
            throw CommandLineError(
                "--value must be between 0 and \(ListDemoOptions.largestOptionsValue) for the options scene (got \(value))")
        }
        let fps = self.fps ?? Self.defaults.fps
        if let auto {
            // One frame's time at the most: faster, several rows would arrive in one frame (at 1e-9, millions).
            guard auto >= 1 / Double(fps) else {
                throw CommandLineError("--auto must be at least 1/\(fps) s (one frame at --fps \(fps)), "
                                       + "so at most one row arrives per frame (got \(auto))")
            }
            // Headless, a run without a script ends when the list rests, which it does between two steps.
            if headless, duration == nil, script == nil {
                throw CommandLineError("--auto in a --headless run needs --duration SECONDS or a --script to say when it ends")
            }
        }
        // A window's frames come at the display's refresh (its overlay names the rate); said rather than ignored.
        if self.fps != nil, !headless {
            throw CommandLineError("--fps sets a --headless run's frame clock; a window draws at the display's refresh rate")
        }
    }

    /// The parsed values as the plain options value the app runs with.
    var options: ListDemoOptions {
        var options = ListDemoOptions()
        options.scene = scene
        options.size = size
        options.scale = scale
        options.overlay = overlay
        options.appearance = appearance
        options.reduceMotion = reduceMotion
        options.snap = (snap ?? SnapChoice(timing: options.snap)).timing
        options.value = value
        options.rows = rows
        options.sections = sections
        options.seed = seed
        options.variable = variable
        options.insertAt = insertAt
        options.auto = auto
        options.saveTo = saveTo
        options.headless = headless
        options.fps = fps ?? Self.defaults.fps
        options.duration = duration
        options.script = script
        options.trace = trace
        options.screenshot = screenshot
        options.record = record
        options.physics = physics
        options.compare = compare?.resolved(physics: physics, snap: options.snap)
        options.font = font
        return options
    }
}
