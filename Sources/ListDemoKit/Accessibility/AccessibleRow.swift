import ScrollCore

/// How one row reads to assistive technology: the text a sighted user sees in it, and the control
/// it holds, if any. Each scene says it for any of its rows (on screen or not).
struct AccessibleRow: Equatable {
    /// What keeps a row the same object across frames: its index path, or the item it shows when the
    /// scene's rows move under inserts and deletes (a location's number).
    enum Identity: Hashable {
        case indexPath(ListIndexPath)
        case item(Int)
    }

    /// A row's on/off control.
    enum Toggle: Equatable {
        /// The options' checkmark: checked on the chosen row.
        case checkmark(Bool)
        /// The snap scene's switch: checked and pressed while on.
        case onOff(Bool)
    }

    /// A row's text field: its text, caret and selection's anchor (in `Character`s), and whether it is being edited.
    struct Field: Equatable {
        var text: String
        var caret: Int
        var anchor: Int
        var isEditing: Bool
    }

    var identity: Identity
    var name: String
    var description = ""
    var toggle: Toggle?
    var field: Field?
}

/// A scene that tells assistive technology what its rows and section headers say.
protocol AccessibleScene: Scene {
    /// The row at `indexPath`, which exists.
    func accessibleRow(at indexPath: ListIndexPath) -> AccessibleRow
    /// The text of `section`'s header, or nil when the section shows none.
    func accessibleHeader(inSection section: Int) -> String?
    /// Where a row's text field is drawn in a row whose content is drawn at `rect`, nil when its rows hold none.
    func accessibleFieldRect(inRowAt rect: Rect) -> Rect?
}

extension AccessibleScene {
    func accessibleHeader(inSection section: Int) -> String? { nil }
    func accessibleFieldRect(inRowAt rect: Rect) -> Rect? { nil }
}

extension MenuScene: AccessibleScene {
    func accessibleRow(at indexPath: ListIndexPath) -> AccessibleRow {
        let entry = items[indexPath.row]
        return AccessibleRow(identity: .indexPath(indexPath), name: entry.title, description: entry.subtitle)
    }
}

extension OptionsScene: AccessibleScene {
    func accessibleRow(at indexPath: ListIndexPath) -> AccessibleRow {
        AccessibleRow(identity: .indexPath(indexPath), name: Self.title(ofRow: indexPath.row), toggle: .checkmark(indexPath.row == value))
    }

    func accessibleHeader(inSection section: Int) -> String? { Self.headerTitle }
}

extension SnapScene: AccessibleScene {
    func accessibleRow(at indexPath: ListIndexPath) -> AccessibleRow {
        AccessibleRow(identity: .indexPath(indexPath), name: Self.title(ofRow: indexPath.row), toggle: .onOff(isOn(row: indexPath.row)))
    }
}

extension LiveScene: AccessibleScene {
    /// A location keeps its object while rows arrive above it: its identity is its number.
    func accessibleRow(at indexPath: ListIndexPath) -> AccessibleRow {
        let location = locations[indexPath.row]
        return AccessibleRow(identity: .item(location.id), name: "\(location.timestamp), \(location.coordinates)",
                             description: "#\(location.id)")
    }
}

extension FormScene: AccessibleScene {
    func accessibleRow(at indexPath: ListIndexPath) -> AccessibleRow {
        let row = indexPath.row
        let editing = focus?.row == row ? focus : nil
        let text = value(ofRow: row)
        return AccessibleRow(identity: .indexPath(indexPath), name: Self.label(ofRow: row),
                             field: .init(text: text, caret: editing?.caret ?? text.count, anchor: editing?.anchor ?? text.count,
                                          isEditing: editing != nil))
    }

    /// The field as drawn: its box, right of the label.
    func accessibleFieldRect(inRowAt rect: Rect) -> Rect? { fieldRect(in: rect) }
}

extension FeedScene: AccessibleScene {
    /// A post reads as its text; a comment as its author and text.
    func accessibleRow(at indexPath: ListIndexPath) -> AccessibleRow {
        guard indexPath.row > 0 else {
            return AccessibleRow(identity: .indexPath(indexPath), name: content.post(inSection: indexPath.section))
        }
        let comment = content.comment(indexPath.row, inSection: indexPath.section)
        return AccessibleRow(identity: .indexPath(indexPath), name: "\(comment.author): \(comment.text)")
    }

    func accessibleHeader(inSection section: Int) -> String? { content.author(ofSection: section) }
}
