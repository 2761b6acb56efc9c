/// How rows look while a batch update animates (0.3 s): inserted rows fade and grow in, deleted
/// rows fade and shrink out as ghosts, and the rows around them slide from where they were.
///
/// Positions are computed from the change itself, not from a copy of the old layout: a row's
/// old position differs from its new one by the height deleted above it, less the height
/// inserted above it, plus the scroll shift that kept the screen still.
///
/// With `Style.crossFade` nothing moves: every row is at once where the update puts it, inserted
/// rows fade in there and deleted ones fade out where they were — iOS's Reduce Motion, which turns
/// slides into dissolves.
public struct UpdateAnimation: Sendable {
    /// UITableView's row animation duration.
    public static let duration = 0.3

    /// How the rows around a change get to their new places.
    public enum Style: Sendable, Equatable {
        /// Rows slide from where they were, inserted rows grow and deleted ones shrink (UITableView's).
        case slide
        /// Rows are at their new places at once; inserted and deleted rows only fade (reduced motion).
        case crossFade
    }

    /// A deleted row still being drawn as it fades out.
    public struct Ghost: Sendable, Equatable {
        /// The row's index path before the update (the app looks up what it showed).
        public var indexPath: ListIndexPath
        /// Where it was, in the content coordinates after the update.
        public var span: ListSpan
    }

    /// How a row is drawn at a moment of the animation.
    public struct Appearance: Sendable, Equatable {
        /// Its span in content coordinates.
        public var span: ListSpan
        /// 0 (invisible) ... 1 (opaque).
        public var alpha: Double
    }

    /// When the animation started (the batch's end).
    public let startTime: Double
    /// Whether rows slide or only fade.
    public let style: Style
    /// Rows and whole sections inserted, as blocks in new content coordinates, sorted by y.
    let insertedBlocks: [ListSpan]
    /// Deleted blocks: their y with every deleted block above removed (the "common" coordinate
    /// shared by old and new layouts), and their height.
    let deletedBlocks: [(common: Double, height: Double)]
    /// Inserted rows (new index paths) and rows of inserted sections fade in.
    let insertedRows: Set<ListIndexPath>
    let insertedSections: Set<Int>
    /// The offset change applied to keep the screen still.
    let shift: Double
    /// Deleted rows, drawn fading out.
    public let ghosts: [Ghost]

    init(startTime: Double, style: Style, insertedBlocks: [ListSpan], deletedBlocks: [ListSpan],
         insertedRows: Set<ListIndexPath>, insertedSections: Set<Int>, ghosts: [Ghost], shift: Double) {
        self.startTime = startTime
        self.style = style
        self.insertedBlocks = insertedBlocks.sorted { $0.y < $1.y }
        var removed = 0.0
        self.deletedBlocks = deletedBlocks.sorted { $0.y < $1.y }.map { block in
            defer { removed += block.height }
            return (block.y - removed, block.height)
        }
        self.insertedRows = insertedRows
        self.insertedSections = insertedSections
        self.ghosts = ghosts
        self.shift = shift
    }

    /// Progress of the animation at frame time `time`, 0 ... 1, eased like UIKit's row animations.
    public func progress(at time: Double) -> Double {
        TimingCurve.easeInOut.progress(at: (time - startTime) / Self.duration)
    }

    /// Whether the animation has finished by frame time `time`.
    public func isDone(at time: Double) -> Bool { time - startTime >= Self.duration }

    /// How the row now at `indexPath`, laid out at `span`, looks at `time`.
    func appearance(of indexPath: ListIndexPath, span: ListSpan, at time: Double) -> Appearance {
        let p = progress(at: time)
        let inserted = insertedRows.contains(indexPath) || insertedSections.contains(indexPath.section)
        guard style == .slide else { return Appearance(span: span, alpha: inserted ? p : 1) }
        let y = span.y + (1 - p) * displacement(ofNewY: span.y)
        return Appearance(span: ListSpan(y: y, height: inserted ? span.height * p : span.height),
                          alpha: inserted ? p : 1)
    }

    /// How a ghost looks at `time`: fading where it was, and shrinking as it does when rows slide.
    public func appearance(of ghost: Ghost, at time: Double) -> Appearance {
        let p = progress(at: time)
        let height = style == .slide ? ghost.span.height * (1 - p) : ghost.span.height
        return Appearance(span: ListSpan(y: ghost.span.y, height: height), alpha: 1 - p)
    }

    /// Old y minus new y of content that is at `newY` after the update, plus the shift.
    private func displacement(ofNewY newY: Double) -> Double {
        var insertedAbove = 0.0
        for block in insertedBlocks {
            guard block.y < newY else { break }
            insertedAbove += min(block.height, newY - block.y)
        }
        let common = newY - insertedAbove
        var deletedAbove = 0.0
        for block in deletedBlocks {
            guard block.common <= common else { break }
            deletedAbove += block.height
        }
        return deletedAbove - insertedAbove + shift
    }
}
