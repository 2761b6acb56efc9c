/// The scroll indicator along the viewport's right edge, as UIScrollView draws it and GTK4's
/// overlay scrollbars use it: a thumb whose length is the visible fraction of the content (never
/// shorter than `minimumLength`) and whose place on the track is the offset's fraction of the
/// scrollable range. The track is the viewport less `inset` at each end. A value in the frame
/// description: it also maps a thumb position back to an offset (a thumb drag) and says what a
/// press hits (the thumb, or the track above or below it), so the app decides no position.
public struct ScrollIndicator: Equatable, Sendable {
    /// Space between the track and the viewport's top and bottom.
    public static let inset = 3.0
    /// The shortest thumb, so it can be seen and grabbed over very long content.
    public static let minimumLength = 36.0
    /// A pointer this close to the viewport's right edge (points) shows the indicator widened into
    /// a thumb that can be dragged; a press there is for the indicator, not the list.
    public static let nearDistance = 16.0

    /// What a press at a point near the edge hits.
    public enum Hit: Equatable, Sendable {
        /// The thumb: a press starts a thumb drag.
        case thumb
        /// The track above the thumb (pages toward the start) or below it (toward the end).
        case trackAbove, trackBelow
    }

    /// The track in viewport space (y = 0 at the viewport's top).
    public let track: ListSpan
    /// The thumb in viewport space, inside the track.
    public let thumb: ListSpan
    /// The scrollable range the thumb's travel maps onto.
    public let bounds: ScrollBounds
    /// Whether a thumb drag is holding it (drawn pressed).
    public let isDragged: Bool

    /// The indicator for `offset` within `bounds` over `contentHeight` of content in a viewport
    /// `viewportHeight` tall; nil when the content fits (nothing to indicate) or the viewport is
    /// too short to hold a track.
    /// - Complexity: O(1).
    public init?(offset: Double, bounds: ScrollBounds, contentHeight: Double, viewportHeight: Double,
                 isDragged: Bool = false) {
        guard contentHeight > viewportHeight, viewportHeight > 4 * Self.inset, bounds.max > bounds.min else { return nil }
        let track = ListSpan(y: Self.inset, height: viewportHeight - 2 * Self.inset)
        let length = min(track.height, max(Self.minimumLength, track.height * viewportHeight / contentHeight))
        let range = bounds.max - bounds.min
        let fraction = min(max((offset - bounds.min) / range, 0), 1)
        self.track = track
        self.thumb = ListSpan(y: track.y + (track.height - length) * fraction, height: length)
        self.bounds = bounds
        self.isDragged = isDragged
    }

    /// How far the thumb's top can move along the track.
    public var travel: Double { track.height - thumb.height }

    /// The offset that puts the thumb's top at viewport y `thumbTop`: the thumb's fraction of its
    /// travel is the offset's fraction of the range, clamped to the track, so the track's start is
    /// exactly `bounds.min` and its end exactly `bounds.max`.
    /// - Complexity: O(1).
    public func offset(forThumbTop thumbTop: Double) -> Double {
        guard travel > 0 else { return bounds.min }
        let fraction = min(max((thumbTop - track.y) / travel, 0), 1)
        return (1 - fraction) * bounds.min + fraction * bounds.max
    }

    /// What a press at viewport y `y`, `distanceFromEdge` points left of the viewport's right
    /// edge, hits: nil farther from the edge than `nearDistance` (or outside the viewport).
    /// - Complexity: O(1).
    public func hit(atY y: Double, distanceFromEdge: Double) -> Hit? {
        guard distanceFromEdge >= 0, distanceFromEdge <= Self.nearDistance,
              y >= 0, y < track.y + track.height + Self.inset else { return nil }
        if y < thumb.y { return .trackAbove }
        if y >= thumb.y + thumb.height { return .trackBelow }
        return .thumb
    }
}
