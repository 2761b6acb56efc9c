import ScrollCore

/// The scroll indicator as one frame draws it, in window points: the column along the list's trailing
/// edge where it widens under the pointer and takes presses, its thin bar or widened track, and its
/// thumb. `ListRenderer` fills these rectangles and a press is tested against them, so a press on the
/// thumb's drawn edge is on the thumb. It does not stretch with the content.
struct IndicatorGeometry: Equatable {
    /// How wide the column at the trailing edge is where the indicator widens and a press is its, not
    /// the list's: the widened track's 12 points with 2 on its inner side and 2 to the edge.
    static let columnWidth = 16.0
    /// The thin bar (at rest, the pointer away): 3 points wide, 3 from the edge (UIScrollView's).
    static let thin = (width: 3.0, fromEdge: 3.0)
    /// The widened track and the thumb on it (GTK4's overlay scrollbar under the pointer): a 12 point
    /// track 2 from the edge, an 8 point thumb centred on it.
    static let track = (width: 12.0, fromEdge: 2.0)
    static let wideThumb = (width: 8.0, fromEdge: 4.0)

    /// Where presses and the pointer's nearness count: the full height of the list's area.
    let column: Rect
    /// The widened track, nil while the thin bar is drawn.
    let track: Rect?
    /// The thumb (the thin bar or the widened thumb); its top and bottom are the indicator's own.
    let thumb: Rect

    /// `indicator` drawn as `look` says in the list `mapping` places.
    init(_ indicator: ScrollIndicator, look: ListDrawing.IndicatorLook, mapping: ViewportMapping) {
        let area = mapping.area
        column = Self.column(of: area)
        let thumb = mapping.fixedRect(indicator.thumb)
        func strip(_ span: (width: Double, fromEdge: Double), along rect: Rect) -> Rect {
            Rect(x: area.maxX - (span.fromEdge + span.width), y: rect.minY, width: span.width, height: rect.height)
        }
        if look.isWide {
            track = strip(Self.track, along: mapping.fixedRect(indicator.track))
            self.thumb = strip(Self.wideThumb, along: thumb)
        } else {
            track = nil
            self.thumb = strip(Self.thin, along: thumb)
        }
    }

    /// The column along the trailing edge of a list drawn in `area`.
    static func column(of area: Rect) -> Rect {
        Rect(x: area.maxX - columnWidth, y: area.minY, width: columnWidth, height: area.height)
    }

    /// What a press at `point` hits: the thumb between its drawn top and bottom, the track above or below it, nil
    /// outside the column (the list's).
    func hit(at point: Point) -> ScrollIndicator.Hit? {
        guard column.contains(point) else { return nil }
        if point.y < thumb.minY { return .trackAbove }
        if point.y >= thumb.maxY { return .trackBelow }
        return .thumb
    }
}
