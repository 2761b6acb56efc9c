import ScrollCore

/// What assistive technology (a screen reader, over AT-SPI) asked of the app, its target named as the list on top
/// stands: a bar button by its place, a row or a field by its index path, an open context menu's item by its place,
/// the quit dialog's button by its answer. It is input like a key or a click: it
/// reaches the app through the one handler (`RunSession.handle`), the trace records it (`access`) and a script
/// replays it (the `access` verb, with the same words).
public enum AccessAction: Hashable, Sendable {
    /// Back's action.
    case back
    /// The action of the bar's button `index`, counted from the left of the buttons on the right.
    case press(button: Int)
    /// A row's action: what Return does on it.
    case activate(ListIndexPath)
    /// "Scroll to": the row brought to `position` by an animated scroll.
    case scrollTo(ListIndexPath, ScrollPosition)
    /// "Grab focus": the row becomes the list's current row.
    case focus(ListIndexPath)
    /// A text field's selection set to `range`, nothing typed (AtkText's caret and selection).
    case select(ListIndexPath, TextRange)
    /// A text field's `range` replaced by `text` (AtkEditableText: set, insert, delete — which types "").
    case edit(ListIndexPath, TextRange, text: String)
    /// The "N new" pill's action: what a click on it does.
    case pill
    /// The action of the open context menu's item `index`, counted from the top: what choosing it does.
    case menuItem(Int)
    /// The quit dialog's button's action: that answer, as a click on it gives.
    case dialog(QuitDialog.Button)

    /// Characters of a field as AT-SPI counts them: Unicode code points, `start` up to `end`; a negative offset is the
    /// end of the text (AT-SPI's -1).
    public struct TextRange: Hashable, Sendable {
        public var start: Int
        public var end: Int

        public init(start: Int, end: Int) {
            self.start = start
            self.end = end
        }

        /// The range in `text`'s characters (grapheme clusters, the field's unit), rounded out to whole characters;
        /// an end before the start is the start.
        public func characters(in text: String) -> Range<Int> {
            let characters = Array(text)
            func offset(_ codePoints: Int, roundingUp: Bool) -> Int {
                guard codePoints >= 0 else { return characters.count }
                var scalars = 0
                for (index, character) in characters.enumerated() {
                    if scalars >= codePoints { return index }
                    scalars += character.unicodeScalars.count
                    if scalars > codePoints { return roundingUp ? index + 1 : index }
                }
                return characters.count
            }
            let lower = offset(start, roundingUp: false)
            return lower..<max(lower, offset(end, roundingUp: true))
        }
    }

    /// The action's word, the same in the trace's `action` key and after a script's `access`.
    public var word: String {
        switch self {
        case .back: "back"
        case .press: "press"
        case .activate: "activate"
        case .scrollTo: "scroll-to"
        case .focus: "focus"
        case .select: "select"
        case .edit: "edit"
        case .pill: "pill"
        case .menuItem: "menu-item"
        case .dialog: "dialog"
        }
    }

    /// The row or field the action names, if it names one.
    public var indexPath: ListIndexPath? {
        switch self {
        case .back, .press, .pill, .menuItem, .dialog: nil
        case .activate(let indexPath), .scrollTo(let indexPath, _), .focus(let indexPath), .select(let indexPath, _),
             .edit(let indexPath, _, _):
            indexPath
        }
    }
}
