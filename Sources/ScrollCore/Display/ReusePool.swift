/// Cells that have left the screen, kept for the next row of the same kind that arrives
/// (UITableView's dequeueReusableCell).
///
/// Within a frame the rows that left are reported before the rows that arrived, so every cell
/// that leaves is kept for the arrivals; `trim()` at the end of the frame keeps at most
/// `capacityPerKind` idle cells of each kind. A list then never holds more than the visible
/// cells plus that many per kind, and builds a new cell only when more rows are visible than before.
public struct ReusePool<Kind: Hashable, Cell> {
    /// How many idle cells of one kind are kept.
    public let capacityPerKind: Int
    private var idle: [Kind: [Cell]] = [:]

    /// An empty pool keeping up to `capacityPerKind` idle cells per kind.
    public init(capacityPerKind: Int = 2) {
        precondition(capacityPerKind >= 0)
        self.capacityPerKind = capacityPerKind
    }

    /// An idle cell of `kind` to reuse, if there is one.
    /// - Complexity: O(1).
    public mutating func dequeue(kind: Kind) -> Cell? {
        idle[kind]?.popLast()
    }

    /// Gives back a cell that left the screen.
    /// - Complexity: amortized O(1).
    public mutating func enqueue(_ cell: Cell, kind: Kind) {
        idle[kind, default: []].append(cell)
    }

    /// Drops idle cells beyond `capacityPerKind` of each kind; call once a frame's display
    /// changes have been handled.
    /// - Complexity: O(kinds + cells dropped).
    public mutating func trim() {
        for kind in idle.keys where idle[kind]!.count > capacityPerKind {
            idle[kind]!.removeLast(idle[kind]!.count - capacityPerKind)
        }
    }

    /// How many idle cells of `kind` are waiting.
    public func count(kind: Kind) -> Int { idle[kind]?.count ?? 0 }

    /// How many idle cells of every kind are waiting.
    public var count: Int { idle.values.reduce(0) { $0 + $1.count } }
}
