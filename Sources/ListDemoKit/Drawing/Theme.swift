import ScrollCore

/// The app's look: iOS's metrics (static: the same in every appearance) and, as a value, every
/// colour the app draws, by role — UIKit's system colours (`label`, `separator`,
/// `systemGroupedBackground`, `tint`…) and the overlay's own (`overlay`). Drawing takes the value
/// the frame carries and never names a colour itself, so one value decides how a whole frame looks.
struct Theme: Equatable, Sendable {
    /// UINavigationBar's height.
    static let navigationBarHeight = 44.0
    /// The smallest window the app lays out in, in points: the bar's Back, title and Save side by
    /// side at 320 (the narrowest iPhone's width), and under the bar room for a few rows, the
    /// overlay's compact panel and a banner at 400.
    static let minimumWindowSize = Size(width: 320, height: 400)
    /// Grouped lists inset their rows from the window's edges (UITableView.Style.insetGrouped).
    static let groupedInset = 16.0
    /// The outer corners of an inset-grouped section (iOS 13's insetGrouped cells).
    static let groupedCornerRadius = 10.0
    /// Rows' content starts this far from the row's left edge.
    static let rowPadding = 16.0
    /// The widest a row's text runs: UIKit's readable width (`readableContentGuide` at the default text size, 672 pt),
    /// as GNOME apps clamp their content (`AdwClamp`): a line much longer is hard to follow back to its start.
    static let readableWidth = 672.0

    /// Where a row drawn at `rect` lays its content out, with `rowPadding` inside it as in any row: the row itself,
    /// or in a row wider than the readable width and its padding a column that wide, centred. The row's background and
    /// its separator still span the whole row.
    static func readableRow(_ rect: Rect) -> Rect {
        rect.insetBy(dx: max(0, (rect.width - readableWidth - 2 * rowPadding) / 2), dy: 0)
    }
    /// How long the scroll indicator stays after scrolling stops (UIScrollView flashes ~0.5 s).
    static let scrollIndicatorLinger = 0.5
    /// How long the indicator then takes to fade out.
    static let scrollIndicatorFade = 0.25
    /// A press held on the scroll bar's track pages again after this long, then at this interval.
    static let trackRepeatDelay = 0.3
    static let trackRepeatInterval = 0.1
    /// How long a tapped row's highlight takes to fade (UITableView's deselectRow(animated:)).
    static let deselectDuration = 0.3

    static let body = TextStyle(size: 17)
    static let headline = TextStyle(size: 17, weight: .bold)
    static let subheadline = TextStyle(size: 15)
    static let caption = TextStyle(size: 13)
    static let footnoteBold = TextStyle(size: 13, weight: .bold)

    // MARK: Text

    /// Primary text (UIKit's `label`).
    var label: Color
    /// Subtitles, placeholders, captions (`secondaryLabel`, opaque over `systemBackground`).
    var secondaryLabel: Color
    /// A disclosure chevron (`tertiaryLabel`, opaque over `systemBackground` so the chevron's two
    /// strokes do not darken where they meet).
    var tertiaryLabel: Color
    /// Text and ink on a `tint` or `systemRed` fill: the pill's title, an error banner's message.
    var labelOnTint: Color

    // MARK: Backgrounds

    /// A plain list and its rows (`systemBackground`).
    var systemBackground: Color
    /// Behind an inset-grouped list's sections, and a text field's box (`systemGroupedBackground`).
    var systemGroupedBackground: Color
    /// An inset-grouped section's rows (`secondarySystemGroupedBackground`).
    var secondarySystemGroupedBackground: Color
    /// A plain list's section header, pinned or not.
    var headerBackground: Color
    /// The navigation bar.
    var barBackground: Color

    // MARK: Lines, fills and accents

    /// A row's separator hairline: UIKit's `separator`, translucent over the row's background, as
    /// UITableView's default `separatorColor` draws it (over black in dark (50, 50, 53), over a grouped
    /// row (62, 62, 65)).
    var separator: Color
    /// The bar's bottom line, the divider between `--compare`'s halves, the context menu's and the
    /// quit dialog's lines, drawn over anything (UIKit's `opaqueSeparator`).
    var opaqueSeparator: Color
    /// A selected or tapped row's background (`systemGray4`).
    var selection: Color
    /// Buttons, the checkmark, the caret, the focus ring, the pill (`systemBlue`).
    var tint: Color
    /// Selected text's background: the tint, translucent, as iOS and GTK's Adwaita draw it.
    var textSelection: Color
    /// An error banner (`systemRed`).
    var systemRed: Color
    /// A switch that is on (`systemGreen`).
    var systemGreen: Color
    /// A switch that is off: its track (`systemGray5`).
    var fill: Color
    /// A switch's knob, white in both appearances as UISwitch's.
    var switchKnob: Color
    /// Shadows under raised things (a switch's knob), faded to their own opacity.
    var shadow: Color
    /// The scene a push covers, dimmed by UIKit's dimming view (faded to the transition's dimming).
    var dimming: Color
    /// A notice banner's pale yellow, readable over any row.
    var noticeBackground: Color
    /// A success banner's pale green.
    var successBackground: Color

    // MARK: Scroll indicator

    /// The thin indicator while scrolling.
    var scrollIndicator: Color
    /// The widened thumb (GTK4's overlay scrollbar under the pointer), darker while dragged, on its track.
    var scrollThumb: Color
    var scrollThumbDragged: Color
    var scrollTrack: Color

    /// The frame-timing overlay's and the report's colours.
    var overlay: OverlayPalette

