/// A counted B+ tree over the content's elements (each section's header, rows, footer, in order).
///
/// Leaves hold runs of elements; inner nodes hold each child's `SumTreeSummary` (height, element,
/// row and header counts). Every lookup is one descent that reads those summaries: by height
/// (offset to element), by element index, by header count (section to header) or by
/// (section, row). Edits touch one root-to-leaf path, then split or rebalance along it, so all
/// of them stay O(log n) however the content was edited. All leaves are at the same depth and
/// every node but the root is at least half full.
///
/// Heights are summed, never updated by differences: a summary is always recomputed from its
/// items, so the position of an element depends only on the tree's shape, never on its history.
final class SumTree {
    /// Elements per leaf at most: big enough to amortize per-node overhead (11 bytes per element in
    /// all, allocator included, when bulk-built), small enough that scanning a leaf takes ~100 ns.
    static let defaultLeafCapacity = 128
    /// Children per inner node at most: four levels cover 10^8 elements.
    static let defaultInnerCapacity = 64

    let leafCapacity: Int
    let innerCapacity: Int
    private(set) var root: SumTreeNode
    /// The summary of the whole content, kept so totals are O(1).
    private(set) var total: SumTreeSummary

    /// Creates an empty tree.
    convenience init(leafCapacity: Int = defaultLeafCapacity, innerCapacity: Int = defaultInnerCapacity) {
        self.init(leaves: [], leafCapacity: leafCapacity, innerCapacity: innerCapacity)
    }

    /// A packer for the leaves of a bulk build of `count` elements, to pass to `init(leaves:)`.
    ///
    /// It fills leaves to 7/8: the first inserts into a leaf then grow it in place rather than split
    /// it, and since buffers are sized to their contents the slack costs no memory until used.
    static func leafPacker(count: Int, leafCapacity: Int) -> SumTreeLeafPacker {
        SumTreeLeafPacker(count: count, capacity: leafCapacity, target: max(leafCapacity / 2 + 1, leafCapacity * 7 / 8))
    }

    /// Bulk-builds a tree on `leaves` (packed in order by a `SumTreeLeafPacker`) by stacking inner levels on them. O(leaves).
    init(leaves: ContiguousArray<SumTreeChild>, leafCapacity: Int, innerCapacity: Int) {
        precondition(leafCapacity >= 4 && innerCapacity >= 4, "sum tree capacities below 4 cannot stay half full")
        self.leafCapacity = leafCapacity
        self.innerCapacity = innerCapacity
        root = Self.makeRoot(of: leaves, innerCapacity: innerCapacity)
        total = root.summary
    }

    // MARK: - Lookups

    /// The element where `target` is reached, with its position; nil when the target lies past the end. O(log n).
    func seek(_ target: some SumTreeTarget) -> SumTreeHit? {
        guard target.isReached(by: total) else { return nil }
        var prefix = SumTreeSummary()
        var node = root
        while true {
            switch node {
            case .inner(let inner):
                let children = inner.items
                node = children.children[children.index(reaching: target, prefix: &prefix)].node
            case .leaf(let leaf):
                let elements = leaf.items
                let index = elements.index(reaching: target, prefix: &prefix)
                return SumTreeHit(prefix: prefix, element: elements[index])
            }
        }
    }

    /// Calls `body` with each element from the one where `target` is reached on, and the summary before it,
    /// until `body` returns false.
    ///
    /// One descent finds the first element as `seek` does, summing positions in the same order, so both
    /// agree to the last bit; the walk then goes on from there. O(log n + k) for k elements visited; does
    /// not allocate.
    func forEachElement(from target: some SumTreeTarget, _ body: (SumTreeSummary, SumTreeElement) -> Bool) {
        guard target.isReached(by: total) else { return }
        var prefix = SumTreeSummary()
        _ = Self.visit(root, from: target, prefix: &prefix, body)
    }

    /// Visits `node`'s elements from where `target` is reached (from its first element when nil).
    private static func visit<Target: SumTreeTarget>(
        _ node: SumTreeNode, from target: Target?, prefix: inout SumTreeSummary,
        _ body: (SumTreeSummary, SumTreeElement) -> Bool
    ) -> Bool {
        switch node {
        case .leaf(let leaf):
            let elements = leaf.items
            var index = target.map { elements.index(reaching: $0, prefix: &prefix) } ?? 0
            while index < elements.count {
                let element = elements[index]
                guard body(prefix, element) else { return false }
                prefix.append(element)
                index += 1
            }
        case .inner(let inner):
            let children = inner.items
            var index = target.map { children.index(reaching: $0, prefix: &prefix) } ?? 0
            var target = target
            while index < children.count {
                let child = children.children[index]
                let start = prefix
                guard visit(child.node, from: target, prefix: &prefix, body) else { return false }
                target = nil
                // The next child's position is summed from this one's summary, as `seek` sums it.
                prefix = start
                prefix.append(child.summary)
                index += 1
            }
        }
        return true
    }

    // MARK: - Building

    /// Stacks inner levels on `nodes` (all of one depth) until one node remains; an empty list gives an empty leaf.
    static func makeRoot(of nodes: ContiguousArray<SumTreeChild>, innerCapacity: Int) -> SumTreeNode {
        var level = nodes
        while level.count > 1 {
            level = SumTreePacker<SumTreeInner>.pack(level, count: level.count, capacity: innerCapacity)
        }
        return level.first?.node ?? .leaf(SumTreeLeaf(reservingCapacity: 0))
    }

    /// Replaces the root after an edit, dropping levels left with a single child, and refreshes the total.
    func setRoot(_ node: SumTreeNode) {
        root = node
        while case .inner(let inner) = root, inner.count == 1 {
            root = inner[0].node
        }
        total = root.summary
    }

    // MARK: - Memory

    /// Heap bytes held by the tree's nodes and their buffers. O(n / leafCapacity).
    ///
    /// Counts Swift's object and array headers and glibc malloc's chunk rounding (8 bytes of
    /// header, 16-byte granules, 32 bytes at least), so it tracks what the process really pays.
    var memoryFootprint: Int { Self.footprint(of: root) }

    private static func footprint(of node: SumTreeNode) -> Int {
        switch node {
        case .leaf(let leaf):
            return heapBytes(objectHeaderBytes + 3 * MemoryLayout<ContiguousArray<Double>>.size)
                + bufferBytes(leaf.heights) + bufferBytes(leaf.tags) + bufferBytes(leaf.runs)
        case .inner(let inner):
            return inner.children.reduce(
                heapBytes(objectHeaderBytes + MemoryLayout<ContiguousArray<SumTreeChild>>.size)
                    + bufferBytes(inner.children)
            ) { $0 + footprint(of: $1.node) }
        }
    }

    private static let objectHeaderBytes = 16
    private static let arrayHeaderBytes = 32

    private static func bufferBytes<Element>(_ array: ContiguousArray<Element>) -> Int {
        array.capacity == 0 ? 0 : heapBytes(arrayHeaderBytes + array.capacity * MemoryLayout<Element>.stride)
    }

    private static func heapBytes(_ requested: Int) -> Int {
        max(32, (requested + 8 + 15) / 16 * 16)
    }
}
