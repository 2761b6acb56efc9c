import ScrollCore

extension DemoApp {
    /// Carries out what assistive technology asked (`InputEvent.access`), as the keyboard or a click does: Back and
    /// the bar's buttons as pressed, a row's action as Return on it, "scroll to" as an animated scroll, "grab focus" as
    /// the current row, a field's text edit as typing over a selection, the pill's as a click on it. A row the list does
    /// not have, a text edit where the scene has no field, or the pill, a menu item or a dialog button while none shows
    /// (an open menu and the dialog take their own actions first: `handleContextMenu`, `AppShell`) does nothing and is
    /// an error event, as a script's `scroll-to` to a missing row is (a replayed script may meet other data than the
    /// run it came from).
    func access(_ action: AccessAction, at time: Double) {
        if let indexPath = action.indexPath, !scene.list.layout.contains(indexPath) {
            return accessFailed(action, "there is no row \(indexPath.section) \(indexPath.row)", at: time)
        }
        switch action {
        case .back:
            press(.back, at: time)
        case .press(let button):
            press(.button(button), at: time)
        case .activate(let indexPath):
            activateRow(indexPath, at: time)
        case .scrollTo(let indexPath, let position):
            scrollTo(indexPath, position: position, animated: true, at: time)
        case .focus(let indexPath):
            _ = focusRow(indexPath)
        case .select(let indexPath, let range):
            editField(at: indexPath, selecting: range, typing: nil, for: action, at: time)
        case .edit(let indexPath, let range, let text):
            editField(at: indexPath, selecting: range, typing: text, for: action, at: time)
        case .pill:
            // The pill the last frame drew for the scene on top, as a click hits it.
            guard shown?.top.scene === scene, shown?.top.pill != nil else {
                return accessFailed(action, "the pill is not showing", at: time)
            }
            scene.didClickPill(at: time)
        case .menuItem:
            accessFailed(action, "no context menu is open", at: time)
        case .dialog:
            accessFailed(action, "the quit dialog is not showing", at: time)
        }
    }

    /// Selects `range` of the field at `indexPath` and types `text` over it (nil: selects only).
    private func editField(at indexPath: ListIndexPath, selecting range: AccessAction.TextRange, typing text: String?,
                           for action: AccessAction, at time: Double) {
        guard let fields = scene.textEditing, let value = fields.fieldText(at: indexPath) else {
            return accessFailed(action, "there is no text field at \(indexPath.section) \(indexPath.row)", at: time)
        }
        fields.edit(fieldAt: indexPath, selecting: range.characters(in: value), typing: text, at: time)
    }

    func accessFailed(_ action: AccessAction, _ problem: String, at time: Double) {
        eventSink?(.error(time: time, message: "access \(action.word): \(problem)"))
    }
}
