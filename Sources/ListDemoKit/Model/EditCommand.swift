/// What a text field's shortcuts and its context menu do, as GTK's `GtkText` actions and Qt's
/// `QLineEdit` menu name them.
enum EditCommand: String, CaseIterable, Sendable {
    case undo = "Undo"
    case redo = "Redo"
    case cut = "Cut"
    case copy = "Copy"
    case paste = "Paste"
    /// Deletes the selection (the menu's; Backspace and Delete are keys of their own).
    case delete = "Delete"
    case selectAll = "Select All"

    /// The shortcut a menu shows beside it (Qt's and GTK 3's labels); nil where there is none.
    var shortcut: String? {
        switch self {
        case .undo: "Ctrl+Z"
        case .redo: "Ctrl+Shift+Z"
        case .cut: "Ctrl+X"
        case .copy: "Ctrl+C"
        case .paste: "Ctrl+V"
        case .delete: nil
        case .selectAll: "Ctrl+A"
        }
    }
}
