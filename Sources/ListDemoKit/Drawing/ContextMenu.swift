/// A text field's context menu, opened by a right-click in the field: its edit commands in a
/// column (Qt's `QLineEdit` menu: Undo; Cut, Copy, Paste, Delete; Select All, with lines between
/// the groups and each shortcut on the right), the ones that cannot run now greyed as GTK greys
/// them. Drawn in the app's style: a rounded panel with a soft shadow, as UIKit's context menus,
/// over everything but the overlay panel. A value: the app keeps the open one and hit tests it;
/// its size is fixed (UIKit's menus have one width), so it is laid out without measuring text.
struct ContextMenu: Equatable {
    struct Item: Equatable {
        let command: EditCommand
        let isEnabled: Bool
    }

    /// The commands a field's menu offers, in order.
    static let commands: [EditCommand] = [.undo, .cut, .copy, .paste, .delete, .selectAll]
    /// A line is drawn after these, between the groups.
    private static let groupEnds: Set<EditCommand> = [.undo, .delete]

    static let width = 220.0
    static let itemHeight = 30.0
    /// Above the first item and below the last.
    static let padding = 6.0
    /// The room a line between groups takes.
    static let separatorHeight = 9.0
    /// Labels and shortcuts start and end this far inside the panel.
    static let textInset = 16.0
    static let cornerRadius = Theme.groupedCornerRadius
    static let style = Theme.subheadline
    /// The shadow (CSS `0 4px 16px rgba(0,0,0,0.15)`, as commonly measured from UIKit's menus; a CSS
    /// blur radius is two standard deviations).
    private static let shadow = (offset: 4.0, blur: 8.0, alpha: 0.15)
    /// Room around the panel for its shadow: two standard deviations and the offset.
    private static let shadowMargin = 2 * shadow.blur + shadow.offset

    let items: [Item]
    /// Where the panel is, in window points.
    let frame: Rect
    /// The item the pointer is over or the keys moved to (an enabled one), if any.
    var highlighted: Int?

    /// The menu for `items`, its top-left corner at `point` (a right-click), or flipped to the left
    /// of or above it where the window `bounds` has no room (as GTK places a popover), and kept inside.
    init(items: [Item], at point: Point, in bounds: Rect) {
        self.items = items
        let height = 2 * Self.padding + Double(items.count) * Self.itemHeight
            + Double(items.dropLast().filter { Self.groupEnds.contains($0.command) }.count) * Self.separatorHeight
        func place(_ start: Double, _ length: Double, within low: Double, _ high: Double) -> Double {
            let placed = start + length <= high ? start : start - length
            return max(low, min(placed, high - length))
        }
        frame = Rect(x: place(point.x, Self.width, within: bounds.minX, bounds.maxX),
                     y: place(point.y, height, within: bounds.minY, bounds.maxY), width: Self.width, height: height)
    }

    /// Where item `index` is, in window points.
    func itemRect(_ index: Int) -> Rect {
        let separators = items.prefix(index).filter { Self.groupEnds.contains($0.command) }.count
        let y = frame.minY + Self.padding + Double(index) * Self.itemHeight + Double(separators) * Self.separatorHeight
        return Rect(x: frame.minX, y: y, width: frame.width, height: Self.itemHeight)
    }

    /// The enabled item under `point`, if any.
    func enabledItem(at point: Point) -> Int? {
        items.indices.first { items[$0].isEnabled && itemRect($0).contains(point) }
    }

    /// Moves the highlight to the next enabled item down (or up), round from the last to the first
    /// as GTK's menus go; from none, to the first (or last). Nothing enabled: nothing highlighted.
    mutating func moveHighlight(forward: Bool) {
        let count = items.count
        let start = highlighted ?? (forward ? count - 1 : 0)
        highlighted = (1...count).lazy.map { (start + ($0 * (forward ? 1 : count - 1))) % count }
            .first { items[$0].isEnabled }
    }

    /// The highlighted item's command, when there is one.
    var highlightedCommand: EditCommand? { highlighted.map { items[$0].command } }

    /// Draws the menu in `theme`'s colours: its panel is a raised surface (UIKit's
    /// `secondarySystemGroupedBackground`, lighter than the page in dark), a greyed item
    /// `secondaryLabel` and its shortcut `tertiaryLabel`.
    func draw(theme: Theme, on canvas: Canvas) throws {
        let margin = Self.shadowMargin
        try canvas.draw(Self.panel(size: frame.size, theme: theme), at: Point(x: frame.minX - margin, y: frame.minY - margin))
        for (index, item) in items.enumerated() {
            let rect = itemRect(index)
            if index == highlighted {
                try canvas.fillRoundedRect(rect.insetBy(dx: Self.padding, dy: 0), radius: 6, theme.selection)
            }
            let text = rect.insetBy(dx: Self.textInset, dy: 0)
            try canvas.draw(text: item.command.rawValue, style: Self.style,
                            color: item.isEnabled ? theme.label : theme.secondaryLabel, in: text)
            if let shortcut = item.command.shortcut {
                // A greyed item's shortcut greys a step further, as GTK and Qt dim the whole row: in
                // `secondaryLabel` it would read like an enabled item's shortcut.
                try canvas.draw(text: shortcut, style: Self.style, color: item.isEnabled ? theme.secondaryLabel : theme.tertiaryLabel,
                                in: text, alignment: .trailing)
            }
            if Self.groupEnds.contains(item.command), index < items.count - 1 {
                let y = rect.maxY + Self.separatorHeight / 2
                try canvas.strokeLine(from: Point(x: text.minX, y: y), to: Point(x: text.maxX, y: y), color: theme.opaqueSeparator)
            }
        }
    }

    /// The panel of `size` with its shadow and hairline edge, in a box `shadowMargin` larger on
    /// every side: one shape, rasterised once per scale.
    private static func panel(size: Size, theme: Theme) -> Shape {
        let margin = shadowMargin
        let body = Rect(x: margin, y: margin, width: size.width, height: size.height)
        let shadowPath = VectorPath.roundedRect(body.offsetBy(dx: 0, dy: shadow.offset), radius: cornerRadius)
        let edge = VectorPath.roundedRect(body.insetBy(dx: 0.5, dy: 0.5), radius: cornerRadius - 0.5)
        return Shape(size: Size(width: size.width + 2 * margin, height: size.height + 2 * margin), layers: [
            Shape.Layer(path: shadowPath, paint: .fill, color: theme.shadow.withAlpha(UInt8((shadow.alpha * 255).rounded())),
                        blur: shadow.blur),
            Shape.Layer(path: .roundedRect(body, radius: cornerRadius), paint: .fill, color: theme.secondarySystemGroupedBackground),
            Shape.Layer(path: edge, paint: .stroke(width: 1), color: theme.opaqueSeparator),
        ])
    }
}
