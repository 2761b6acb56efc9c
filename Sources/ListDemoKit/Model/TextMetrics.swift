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
}
