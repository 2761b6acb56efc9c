/// One piece of the laid-out content: a section's header, one of its rows, or its footer.
public enum LayoutElement: Hashable, Sendable {
    /// The header of `section` (at its top).
    case header(section: Int)
    /// The row at the index path.
    case row(ListIndexPath)
    /// The footer of `section` (at its bottom).
    case footer(section: Int)

    /// The section the element belongs to.
    public var section: Int {
        switch self {
        case .header(let section), .footer(let section): section
        case .row(let indexPath): indexPath.section
        }
    }
}

/// An element together with where it sits in the content.
public struct PlacedElement: Equatable, Sendable {
    /// Which element.
    public var element: LayoutElement
    /// Its extent in content coordinates.
    public var span: ListSpan

    /// Creates a placed element.
    public init(element: LayoutElement, span: ListSpan) {
        self.element = element
        self.span = span
    }
}
