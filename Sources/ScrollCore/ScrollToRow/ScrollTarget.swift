/// Where a scroll is heading, in the list's own terms rather than as an offset: an edge, a row at a
/// position, a section's start. While rows are measured on the way (estimated heights replaced by
/// real ones), the list resolves the target again every frame and retargets the running animation,
/// so it lands on the row or the edge in one motion.
public enum ScrollTarget: Sendable, Equatable {
    /// A fixed offset (a wheel notch or a line step short of an edge).
    case offset(Double)
    /// The top of the content (`bounds.min`).
    case top
    /// The end of the content (`bounds.max`).
    case end
    /// The row at a position (`.none` is decided when the request is made, so never appears here).
    case row(ListIndexPath, ScrollPosition)
    /// A section's start at the top of the visible area (section snapping).
    case sectionStart(Int)
}

extension ScrollTarget {
    /// The offset this target resolves to in `layout` within `bounds`, for every target but a row
    /// (which needs the viewport: `ListView.offset(for:)`); nil for a row or a section that does not exist.
    /// - Complexity: O(log n).
    public func offset(in layout: ListLayout, bounds: ScrollBounds, insetTop: Double) -> Double? {
        switch self {
        case .offset(let y): bounds.clamp(y)
        case .top: bounds.min
        case .end: bounds.max
        case .row: nil
        case .sectionStart(let section):
            section < layout.numberOfSections ? bounds.clamp(layout.sectionSpan(inSection: section).y - insetTop) : nil
        }
    }
}

extension ListView {
    /// The offset `target` resolves to now, clamped to the bounds; a row or section that no
    /// longer exists resolves to the current offset.
    /// - Complexity: O(log n).
    public func offset(for target: ScrollTarget) -> Double {
        if case .row(let indexPath, let position) = target {
            return (try? targetOffset(forRowAt: indexPath, position: position)) ?? offset
        }
        return target.offset(in: layout, bounds: bounds, insetTop: insets.top) ?? offset
    }

    /// `y` as a target: an edge when it lies at or beyond one (so the animation follows the edge
    /// as heights are measured), else the fixed offset.
    func target(forOffset y: Double) -> ScrollTarget {
        y >= bounds.max ? .end : y <= bounds.min ? .top : .offset(y)
    }
}
