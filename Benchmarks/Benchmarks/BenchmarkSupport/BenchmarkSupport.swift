import ScrollCore

/// A variable-height list: `sections` sections of `rowsPerSection` rows, each section with a
/// 28 pt header and no footer. Row heights cycle deterministically through 44, 52, …, 92 pt by the
/// row's global index, so every run lays out exactly the same content.
public final class VariableHeightDataSource: ListDataSource {
    public static let headerHeight = 28.0

    public let sections: Int
    public let rowsPerSection: Int
    /// Nil: every row is asked for when the layout is built. Set, rows (and, with `rowsPerSection`, sections) are
    /// runs until revealed.
    public var estimates: ListEstimates?

    public init(sections: Int, rowsPerSection: Int) {
        self.sections = sections
        self.rowsPerSection = rowsPerSection
    }

    /// 10,000,000 rows: 1,000 sections of 10,000 rows.
    public static func tenMillionRows() -> VariableHeightDataSource {
        VariableHeightDataSource(sections: 1_000, rowsPerSection: 10_000)
    }

    public var rowCount: Int { sections * rowsPerSection }

    /// The height of the row at global index `index` (rows counted across sections).
    public static func height(ofRow index: Int) -> Double { 44 + Double(index % 7) * 8 }

    public func height(at indexPath: ScrollCore.ListIndexPath) -> Double {
        Self.height(ofRow: indexPath.section * rowsPerSection + indexPath.row)
    }

    public func numberOfSections() -> Int { sections }
    public func numberOfRows(inSection section: Int) -> Int { rowsPerSection }
    public func heightForRow(at indexPath: ScrollCore.ListIndexPath) -> RowHeight { .exact(height(at: indexPath)) }
    public func heightForHeader(inSection section: Int) -> Double { Self.headerHeight }
    public func heightForFooter(inSection section: Int) -> Double { 0 }
}

/// SplitMix64: a tiny, fixed-seed generator, so every run draws the same "random" inputs.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A fixed ring of precomputed inputs, handed out one per iteration without allocating.
///
/// The ring is large (65,536 entries) so that successive lookups land on unrelated parts of the
/// tree, as random accesses do, rather than on a few cached paths.
public struct InputRing<Element> {
    private let values: ContiguousArray<Element>
    private var position = 0

    public init(count: Int = 1 << 16, seed: UInt64, _ make: (inout SplitMix64) -> Element) {
        precondition(count > 0 && count & (count - 1) == 0, "the ring size is a power of two")
        var generator = SplitMix64(seed: seed)
        var values = ContiguousArray<Element>()
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(make(&generator)) }
        self.values = values
    }

    public mutating func next() -> Element {
        defer { position = (position + 1) & (values.count - 1) }
        return values[position]
    }
}

/// Uniformly random index paths of existing rows of `dataSource`.
public func randomIndexPaths(in dataSource: VariableHeightDataSource, seed: UInt64) -> InputRing<ScrollCore.ListIndexPath> {
    InputRing(seed: seed) { generator in
        ScrollCore.ListIndexPath(row: Int.random(in: 0..<dataSource.rowsPerSection, using: &generator),
                             section: Int.random(in: 0..<dataSource.sections, using: &generator))
    }
}

/// Uniformly random offsets in `[0, height)`.
public func randomOffsets(below height: Double, seed: UInt64) -> InputRing<Double> {
    InputRing(seed: seed) { generator in Double.random(in: 0..<height, using: &generator) }
}
