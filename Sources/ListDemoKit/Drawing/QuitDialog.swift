/// The question a window asks before quitting with edits that no file holds: an alert in the middle
/// of the dimmed window (UIAlertController's look: a rounded panel, a bold title, the reason, and
/// its buttons stacked full width — Save, Discard in red, Cancel). Its geometry is fixed (the
/// reason takes at most `messageLines` lines), so a click is hit-tested before anything is drawn.
public struct QuitDialog {
    /// The answers, top to bottom.
    public enum Button: Int, CaseIterable, Sendable {
        case save, discard, cancel

        /// The answer's word in the trace (`quit-confirmation`'s and `access`'s `answer`) and after a script's
        /// `access dialog`.
        var word: String { title.lowercased() }

        var title: String {
            switch self {
            case .save: "Save"
            case .discard: "Discard"
            case .cancel: "Cancel"
            }
        }
    }

    static let title = "Quit without your edits?"
    static let maximumWidth = 300.0
    /// Room left around the panel in a narrow window.
    static let margin = 16.0
    static let padding = 16.0
    static let titleHeight = 24.0
    static let messageLines = 4
    static let messageLineHeight = 17.0
    static let buttonHeight = 44.0
    static let cornerRadius = 14.0
    /// How much the window behind the panel is darkened (UIKit's alert dims at 40 %).
    static let dimmingAlpha: UInt8 = 102

    /// Why the edits are on no disk (a draft or a save that failed), in the message.
    let reason: String
    /// The button with the keyboard focus (Return or Space presses it).
    let focused: Button
    /// The window's size in points.
    let size: Size

    /// The panel, centred in the window (never above its top).
    var panel: Rect {
        let width = min(Self.maximumWidth, max(0, size.width - 2 * Self.margin))
        let height = 2 * Self.padding + Self.titleHeight + Double(Self.messageLines) * Self.messageLineHeight
            + Double(Button.allCases.count) * Self.buttonHeight
        return Rect(x: (size.width - width) / 2, y: max(0, (size.height - height) / 2), width: width, height: height)
    }

    /// The area of `button`, full width under the message.
    func rect(of button: Button) -> Rect {
        let panel = panel
        let top = panel.maxY - Double(Button.allCases.count - button.rawValue) * Self.buttonHeight
        return Rect(x: panel.minX, y: top, width: panel.width, height: Self.buttonHeight)
    }

    /// The button at `point`, if any.
    func hit(_ point: Point) -> Button? {
        Button.allCases.first { rect(of: $0).contains(point) }
    }

    /// The message under the title.
    var message: String { "Your edits could not be written (\(reason)). Save them again, or quit and lose them?" }

    func draw(theme: Theme, on canvas: Canvas) throws {
        try canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), theme.dimming.withAlpha(Self.dimmingAlpha))
        let panel = panel
        try canvas.fillRoundedRect(panel, radius: Self.cornerRadius, theme.barBackground)
        let text = panel.insetBy(dx: Self.padding, dy: 0)
        try canvas.draw(text: try canvas.truncate(text: Self.title, style: Theme.headline, width: text.width),
                        style: Theme.headline, color: theme.label,
                        in: Rect(x: text.minX, y: panel.minY + Self.padding, width: text.width, height: Self.titleHeight),
                        alignment: .center)
        var lines = try canvas.wrap(text: message, style: Theme.caption, width: text.width)
        if lines.count > Self.messageLines {
            // A long reason keeps its start; the last line says there was more.
            lines = Array(lines.prefix(Self.messageLines))
            lines[lines.count - 1] = try canvas.truncate(text: lines[lines.count - 1] + " …", style: Theme.caption,
                                                         width: text.width)
        }
        for (index, line) in lines.enumerated() {
            let y = panel.minY + Self.padding + Self.titleHeight + Double(index) * Self.messageLineHeight
            try canvas.draw(text: line, style: Theme.caption, color: theme.label,
                            in: Rect(x: text.minX, y: y, width: text.width, height: Self.messageLineHeight), alignment: .center)
        }
        for button in Button.allCases {
            let area = rect(of: button)
            try canvas.fill(Rect(x: area.minX, y: area.minY, width: area.width, height: 1 / canvas.scale), theme.opaqueSeparator)
            try canvas.draw(text: button.title, style: button == .save ? Theme.headline : Theme.body,
                            color: button == .discard ? theme.systemRed : theme.tint, in: area, alignment: .center)
            if button == focused {
                try FocusRing.draw(inside: area.insetBy(dx: 4, dy: 4), cornerRadius: NavigationBar.buttonCornerRadius,
                                   theme: theme, on: canvas)
            }
        }
    }
}
