/// What a laid-out element is; a section is always one header, its rows, then one footer.
enum SumTreeElementKind: UInt8 {
    case row = 0
    case header = 1
    case footer = 2
}

/// The one byte a leaf keeps per element besides its height: the kind, and whether a row's height is a guess.
struct SumTreeElementTag: Equatable {
    private static let kindMask: UInt8 = 0b011
    private static let estimatedBit: UInt8 = 0b100

    private var rawValue: UInt8

    init(_ kind: SumTreeElementKind, estimated: Bool = false) {
        rawValue = kind.rawValue | (estimated ? Self.estimatedBit : 0)
    }

    var kind: SumTreeElementKind {
        switch rawValue & Self.kindMask {
        case SumTreeElementKind.header.rawValue: .header
        case SumTreeElementKind.footer.rawValue: .footer
        default: .row
        }
    }

    var isEstimated: Bool { rawValue & Self.estimatedBit != 0 }
}

/// One element of the content sequence as the tree stores it.
struct SumTreeElement: Equatable {
    var height: Double
    var tag: SumTreeElementTag

    /// Negative or non-finite heights would break the monotonic offsets every lookup relies on, so they count as 0.
    init(_ kind: SumTreeElementKind, height: Double, estimated: Bool = false) {
        self.height = height.isFinite && height > 0 ? height : 0
        tag = SumTreeElementTag(kind, estimated: estimated)
    }

    /// Rebuilds an element from what a leaf stores, which was sanitized on the way in.
    init(height: Double, tag: SumTreeElementTag) {
        self.height = height
        self.tag = tag
    }

    init(row height: RowHeight) {
        self.init(.row, height: height.value, estimated: height.isEstimated)
    }
}
