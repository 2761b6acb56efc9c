/// UIScrollView's scroll indicator along the viewport's edge: a bar whose length is the visible
/// fraction of the content (never shorter than `minimumLength`) and whose place is the offset's
/// fraction of the scrollable range, kept `inset` points from the viewport's ends.
public enum ScrollIndicator {
    /// Space between the bar and the viewport's top and bottom.
    public static let inset = 3.0
    /// The shortest bar, so it can still be seen over very long content.
    public static let minimumLength = 36.0

    /// The bar's span in viewport space, or nil when the content fits (nothing to indicate) or the
    /// viewport is too short to hold a bar.
    /// - Complexity: O(1).
    public static func span(offset: Double, bounds: ScrollBounds, contentHeight: Double, viewportHeight: Double) -> Span? {
        guard contentHeight > viewportHeight, viewportHeight > 4 * inset else { return nil }
        let track = viewportHeight - 2 * inset
        let length = max(minimumLength, track * viewportHeight / contentHeight)
        let range = bounds.max - bounds.min
        let fraction = range > 0 ? (offset - bounds.min) / range : 0
        return Span(y: inset + (track - length) * min(max(fraction, 0), 1), height: length)
    }
}
