import ScrollCore

/// One list as one frame shows it, built once after the list advanced and then only read: the
/// engine's frame, where it is in the window (`ViewportMapping`), what drawing needs of each row
/// that the frame does not say (its rounded corners: first and last in a grouped section), and how
/// the app wants it to look this frame (indicator, fading highlight, focus ring, the field being
/// edited). `ListRenderer` draws it and hit testing asks it, so what is drawn is what is hit.
struct ListDrawing {
    /// How the scroll indicator is drawn: how opaque (it fades out at rest), and whether widened
    /// into a thumb on a track (the pointer near it, or dragging it).
    struct IndicatorLook: Equatable {
        var alpha: Double
        var isWide: Bool

        /// Not drawn at all (a scene that is not on top).
        static let hidden = IndicatorLook(alpha: 0, isWide: false)
    }

    /// A tapped row's highlight fading out (UIKit's deselect animation): 1 just tapped ... 0 gone.
    struct FadingHighlight: Equatable {
        let indexPath: ListIndexPath
        let alpha: Double
    }

    let frame: ListView.Frame
    private(set) var mapping: ViewportMapping
    let style: ListStyle
    /// The rounded corners of each of `frame.rows`, in order.
    let corners: [RoundedCorners]
    let indicator: IndicatorLook
    let highlight: FadingHighlight?
    /// Whether the current row shows its focus ring (the list has the keyboard focus).
    let showsFocusRing: Bool
    /// The text field being edited, if it is in this list.
    let textField: TextFieldLayout?

    /// `frame` of a list laid out as `layout` (the layout it was built from: the same frame step), placed in the
    /// window by `mapping` (`ViewportMapping(area:style:frame:)`, made once per list per frame by the frame step).
    init(frame: ListView.Frame, layout: ListLayout, mapping: ViewportMapping, indicator: IndicatorLook = .hidden,
         highlight: FadingHighlight? = nil, showsFocusRing: Bool = false, textField: TextFieldLayout? = nil) {
        self.frame = frame
        self.style = layout.style
        self.mapping = mapping
        self.corners = frame.rows.map { Self.roundedCorners(of: $0.indexPath, in: layout) }
        self.indicator = indicator
        self.highlight = highlight
        self.showsFocusRing = showsFocusRing
        self.textField = textField
    }

    /// Which corners of the row at `indexPath` are rounded: in the grouped style (inset grouped),
    /// the top ones of a section's first row and the bottom ones of its last; none in the plain style.
    static func roundedCorners(of indexPath: ListIndexPath, in layout: ListLayout) -> RoundedCorners {
        guard layout.style == .grouped else { return [] }
        var corners: RoundedCorners = []
        if indexPath.row == 0 { corners.insert(.top) }
        if indexPath.row == layout.numberOfRows(inSection: indexPath.section) - 1 { corners.insert(.bottom) }
        return corners
    }

    /// The same list drawn `dx` further right (a scene sliding in a push or pop).
    func movedBy(dx: Double) -> ListDrawing {
        var moved = self
        moved.mapping = mapping.movedBy(dx: dx)
        return moved
    }

    // MARK: Hit testing

    /// The row drawn under `point` (window points), and where it is drawn.
    func row(at point: Point) -> (indexPath: ListIndexPath, rect: Rect)? {
        guard mapping.area.contains(point), let row = frame.row(atY: mapping.contentY(atWindowY: point.y)) else { return nil }
        let rect = mapping.rowRect(row.span)
        return rect.contains(point) ? (row.indexPath, rect) : nil
    }

    /// Where the row at `indexPath` is drawn (window points), nil when it is not on screen.
    func rowRect(of indexPath: ListIndexPath) -> Rect? {
        frame.rows.first { $0.indexPath == indexPath }.map { mapping.rowRect($0.span) }
    }

    /// Where `row`'s content is drawn: its rectangle as drawn, as tall as the row's own height (stretched
    /// with the list) while an update animates the place it takes, so its content does not squash.
    func contentRect(of row: ListView.Frame.Row) -> Rect {
        let rect = mapping.rowRect(row.span)
        return Rect(x: rect.minX, y: rect.minY, width: rect.width, height: row.height * mapping.scale)
    }

    /// Where a section header at `span` is drawn: inset like the rows, so a grouped header's text lines up with theirs.
    func headerRect(_ span: ListSpan) -> Rect { mapping.rowRect(span) }

    /// The scroll indicator as this frame draws it (nil: the content fits, there is none).
    var indicatorGeometry: IndicatorGeometry? {
        frame.indicator.map { IndicatorGeometry($0, look: indicator, mapping: mapping) }
    }

    /// What a press at `point` hits of the scroll indicator as drawn (thumb, track above or below), nil when
    /// it is for the list.
    func indicatorHit(at point: Point) -> ScrollIndicator.Hit? { indicatorGeometry?.hit(at: point) }
}
