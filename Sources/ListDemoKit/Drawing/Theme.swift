/// The app's look: iOS's system colours and metrics, so the lists read as UIKit tables.
enum Theme {
    /// UINavigationBar's height.
    static let navigationBarHeight = 44.0
    /// Grouped lists inset their rows from the window's edges (UITableView.Style.insetGrouped).
    static let groupedInset = 16.0
    /// The outer corners of an inset-grouped section (iOS 13's insetGrouped cells).
    static let groupedCornerRadius = 10.0
    /// Rows' content starts this far from the row's left edge.
    static let rowPadding = 16.0
    /// How long the scroll indicator stays after scrolling stops (UIScrollView flashes ~0.5 s).
    static let scrollIndicatorLinger = 0.5
    /// How long the indicator then takes to fade out.
    static let scrollIndicatorFade = 0.25
    /// A press held on the scroll bar's track pages again after this long, then at this interval.
    static let trackRepeatDelay = 0.3
    static let trackRepeatInterval = 0.1

    static let background = Color(r: 255, g: 255, b: 255)
    static let groupedBackground = Color(r: 242, g: 242, b: 247)
    static let separator = Color(r: 198, g: 198, b: 200)
    static let text = Color(r: 0, g: 0, b: 0)
    static let secondaryText = Color(r: 138, g: 138, b: 142)
    /// A disclosure chevron: UIKit's tertiaryLabel (60, 60, 67 at 30 %) over white, opaque so the
    /// chevron's two strokes do not darken where they meet.
    static let chevron = Color(r: 196, g: 196, b: 199)
    static let tint = Color(r: 0, g: 122, b: 255)
    static let selection = Color(r: 209, g: 209, b: 214)
    static let headerBackground = Color(r: 247, g: 247, b: 247)
    static let navigationBar = Color(r: 249, g: 249, b: 249)
    static let scrollIndicator = Color(r: 0, g: 0, b: 0, a: 90)
    /// The widened thumb (GTK4's overlay scrollbar under the pointer), darker while dragged, on its track.
    static let scrollThumb = Color(r: 0, g: 0, b: 0, a: 115)
    static let scrollThumbDragged = Color(r: 0, g: 0, b: 0, a: 160)
    static let scrollTrack = Color(r: 0, g: 0, b: 0, a: 22)
    static let switchOff = Color(r: 229, g: 229, b: 234)
    static let switchOn = Color(r: 52, g: 199, b: 89)
    /// The banner's pale yellow, readable over any row.
    static let banner = Color(r: 255, g: 244, b: 204)
    /// A success's pale green.
    static let bannerSuccess = Color(r: 214, g: 245, b: 221)
    /// An error's red (iOS's systemRed), with white text.
    static let bannerError = Color(r: 255, g: 59, b: 48)
    /// How long a tapped row's highlight takes to fade (UITableView's deselectRow(animated:)).
    static let deselectDuration = 0.3

    static let body = TextStyle(size: 17)
    static let headline = TextStyle(size: 17, weight: .bold)
    static let subheadline = TextStyle(size: 15)
    static let caption = TextStyle(size: 13)
    static let footnoteBold = TextStyle(size: 13, weight: .bold)
}
