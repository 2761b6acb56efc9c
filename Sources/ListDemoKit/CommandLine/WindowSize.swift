/// A window size in points, written "WxH" on the command line and in scripts.
public struct WindowSize: Hashable, Sendable, CustomStringConvertible {
    /// Why a "WxH" text is not a window size.
    public enum ParseError: Error, Equatable, Sendable {
        /// The text is not two whole numbers joined by "x".
        case malformed
        /// A side is 0 or larger than `WindowSize.maximumSide`.
        case outOfRange
    }

    /// The largest width or height accepted: far beyond any real display, small enough that pixel buffers stay sane.
    public static let maximumSide = 16_384

    /// Width in points.
    public var width: Int
    /// Height in points.
    public var height: Int

    /// A size from its sides; callers are trusted, text goes through `init(parsing:)`.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Reads "WxH" (or "WXH"): two whole numbers of digits only, each from 1 to `maximumSide`.
    public init(parsing text: String) throws(ParseError) {
        let sides = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "X" })
        guard sides.count == 2, sides.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else {
            throw .malformed
        }
        // Digits only, so a nil here can only mean too many digits for an Int: out of range, not malformed.
        guard let width = Int(sides[0]), let height = Int(sides[1]),
              (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
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
