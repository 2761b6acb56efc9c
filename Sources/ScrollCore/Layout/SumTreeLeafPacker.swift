/// Streams items into leaves of near-equal size for a bulk build (reload).
///
/// The leaf being filled is kept as two local buffers and becomes a `SumTreeLeaf` only when full,
/// so appending an element is two stores into reserved capacity: no class access, no retain.
struct SumTreeLeafPacker {
    private var sizes: SumTreeChunkSizes
    private var heights = ContiguousArray<Double>()
    private var tags = ContiguousArray<SumTreeElementTag>()
    /// Empty until the leaf being filled gets a run (see `SumTreeLeaf.runs`).
    private var runs = ContiguousArray<SumTreeRun>()
    private var roomInLeaf = 0
    private(set) var packed = ContiguousArray<SumTreeChild>()

    /// Prepares to pack exactly `count` elements into leaves of at most `capacity`, about `target` each.
    init(count: Int, capacity: Int, target: Int) {
        sizes = SumTreeChunkSizes(count: count, capacity: capacity, target: target)
        packed.reserveCapacity(sizes.chunkCount)
    }

    /// How many more elements the leaf being filled takes (at least 1), opening the next leaf when
    /// the last one is full; traps when every counted element has been appended.
    /// - Complexity: O(1).
    mutating func room() -> Int {
        if roomInLeaf == 0 {
            guard let size = sizes.next() else { preconditionFailure("more items than counted") }
            heights.reserveCapacity(size)
            tags.reserveCapacity(size)
            roomInLeaf = size
        }
        return roomInLeaf
    }

    /// Adds the next element; the leaf it completes joins `packed`.
    /// - Complexity: O(1), amortised over the leaf it completes.
    mutating func append(_ element: SumTreeElement) {
        _ = room()
        // Counts are kept, one per element, from the leaf's first run on (see `SumTreeLeaf.runs`).
        let keepsRuns = !runs.isEmpty || element.tag.isRun
        if keepsRuns, runs.count < heights.count { runs = ContiguousArray(repeating: .single, count: heights.count) }
        heights.append(element.height)
        tags.append(element.tag)
        if keepsRuns { runs.append(element.run) }
        roomInLeaf -= 1
        if roomInLeaf == 0 {
            let leaf = SumTreeLeaf(heights: heights, tags: tags, runs: runs)
            heights = []
            tags = []
            runs = []
            packed.append(SumTreeChild(summary: leaf.items.summary, node: .leaf(leaf)))
        }
    }
}