    /// The colours of the frame-timing overlay and of `listdemo report`: an opaque dark panel (a
    /// HUD over any list, in either appearance), its figures, its graph and its gesture plots.
    struct OverlayPalette: Equatable, Sendable {
        /// The panel; opaque, so nothing of the list shows through and no fill is blended.
        var background: Color
        /// Behind the frame graph and the gesture plots.
        var plotBackground: Color
        var text: Color
        /// Figures, axis labels, a plot's "no gesture yet".
        var secondaryText: Color
        /// The frame interval (line and figures).
        var interval: Color
        /// A frame's work (bars and figures).
        var work: Color
        /// The budget line and the marks over frames over it.
        var budget: Color
        /// A plot's grid lines between segments.
        var gridLine: Color
        /// A gesture's ideal curves and shown frames; `--compare`'s right half in the second pair
        /// (blue curves and cyan frames, clear of the first's green and yellow and of the faults').
        var idealCurve: Color
        var shownFrame: Color
        var secondCurve: Color
        var secondFrame: Color
        /// A frame off its curve: a colour nothing else on screen uses, so a test can find the
        /// faults in a screenshot.
        var fault: Color
        /// A shade above the plot's background: the deviation plot's ±1 pt band, the frame timeline's refresh lines.
        var faintLine: Color
        /// A late frame by its reason (`FrameFigures.Reason`): its work ran over the budget (the budget's red), it
        /// was presented late (purple), it aimed at the wrong refresh (brown).
        var workOverBudget: Color
        var presentedLate: Color
        var wrongRefresh: Color
        /// The paused panel's mark on the plots at the frame read out.
        var marker: Color
        /// A line one pixel wide around the panel, where the list around it is as dark as the panel (nil: none).
        var edge: Color?

        /// The colour a late frame of `reason` is drawn in.
        func color(of reason: FrameFigures.Reason) -> Color {
            switch reason {
            case .workOverBudget: workOverBudget
            case .presentedLate: presentedLate
            case .wrongRefresh: wrongRefresh
            }
        }

        /// The panel in the light appearance, and the report's: dark on a light list (12:1 and more against
        /// every light background), so it needs no edge.
        static let standard = OverlayPalette(
            background: Color(r: 18, g: 18, b: 20), plotBackground: Color(r: 38, g: 38, b: 42),
            text: Color(r: 255, g: 255, b: 255), secondaryText: Color(r: 190, g: 190, b: 196),
            interval: Color(r: 100, g: 210, b: 255), work: Color(r: 255, g: 159, b: 10),
            budget: Color(r: 255, g: 69, b: 58), gridLine: Color(r: 90, g: 90, b: 98),
            idealCurve: Color(r: 48, g: 209, b: 88), shownFrame: Color(r: 255, g: 214, b: 10),
            secondCurve: Color(r: 64, g: 156, b: 255), secondFrame: Color(r: 100, g: 230, b: 255),
            fault: Color(r: 255, g: 45, b: 165), faintLine: Color(r: 54, g: 54, b: 60),
            workOverBudget: Color(r: 255, g: 69, b: 58), presentedLate: Color(r: 191, g: 90, b: 242),
            wrongRefresh: Color(r: 172, g: 142, b: 104), marker: Color(r: 255, g: 255, b: 255), edge: nil)
    }

    /// Behind a list of `style` and where it has no rows.
    func background(of style: ListStyle) -> Color {
        style == .grouped ? systemGroupedBackground : systemBackground
    }

    /// A row's background in a list of `style`.
    func rowBackground(of style: ListStyle) -> Color {
        style == .grouped ? secondarySystemGroupedBackground : systemBackground
    }
}

extension Theme {
    /// UIKit's light system colours (iOS 13+, `UIColor`'s light trait), translucent ones made
    /// opaque over white as UIKit composites them on `systemBackground`.
    static let light = Theme(
        label: Color(r: 0, g: 0, b: 0),
        secondaryLabel: Color(r: 138, g: 138, b: 142),
        tertiaryLabel: Color(r: 196, g: 196, b: 199),
        labelOnTint: Color(r: 255, g: 255, b: 255),
        systemBackground: Color(r: 255, g: 255, b: 255),
        systemGroupedBackground: Color(r: 242, g: 242, b: 247),
        secondarySystemGroupedBackground: Color(r: 255, g: 255, b: 255),
        headerBackground: Color(r: 247, g: 247, b: 247),
        barBackground: Color(r: 249, g: 249, b: 249),
        // (60, 60, 67) at 29 %: (198, 198, 200) over white, as opaqueSeparator.
        separator: Color(r: 60, g: 60, b: 67, a: 74),
        opaqueSeparator: Color(r: 198, g: 198, b: 200),
        selection: Color(r: 209, g: 209, b: 214),
        tint: Color(r: 0, g: 122, b: 255),
        textSelection: Color(r: 0, g: 122, b: 255, a: 64),
        systemRed: Color(r: 255, g: 59, b: 48),
        systemGreen: Color(r: 52, g: 199, b: 89),
        fill: Color(r: 229, g: 229, b: 234),
        switchKnob: Color(r: 255, g: 255, b: 255),
        shadow: Color(r: 0, g: 0, b: 0),
        dimming: Color(r: 0, g: 0, b: 0),
        noticeBackground: Color(r: 255, g: 244, b: 204),
        successBackground: Color(r: 214, g: 245, b: 221),
        scrollIndicator: Color(r: 0, g: 0, b: 0, a: 90),
        scrollThumb: Color(r: 0, g: 0, b: 0, a: 115),
        scrollThumbDragged: Color(r: 0, g: 0, b: 0, a: 160),
        scrollTrack: Color(r: 0, g: 0, b: 0, a: 22),
        overlay: .standard)
}
