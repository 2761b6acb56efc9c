/// A node of the sum tree: leaves hold elements, inner nodes hold summarized children.
enum SumTreeNode {
    case leaf(SumTreeLeaf)
    case inner(SumTreeInner)

    /// The summary of everything under the node, recomputed from its items. O(capacity).
    var summary: SumTreeSummary {
        switch self {
        case .leaf(let leaf): leaf.items.summary
        case .inner(let inner): inner.items.summary
        }
    }
}

/// A child of an inner node with its summary, so a descent reads counts and heights without visiting it.
struct SumTreeChild {
    var summary: SumTreeSummary
    var node: SumTreeNode
}

// MARK: - Reading

/// Read access to a node's items for the hot loops.
///
/// It holds the node's arrays as local copies (one retain each), so a scan pays no exclusivity
/// check per access to the class's storage and no retain of each child it passes.
protocol SumTreeItems {
    var count: Int { get }
    /// Extends `summary` by the item at `index`.
    func append(itemAt index: Int, to summary: inout SumTreeSummary)
    /// Whether the item at `index` has a positive height.
    func isNonEmpty(itemAt index: Int) -> Bool
}

extension SumTreeItems {
    /// The summary of all the items.
    var summary: SumTreeSummary {
        var summary = SumTreeSummary()
        for index in 0..<count {
            append(itemAt: index, to: &summary)
        }
        return summary
    }

    /// The first item at whose end `target` is reached; advances `prefix` (the summary before these items) to the summary before that item.
    func index(reaching target: some SumTreeTarget, prefix: inout SumTreeSummary) -> Int {
        let start = prefix
        var lastNonEmpty = -1
        for index in 0..<count {
            var end = prefix
            append(itemAt: index, to: &end)
            if target.isReached(by: end) {
                return index
            }
            if isNonEmpty(itemAt: index) {
                lastNonEmpty = index
            }
            prefix = end
        }
        // Only an offset gets here: a node's height is summed from its own items, while the path sums
        // onto the prefix, and the two roundings can differ by an ulp, so a y a hair below the end of
        // this node passes every item. It belongs to the last non-empty one.
        precondition(lastNonEmpty >= 0, "sum tree target lies beyond the node it descended into")
        prefix = start
        for index in 0..<lastNonEmpty {
            append(itemAt: index, to: &prefix)
        }
        return lastNonEmpty
    }
}

/// A leaf's items, for reading.
struct SumTreeLeafItems: SumTreeItems {
    let heights: ContiguousArray<Double>
    let tags: ContiguousArray<SumTreeElementTag>
    /// Empty when the leaf holds no run; otherwise one entry per item.
    let runs: ContiguousArray<SumTreeRun>

    var count: Int { heights.count }

    subscript(index: Int) -> SumTreeElement {
        SumTreeElement(height: heights[index], tag: tags[index], run: runs.isEmpty ? .single : runs[index])
    }

    // Inlined into every scan of a leaf (the lookups' hot loop); a run takes the summary's out-of-line path.
    @inline(__always)
    func append(itemAt index: Int, to summary: inout SumTreeSummary) {
        let tag = tags[index]
        if tag.isRun {
            summary.append(self[index])
        } else {
            summary.append(single: heights[index], tag.kind)
        }
    }

    func isNonEmpty(itemAt index: Int) -> Bool { heights[index] > 0 }
}

/// An inner node's children, for reading.
struct SumTreeInnerItems: SumTreeItems {
    let children: ContiguousArray<SumTreeChild>

    var count: Int { children.count }

    func append(itemAt index: Int, to summary: inout SumTreeSummary) {
        summary.append(children[index].summary)
    }

    func isNonEmpty(itemAt index: Int) -> Bool { children[index].summary.height > 0 }
}

// MARK: - Storage

/// What leaves and inner nodes share, so that packing, splitting and rebalancing are written once.
protocol SumTreeNodeStorage: AnyObject {
    associatedtype Item
    associatedtype Items: SumTreeItems
    /// An empty node whose buffers hold `capacity` items without growing.
    init(reservingCapacity capacity: Int)
    var items: Items { get }
    var count: Int { get }
    subscript(index: Int) -> Item { get }
    var node: SumTreeNode { get }
    func append(_ item: Item)
    /// Inserts `newItems`; buffers grow by a quarter rather than doubling, and past `capacity` only when
    /// the items need it, so that a node's memory stays close to its contents.
    func insert(contentsOf newItems: some Collection<Item>, at index: Int, capacity: Int)
    func removeSubrange(_ range: Range<Int>)
}

extension ContiguousArray {
    /// Makes room for `count` elements: a quarter more than that (not the standard doubling), at most `capacity`.
    fileprivate mutating func reserveCapacity(toHold count: Int, atMost capacity: Int) {
        guard self.capacity < count else { return }
        reserveCapacity(Swift.max(count, Swift.min(capacity, count + count / 4 + 4)))
    }
}

