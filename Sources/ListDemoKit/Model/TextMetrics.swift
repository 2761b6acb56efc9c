/// How text measures when drawn, in points, without drawing it: what a scene lays rows out with (the
/// feed's wrapped posts) and puts a caret under the pointer with. A canvas answers with the fonts and
/// the scale it draws at, so what is measured is what is drawn.
protocol TextMetrics: AnyObject {
    /// The size one line of text takes when drawn.
    func measure(text: String, style: TextStyle) throws -> Size
    /// The recommended distance between baselines of consecutive lines.
    func lineHeight(for style: TextStyle) throws -> Double
    /// `text` split into lines no wider than `width`: between words, at explicit line breaks, and
    /// inside a word wider than a line.
    func wrap(text: String, style: TextStyle, width: Double) throws -> [String]
    /// `text` when it fits in `width` on one line; otherwise its longest start that fits, with an ellipsis.
    func truncate(text: String, style: TextStyle, width: Double) throws -> String

    // One line as it is drawn: shaped runs in both directions (Arabic and Hebrew right to left),
    // offsets counting `Character`s in the order they were typed.

    /// The caret's x after `offset` characters of `text`, from the line's left edge: at the drawn
    /// edge of the character before it (its left edge in right-to-left text).
    func caretX(at offset: Int, in text: String, style: TextStyle) throws -> Double
    /// The spans, left to right, that the characters in `characters` cover when `text` is drawn:
    /// one for each run of one direction they reach.
    func spans(of characters: Range<Int>, in text: String, style: TextStyle) throws -> [Range<Double>]
    /// The character boundary of `text` nearest to `x` from the line's left edge, as drawn.
    func offset(nearestTo x: Double, in text: String, style: TextStyle) throws -> Int
    /// Whether `text` reads right to left as a whole: its first strong character is right to left
    /// (UAX #9's paragraph direction, GTK's rule for an entry), so a field aligns it to the right.
    func isRightToLeft(_ text: String) -> Bool
}
