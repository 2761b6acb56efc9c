@testable import ScrollCore

/// A deterministic generator so that randomized tests replay the same operations every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One section of the naive reference model.
struct ReferenceSection: Equatable {
    var header: Double
    var rows: [RowHeight]
    var footer: Double
}

/// The naive model of a layout: arrays of heights, positions found by summing from the top.
struct ReferenceLayout {
    var sections: [ReferenceSection]

    /// Every element in content order with its span, zero-height ones included.
    var placedElements: [PlacedElement] {
        var placed: [PlacedElement] = []
        var y = 0.0
        func place(_ element: LayoutElement, _ height: Double) {
            placed.append(PlacedElement(element: element, span: ListSpan(y: y, height: height)))
            y += height
        }
        for (section, content) in sections.enumerated() {
            place(.header(section: section), content.header)
            for (row, height) in content.rows.enumerated() {
                place(.row(ListIndexPath(row: row, section: section)), height.value)
            }
            place(.footer(section: section), content.footer)
        }
        return placed
    }

    var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
}

/// A data source answering from a reference model (or any list of sections).
final class SectionsDataSource: ListDataSource {
    let sections: [ReferenceSection]

    init(_ sections: [ReferenceSection]) {
        self.sections = sections
    }

    func numberOfSections() -> Int { sections.count }
    func numberOfRows(inSection section: Int) -> Int { sections[section].rows.count }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight { sections[indexPath.section].rows[indexPath.row] }
    func heightForHeader(inSection section: Int) -> Double { sections[section].header }
    func heightForFooter(inSection section: Int) -> Double { sections[section].footer }
}

extension ListLayout {
    /// Every non-empty element, as `forEachElement` reports them over the whole content.
    var allElements: [PlacedElement] {
        elements(from: 0, to: contentHeight)
    }

    func elements(from top: Double, to bottom: Double) -> [PlacedElement] {
        var found: [PlacedElement] = []
        forEachElement(from: top, to: bottom) { element in
            found.append(element)
            return true
        }
        return found
    }
}

extension SumTree {
    /// What is wrong with the tree's shape or summaries; empty when it is sound.
    ///
    /// Sound means: all leaves at one depth, no node over capacity, every node but the root at
    /// least half full, an inner root with at least two children, and every stored summary equal
    /// to the one recomputed from the node's items.
    var invariantViolations: [String] {
        var violations: [String] = []
        if case .inner(let inner) = root, inner.count < 2 {
            violations.append("inner root with \(inner.count) child")
        }
        if root.summary != total {
            violations.append("total \(total) differs from the root's \(root.summary)")
        }
        _ = depth(of: root, isRoot: true, violations: &violations)
        return violations
    }

    private func depth(of node: SumTreeNode, isRoot: Bool, violations: inout [String]) -> Int {
        switch node {
        case .leaf(let leaf):
            if leaf.count > leafCapacity || (!isRoot && leaf.count < leafCapacity / 2) {
                violations.append("leaf of \(leaf.count) elements, capacity \(leafCapacity)")
            }
            return 1
        case .inner(let inner):
            if inner.count > innerCapacity || (!isRoot && inner.count < innerCapacity / 2) {
                violations.append("inner node of \(inner.count) children, capacity \(innerCapacity)")
            }
            var depths = Set<Int>()
            for child in inner.children {
                if child.summary != child.node.summary {
                    violations.append("stale child summary \(child.summary)")
                }
                depths.insert(depth(of: child.node, isRoot: false, violations: &violations))
            }
            if depths.count != 1 {
                violations.append("children at depths \(depths.sorted())")
            }
            return 1 + (depths.max() ?? 0)
        }
    }
}

extension SumTree {
    /// A tree holding `elements`, bulk-built as `ListLayout.reload` builds one.
    convenience init(elements: some Collection<SumTreeElement>, leafCapacity: Int, innerCapacity: Int) {
        self.init(
            leaves: {
                var packer = SumTree.leafPacker(count: elements.count, leafCapacity: leafCapacity)
                for element in elements {
                    packer.append(element)
                }
                return packer.packed
            }(),
            leafCapacity: leafCapacity, innerCapacity: innerCapacity
        )
    }
}