/// A contiguous run of items, struct-of-arrays: 8 bytes of height and 1 byte of tag per item, and
/// 8 bytes of run counts per item only in a leaf that holds a run.
final class SumTreeLeaf: SumTreeNodeStorage {
    private(set) var heights: ContiguousArray<Double> = []
    private(set) var tags: ContiguousArray<SumTreeElementTag> = []
    /// Empty while the leaf holds no run (the common case costs nothing); once one arrives, one entry per item.
    private(set) var runs: ContiguousArray<SumTreeRun> = []

    init(reservingCapacity capacity: Int) {
        heights.reserveCapacity(capacity)
        tags.reserveCapacity(capacity)
    }

    /// A leaf holding these items (the buffers must have the same count, `runs` may be empty), keeping their capacity.
    init(heights: ContiguousArray<Double>, tags: ContiguousArray<SumTreeElementTag>, runs: ContiguousArray<SumTreeRun>) {
        precondition(heights.count == tags.count && (runs.isEmpty || runs.count == tags.count), "a leaf needs one tag per height")
        self.heights = heights
        self.tags = tags
        self.runs = runs
    }

    var items: SumTreeLeafItems { SumTreeLeafItems(heights: heights, tags: tags, runs: runs) }

    var count: Int { heights.count }

    subscript(index: Int) -> SumTreeElement {
        SumTreeElement(height: heights[index], tag: tags[index], run: runs.isEmpty ? .single : runs[index])
    }

    var node: SumTreeNode { .leaf(self) }

    func append(_ item: SumTreeElement) {
        let keepsRuns = keepRuns(for: CollectionOfOne(item))
        heights.append(item.height)
        tags.append(item.tag)
        if keepsRuns { runs.append(item.run) }
    }

    func insert(contentsOf newItems: some Collection<SumTreeElement>, at index: Int, capacity: Int) {
        let keepsRuns = keepRuns(for: newItems)
        heights.reserveCapacity(toHold: count + newItems.count, atMost: capacity)
        tags.reserveCapacity(toHold: count + newItems.count, atMost: capacity)
        heights.insert(contentsOf: newItems.lazy.map(\.height), at: index)
        tags.insert(contentsOf: newItems.lazy.map(\.tag), at: index)
        if keepsRuns { runs.insert(contentsOf: newItems.lazy.map(\.run), at: index) }
    }

    func removeSubrange(_ range: Range<Int>) {
        heights.removeSubrange(range)
        tags.removeSubrange(range)
        guard !runs.isEmpty else { return }
        runs.removeSubrange(range)
        // Rows revealed out of a run move on to leaves of their own: drop the counts once no run is left.
        if !tags.contains(where: \.isRun) { runs = [] }
    }

    func replace(at index: Int, with element: SumTreeElement) {
        if keepRuns(for: CollectionOfOne(element)) { runs[index] = element.run }
        heights[index] = element.height
        tags[index] = element.tag
    }

    /// Whether the leaf keeps run counts once `newItems` are in: it starts to, one per item held so far, when
    /// they bring it its first run (an empty leaf's counts are empty either way, so the answer is needed).
    private func keepRuns(for newItems: some Collection<SumTreeElement>) -> Bool {
        guard runs.isEmpty else { return true }
        guard newItems.contains(where: \.tag.isRun) else { return false }
        runs = ContiguousArray(repeating: .single, count: count)
        return true
    }
}

/// An inner node: its children with their summaries, all children at the same depth.
final class SumTreeInner: SumTreeNodeStorage {
    private(set) var children: ContiguousArray<SumTreeChild> = []

    init(reservingCapacity capacity: Int) {
        children.reserveCapacity(capacity)
    }

    var items: SumTreeInnerItems { SumTreeInnerItems(children: children) }

    var count: Int { children.count }

    subscript(index: Int) -> SumTreeChild { children[index] }

    var node: SumTreeNode { .inner(self) }

    func append(_ item: SumTreeChild) {
        children.append(item)
    }

    func insert(contentsOf newItems: some Collection<SumTreeChild>, at index: Int, capacity: Int) {
        children.reserveCapacity(toHold: count + newItems.count, atMost: capacity)
        children.insert(contentsOf: newItems, at: index)
    }

    func removeSubrange(_ range: Range<Int>) {
        children.removeSubrange(range)
    }

    func replaceChild(at index: Int, with child: SumTreeChild) {
        children[index] = child
    }

    /// Re-reads the summary of a child whose contents changed.
    func refreshSummary(ofChild index: Int) {
        children[index].summary = children[index].node.summary
    }

    /// The child holding element `index` (counted within this node) and the index within that child.
    func child(holdingElement index: Int) -> (child: Int, index: Int) {
        let children = children
        var before = 0
        for child in children.indices {
            let elements = children[child].summary.elements
            if index < before + elements {
                return (child, index - before)
            }
            before += elements
        }
        preconditionFailure("element index \(index) beyond the node")
    }

    /// Like `child(holdingElement:)`, but an index just past the end goes to the end of the last child.
    func child(forInsertionAt index: Int) -> (child: Int, index: Int) {
        let children = children
        let last = children.count - 1
        var before = 0
        for child in 0..<last {
            let elements = children[child].summary.elements
            if index < before + elements {
                return (child, index - before)
            }
            before += elements
        }
        return (last, index - before)
    }
}
