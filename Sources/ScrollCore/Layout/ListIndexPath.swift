/// The position of a row: its section and its row within that section.
///
/// Index paths that come from outside the engine (scripts, the command line, a data source)
/// are untrusted: every entry point that takes one checks it against the layout and answers
/// with an error value rather than trapping.
public struct ListIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's index, from 0.
    public var section: Int
    /// The row's index within its section, from 0.
    public var row: Int

    /// The row `row` of section `section` (not checked here: the list checks it where it is used).
    public init(row: Int, section: Int) {
        self.section = section
        self.row = row
    }

    public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    public var description: String { "[\(section), \(row)]" }
}
