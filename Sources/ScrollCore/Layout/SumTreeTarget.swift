/// A position to find in the element sequence: the first element at whose end the target is reached.
///
/// `isReached` must be false then true along the sequence (monotonic in the prefix summary), so
/// the tree can tell from a child's summary alone whether the target lies inside it.
protocol SumTreeTarget {
    /// Whether the target lies at or before the end of the run summarized by `prefix`.
    func isReached(by prefix: SumTreeSummary) -> Bool
}

/// The non-empty element whose extent contains `y`.
struct SumTreeOffsetTarget: SumTreeTarget {
    var y: Double
    func isReached(by prefix: SumTreeSummary) -> Bool { prefix.height > y }
}

/// The element at a global element index.
struct SumTreeIndexTarget: SumTreeTarget {
    var index: Int
    func isReached(by prefix: SumTreeSummary) -> Bool { prefix.elements > index }
}

/// The header of a section.
struct SumTreeHeaderTarget: SumTreeTarget {
    var section: Int
    func isReached(by prefix: SumTreeSummary) -> Bool { prefix.sections > section }
}

/// The row at an index path, found in one descent: (section begun, row within it) only grows along the
/// sequence. When the row does not exist, the item found is a header, a run of sections past the
/// row's section, or nothing past the end; a row inside a run is found as the run.
struct SumTreeRowTarget: SumTreeTarget {
    var indexPath: ListIndexPath
    func isReached(by prefix: SumTreeSummary) -> Bool {
        let section = prefix.sections - 1
        return section > indexPath.section || (section == indexPath.section && prefix.trailingRows > indexPath.row)
    }
}

/// The first item the data source has yet to be asked about, after the first `skipping` such items.
struct SumTreePendingTarget: SumTreeTarget {
    var skipping: Int
    func isReached(by prefix: SumTreeSummary) -> Bool { prefix.pending > skipping }
}

/// An element found by a descent.
struct SumTreeHit {
    /// The summary of everything before the element: its position.
    var prefix: SumTreeSummary
    var element: SumTreeElement
}
