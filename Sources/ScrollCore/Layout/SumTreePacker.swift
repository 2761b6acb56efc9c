/// The sizes that split `count` items into equal chunks (within one) of about `target` items, never
/// more than `capacity`, and never less than half the capacity when there is more than one chunk:
/// that floor is what keeps split and bulk-built nodes from being underfull.
struct SumTreeChunkSizes: Sequence, IteratorProtocol {
    let chunkCount: Int
    private let smallSize: Int
    private let largeChunks: Int
    private var produced = 0

    init(count: Int, capacity: Int, target: Int? = nil) {
        let target = target ?? capacity
        precondition(target > capacity / 2 && target <= capacity, "chunk target \(target) outside (capacity / 2, capacity]")
        chunkCount = count <= capacity ? Swift.min(count, 1) : Swift.min((count + target - 1) / target, 2 * count / capacity)
        smallSize = chunkCount == 0 ? 0 : count / chunkCount
        largeChunks = chunkCount == 0 ? 0 : count % chunkCount
    }

    var underestimatedCount: Int { chunkCount - produced }

    mutating func next() -> Int? {
        guard produced < chunkCount else { return nil }
        defer { produced += 1 }
        return produced < largeChunks ? smallSize + 1 : smallSize
    }
}

/// Streams items into nodes of near-equal size: every split and the inner levels of a bulk build use it
/// (a bulk build's leaves use `SumTreeLeafPacker`).
struct SumTreePacker<Node: SumTreeNodeStorage> {
    private var sizes: SumTreeChunkSizes
    private var node: Node?
    private var roomInNode = 0
    private(set) var packed = ContiguousArray<SumTreeChild>()

    /// Prepares to pack exactly `count` items into full nodes of at most `capacity` (the last ones within one of each other).
    init(count: Int, capacity: Int) {
        sizes = SumTreeChunkSizes(count: count, capacity: capacity)
        packed.reserveCapacity(sizes.chunkCount)
    }

    /// Adds the next item; the node it completes joins `packed`.
    mutating func append(_ item: Node.Item) {
        if roomInNode == 0 {
            guard let size = sizes.next() else { preconditionFailure("more items than counted") }
            node = Node(reservingCapacity: size)
            roomInNode = size
        }
        guard let node else { preconditionFailure("no node to pack into") }
        node.append(item)
        roomInNode -= 1
        if roomInNode == 0 {
            packed.append(SumTreeChild(summary: node.items.summary, node: node.node))
        }
    }

    /// Packs all of `items`, which must number `count`.
    static func pack(_ items: some Sequence<Node.Item>, count: Int, capacity: Int) -> ContiguousArray<SumTreeChild> {
        var packer = Self(count: count, capacity: capacity)
        for item in items {
            packer.append(item)
        }
        precondition(packer.packed.count == packer.sizes.chunkCount, "fewer items than counted")
        return packer.packed
    }
}
