/// A window size in points, written "WxH" on the command line and in scripts.
public struct WindowSize: Hashable, Sendable, CustomStringConvertible {
    /// Why a "WxH" text is not a window size.
    public enum ParseError: Error, Equatable, Sendable {
        /// The text is not two whole numbers joined by "x".
        case malformed
        /// A side is outside `InputLimits.windowSide`.
        case outOfRange
    }

    /// The sizes accepted, as messages state them: "between 100x100 and 8192x8192".
    public static let rangeDescription: String = {
        let sides = InputLimits.windowSide
        return "between \(sides.lowerBound)x\(sides.lowerBound) and \(sides.upperBound)x\(sides.upperBound)"
    }()

    /// Width in points.
    public var width: Int
    /// Height in points.
    public var height: Int

    /// A size from its sides; callers are trusted, text goes through `init(parsing:)`.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Reads "WxH" (or "WXH"): two whole numbers of digits only, each in `InputLimits.windowSide`.
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
        self.init(width: width, height: height)
    }

    /// "480x800", the form `init(parsing:)` reads.
    public var description: String { "\(width)x\(height)" }
}

extension Character {
    /// Only 0-9: `isWholeNumber` alone admits other scripts' digits, which `Int(_:)` rejects.
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
