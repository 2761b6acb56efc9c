import ScrollCore

/// One object of the accessibility tree as the app describes it after a frame: what assistive
/// technology (a screen reader, Accerciser, dogtail) reads. A value, built from the frame drawn
/// (`AppFrame.accessibleTree`); `AccessibilityBridge` turns it into ATK objects and announces the differences.
struct AccessibleElement: Equatable {
    /// What an element is, as AT-SPI names it.
    enum Role: Equatable {
        case application, frame, toolBar, pushButton, label, table, tableCell, heading, entry, notification
        /// The quit dialog, a context menu and its items.
        case dialog, menu, menuItem
    }

    /// AT-SPI's states that the app sets.
    struct States: OptionSet, Hashable {
        let rawValue: UInt32
        static let enabled = States(rawValue: 1 << 0)
        static let sensitive = States(rawValue: 1 << 1)
        static let visible = States(rawValue: 1 << 2)
        static let showing = States(rawValue: 1 << 3)
        static let focusable = States(rawValue: 1 << 4)
        static let focused = States(rawValue: 1 << 5)
        static let selectable = States(rawValue: 1 << 6)
        static let selected = States(rawValue: 1 << 7)
        static let checkable = States(rawValue: 1 << 8)
        static let checked = States(rawValue: 1 << 9)
        static let pressed = States(rawValue: 1 << 10)
        static let editable = States(rawValue: 1 << 11)
        static let singleLine = States(rawValue: 1 << 12)
        static let active = States(rawValue: 1 << 13)
        static let selectableText = States(rawValue: 1 << 14)
        static let resizable = States(rawValue: 1 << 15)

        /// On screen and usable.
        static let shown: States = [.enabled, .sensitive, .visible, .showing]
    }

    /// Which element this is, the same across frames while it stands for the same thing, so a client
    /// holding it keeps it (a row keeps its identity while rows are inserted above it).
    enum ID: Hashable {
        case application, frame, navigationBar, back, title, button(Int), banner
        /// The live scene's "N new" pill.
        case pill
        /// The quit dialog and its buttons (by `QuitDialog.Button`'s raw value).
        case dialog, dialogButton(Int)
        /// An open context menu and its items (by place).
        case menu, menuItem(Int)
        /// A scene's list, row, section heading and text field.
        case list(ObjectIdentifier)
        case row(ObjectIdentifier, AccessibleRow.Identity)
        case heading(ObjectIdentifier, section: Int)
        case field(ObjectIdentifier, AccessibleRow.Identity)
    }

    /// A text field's content: offsets in `Character`s, as the app edits them.
    struct Text: Equatable {
        var value: String
        var caret: Int
        var anchor: Int
    }

    var id: ID
    var role: Role
    var name: String
    var description = ""
    var states: States = []
    /// Where it is drawn, in window points.
    var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The name of its one action ("activate" for a row, "click" for a button), if any.
    var action: String?
    /// A heading's level; 0 for other roles.
    var level = 0
    /// A list's rows in every section (its table's row count) and its selected row's number.
    var rowCount = 0
    var selectedRow: Int?
    /// The number of the row a row element stands for, counted over every section.
    var rowNumber: Int?
    var text: Text?
    var children: [AccessibleElement] = []

    /// The first element in this subtree (itself included) that `isMatch` accepts, depth first.
    func first(where isMatch: (AccessibleElement) -> Bool) -> AccessibleElement? {
        if isMatch(self) { return self }
        for child in children {
            if let found = child.first(where: isMatch) { return found }
        }
        return nil
    }
}
