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

/// What a scene tells assistive technology its rows and section headers say. Every `Scene` is one (the
/// protocol refines it), so no scene can leave the accessibility tree by forgetting it.
protocol AccessibleScene {
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
