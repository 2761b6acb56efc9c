/// The height of a row: known, or a guess that stands until the row is measured.
public enum RowHeight: Sendable, Equatable {
    /// A known height, in points.
    case exact(Double)
    /// A guess, in points, to be replaced by `.exact` once the row is measured.
    case estimated(Double)

    /// The height in points, whether known or guessed.
    public var value: Double {
        switch self {
        case .exact(let height), .estimated(let height): height
        }
    }

    /// Whether the height is still a guess.
    public var isEstimated: Bool {
        if case .estimated = self { true } else { false }
    }
}
