/// A width and height in points: a window's, a canvas's, a rectangle's.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a size from its dimensions in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `WxH` as the command line and scripts write it ("480x800"; a fraction as "480.5x800").
    public var description: String { "\(DisplayScale.format(width))x\(DisplayScale.format(height))" }
}

extension Size {
    /// Why a "WxH" text is not a window size.
    public enum ParseError: Error, Equatable, Sendable {
        /// The text is not two whole numbers joined by "x".
        case malformed
        /// A side is outside `InputLimits.windowSide`.
        case outOfRange
    }

    /// The window sizes accepted, as messages state them: "between 100x100 and 8192x8192".
    public static let windowRangeDescription: String = {
        let sides = InputLimits.windowSide
        return "between \(sides.lowerBound)x\(sides.lowerBound) and \(sides.upperBound)x\(sides.upperBound)"
    }()

    /// Reads a window size "WxH" (or "WXH", `--size` and the script's `resize`): two whole numbers of digits only,
    /// each in `InputLimits.windowSide`.
    public init(parsing text: String) throws(ParseError) {
        let sides = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "X" })
        guard sides.count == 2, sides.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else {
            throw .malformed
        }
        // Digits only, so a nil here can only mean too many digits for an Int: out of range, not malformed.
        guard let width = Int(sides[0]), let height = Int(sides[1]),
              InputLimits.windowSide.contains(width), InputLimits.windowSide.contains(height) else {
            throw .outOfRange
        }
        self.init(width: Double(width), height: Double(height))
    }
}

extension Character {
    /// Only 0-9: `isWholeNumber` alone admits other scripts' digits, which `Int(_:)` rejects.
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
