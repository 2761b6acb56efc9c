/// Edits by element index. Each walks one root-to-leaf path, then splits overfull nodes or
/// rebalances underfull ones on the way back up, and re-sums the summaries it passed.
extension SumTree {
    /// Inserts `elements` before element `index` (`total.elements` appends). O(log n + k) for k elements.
    func insert(_ elements: some Collection<SumTreeElement>, at index: Int) {
        precondition(index >= 0 && index <= total.elements, "insertion index \(index) out of range")
        guard !elements.isEmpty else { return }
        if let replacement = insert(elements, at: index, into: root) {
            setRoot(Self.makeRoot(of: replacement, innerCapacity: innerCapacity))
        } else {
            setRoot(root)
        }
    }

    /// Removes the elements in `range`. O(log n) per half leaf of elements removed, plus one descent.
    func remove(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= total.elements, "removal range \(range) out of range")
        var remaining = range.count
        while remaining > 0 {
            let limit = remaining
            remaining -= modifyLeaf(holding: range.lowerBound, in: root) { leaf, index in
                let removed = min(limit, leaf.count - index)
                leaf.removeSubrange(index..<index + removed)
                return removed
            }
        }
        setRoot(root)
    }

    /// Replaces the element at `index`. O(log n).
    func replace(at index: Int, with element: SumTreeElement) {
        precondition(index >= 0 && index < total.elements, "element index \(index) out of range")
        modifyLeaf(holding: index, in: root) { leaf, index in leaf.replace(at: index, with: element) }
        setRoot(root)
    }

    /// Replaces the item at `index` with `elements` (a run split around what was revealed in it).
    /// O(log n + k) for k elements.
    func replace(at index: Int, with elements: some Collection<SumTreeElement>) {
        if elements.count == 1, let element = elements.first {
            replace(at: index, with: element)
        } else {
            remove(index..<index + 1)
            insert(elements, at: index)
        }
    }

    /// Inserts into the subtree at `node`; returns the nodes that replace it when it overflowed.
    private func insert(
        _ elements: some Collection<SumTreeElement>, at index: Int, into node: SumTreeNode
    ) -> ContiguousArray<SumTreeChild>? {
        switch node {
        case .leaf(let leaf):
            return Self.insert(elements, at: index, into: leaf, capacity: leafCapacity)
        case .inner(let inner):
            var (child, childIndex) = inner.child(forInsertionAt: index)
            if case .leaf(let leaf) = inner[child].node, leaf.count + elements.count > leafCapacity {
                childIndex = makeRoom(for: elements.count, inLeaf: child, of: inner, at: childIndex)
            }
            guard let replacement = insert(elements, at: childIndex, into: inner[child].node) else {
                inner.refreshSummary(ofChild: child)
                return nil
            }
            inner.replaceChild(at: child, with: replacement[0])
            return Self.insert(replacement.dropFirst(), at: child + 1, into: inner, capacity: innerCapacity)
        }
    }

    /// Moves items of the full leaf `child` into its siblings' free room (those before the insertion point
    /// to the left one, those after it to the right one) before it would split; returns where the
    /// insertion point now is in it.
    ///
    /// Rows revealed one screen at a time arrive next to the run they come out of, again and again at
    /// the same place: split in halves, every leaf they leave behind would stay half full (18 bytes a
    /// row); topping up the neighbour first leaves them full (about 10 bytes a row).
    private func makeRoom(for count: Int, inLeaf child: Int, of parent: SumTreeInner, at index: Int) -> Int {
        guard case .leaf(let leaf) = parent[child].node else { return index }
        var index = index
        if child > 0, case .leaf(let left) = parent[child - 1].node {
            let moved = min(leafCapacity - left.count, index)
            if moved > 0 {
                Self.move(0..<moved, of: leaf, to: left, at: left.count, capacity: leafCapacity)
                index -= moved
                parent.refreshSummary(ofChild: child - 1)
            }
        }
        if leaf.count + count > leafCapacity, child + 1 < parent.count, case .leaf(let right) = parent[child + 1].node {
            let moved = min(leafCapacity - right.count, leaf.count - index)
            if moved > 0 {
                Self.move(leaf.count - moved..<leaf.count, of: leaf, to: right, at: 0, capacity: leafCapacity)
                parent.refreshSummary(ofChild: child + 1)
            }
        }
        parent.refreshSummary(ofChild: child)
        return index
    }

    /// Inserts items into one node, in place when they fit; otherwise repacks everything into new nodes and returns them.
    private static func insert<Node: SumTreeNodeStorage>(
        _ items: some Collection<Node.Item>, at index: Int, into node: Node, capacity: Int
    ) -> ContiguousArray<SumTreeChild>? {
        let count = node.count + items.count
        guard count > capacity else {
            node.insert(contentsOf: items, at: index, capacity: capacity)
            return nil
        }
        var all = ContiguousArray<Node.Item>()
        all.reserveCapacity(count)
        all.append(contentsOf: (0..<index).lazy.map { node[$0] })
        all.append(contentsOf: items)
        all.append(contentsOf: (index..<node.count).lazy.map { node[$0] })
        return SumTreePacker<Node>.pack(all, count: count, capacity: capacity)
    }

    /// Runs `body` on the leaf holding element `index`, then re-sums and rebalances the path back up.
    @discardableResult
    private func modifyLeaf<Result>(
        holding index: Int, in node: SumTreeNode, _ body: (SumTreeLeaf, Int) -> Result
    ) -> Result {
        switch node {
        case .leaf(let leaf):
            return body(leaf, index)
        case .inner(let inner):
            let (child, childIndex) = inner.child(holdingElement: index)
            let result = modifyLeaf(holding: childIndex, in: inner[child].node, body)
            inner.refreshSummary(ofChild: child)
            rebalanceIfUnderfull(child: child, of: inner)
            return result
        }
    }

    /// Merges an underfull child with a sibling, or moves items over from it, so every non-root node stays at least half full.
    private func rebalanceIfUnderfull(child: Int, of parent: SumTreeInner) {
        guard parent.count > 1, isUnderfull(parent[child].node) else { return }
        let left = child + 1 < parent.count ? child : child - 1
        let merged = switch (parent[left].node, parent[left + 1].node) {
        case (.leaf(let leftNode), .leaf(let rightNode)):
            Self.rebalance(leftNode, rightNode, capacity: leafCapacity)
        case (.inner(let leftNode), .inner(let rightNode)):
            Self.rebalance(leftNode, rightNode, capacity: innerCapacity)
        default:
            preconditionFailure("sum tree siblings at different depths")
        }
        parent.refreshSummary(ofChild: left)
        if merged {
            parent.removeSubrange(left + 1..<left + 2)
        } else {
            parent.refreshSummary(ofChild: left + 1)
        }
    }

    /// Whether a non-root node holds less than half its capacity.
    private func isUnderfull(_ node: SumTreeNode) -> Bool {
        switch node {
        case .leaf(let leaf): leaf.count < leafCapacity / 2
        case .inner(let inner): inner.count < innerCapacity / 2
        }
    }

    /// Moves everything into `left` when it fits (returns true: `right` is then empty), else evens the two out.
    private static func rebalance<Node: SumTreeNodeStorage>(_ left: Node, _ right: Node, capacity: Int) -> Bool {
        let count = left.count + right.count
        if count <= capacity {
            move(0..<right.count, of: right, to: left, at: left.count, capacity: capacity)
            return true
        }
        let leftCount = count / 2
        if left.count < leftCount {
            move(0..<leftCount - left.count, of: right, to: left, at: left.count, capacity: capacity)
        } else {
            move(leftCount..<left.count, of: left, to: right, at: 0, capacity: capacity)
        }
        return false
    }

    private static func move<Node: SumTreeNodeStorage>(
        _ range: Range<Int>, of source: Node, to destination: Node, at index: Int, capacity: Int
    ) {
        destination.insert(contentsOf: range.lazy.map { source[$0] }, at: index, capacity: capacity)
        source.removeSubrange(range)
    }
}
