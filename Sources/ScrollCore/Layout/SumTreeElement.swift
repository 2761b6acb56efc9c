/// What a laid-out item is: a section's header, row or footer, or a run of sections not yet revealed.
enum SumTreeElementKind: UInt8 {
    case row = 0
    case header = 1
    case footer = 2
    /// Sections whose counts and heights the data source has not been asked for: each is laid out by the
    /// layout's estimate (a header, `rowsEach` rows and a footer) until it is revealed.
    case sections = 3
}

/// The one byte a leaf keeps per item besides its height: the kind, whether a row's height is a guess,
/// and whether the item is a run (its count kept in the leaf's runs).
struct SumTreeElementTag: Equatable {
    private static let kindMask: UInt8 = 0b0011
    private static let estimatedBit: UInt8 = 0b0100
    private static let runBit: UInt8 = 0b1000

    private var rawValue: UInt8

    init(_ kind: SumTreeElementKind, estimated: Bool = false, run: Bool = false) {
        rawValue = kind.rawValue | (estimated ? Self.estimatedBit : 0) | (run || kind == .sections ? Self.runBit : 0)
    }

    var kind: SumTreeElementKind {
        switch rawValue & Self.kindMask {
        case SumTreeElementKind.header.rawValue: .header
        case SumTreeElementKind.footer.rawValue: .footer
        case SumTreeElementKind.sections.rawValue: .sections
        default: .row
        }
    }

    var isEstimated: Bool { rawValue & Self.estimatedBit != 0 }

    /// Whether the item stands for a run of rows or of sections, counted in `SumTreeRun`.
    var isRun: Bool { rawValue & Self.runBit != 0 }

    /// Whether the data source has yet to be asked about the item: a run of sections, or a run of rows
    /// whose height is the layout's estimate. A run of rows of one exact height is known as it is.
    var isPending: Bool { isRun && (kind == .sections || isEstimated) }
}

/// How many rows or sections a run item stands for (1 and 0 for a single element).
struct SumTreeRun: Equatable {
    /// The most one run item holds; longer runs are several items.
    static let maxCount = Int(UInt32.max)
    static let single = SumTreeRun(count: 1, rowsEach: 0)

    private var storedCount: UInt32
    private var storedRowsEach: UInt32

    /// `count` rows, or `count` sections of `rowsEach` estimated rows each.
    init(count: Int, rowsEach: Int) {
        precondition(count >= 1 && count <= Self.maxCount, "a run holds 1 to \(Self.maxCount) items, not \(count)")
        storedCount = UInt32(count)
        storedRowsEach = UInt32(min(max(rowsEach, 0), Self.maxCount))
    }

    var count: Int { Int(storedCount) }
    var rowsEach: Int { Int(storedRowsEach) }
}

/// One item of the content sequence as the tree stores it: a header, a row or a footer, or a run of
/// rows (all of one height) or of unrevealed sections.
struct SumTreeElement: Equatable {
    /// The height of the element, or of each row or section of a run.
    var height: Double
    var tag: SumTreeElementTag
    var run: SumTreeRun

    /// Negative or non-finite heights would break the monotonic offsets every lookup relies on, so they count as 0.
    init(_ kind: SumTreeElementKind, height: Double, estimated: Bool = false) {
        self.height = Self.sanitized(height)
        tag = SumTreeElementTag(kind, estimated: estimated)
        run = .single
    }

    /// Rebuilds an item from what a leaf stores, which was sanitized on the way in.
    init(height: Double, tag: SumTreeElementTag, run: SumTreeRun = .single) {
        self.height = height
        self.tag = tag
        self.run = run
    }

    init(row height: RowHeight) {
        self.init(.row, height: height.value, estimated: height.isEstimated)
    }

    /// `count` rows (at most `SumTreeRun.maxCount`) of `height` each, not asked about one by one.
    static func rows(_ count: Int, height: RowHeight) -> SumTreeElement {
        SumTreeElement(height: sanitized(height.value), tag: SumTreeElementTag(.row, estimated: height.isEstimated, run: true),
                       run: SumTreeRun(count: count, rowsEach: 1))
    }

    /// `count` unrevealed sections (at most `SumTreeRun.maxCount`) of `rowsEach` rows, each `height` tall in all.
    static func sections(_ count: Int, rowsEach: Int, height: Double) -> SumTreeElement {
        SumTreeElement(height: sanitized(height), tag: SumTreeElementTag(.sections, estimated: true),
                       run: SumTreeRun(count: count, rowsEach: rowsEach))
    }

    /// The same run holding `count` of its rows or sections instead.
    func resized(to count: Int) -> SumTreeElement {
        SumTreeElement(height: height, tag: tag, run: SumTreeRun(count: count, rowsEach: run.rowsEach))
    }

    /// The height of everything the item stands for.
    var totalHeight: Double { tag.isRun ? height * Double(run.count) : height }

    private static func sanitized(_ height: Double) -> Double {
        height.isFinite && height > 0 ? height : 0
    }
}
