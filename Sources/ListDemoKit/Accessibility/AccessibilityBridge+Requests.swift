import CAccessibility
import ScrollCore

/// What clients ask of the app through the bridge: the action of a row, a bar button, the pill, a context menu's
/// item or a quit dialog's button, a scroll to a row, the focus, a field's text edit. Each becomes an `AccessAction`
/// handed to the one input handler (`deliver`: `RunSession.handle`), as a key or a click is, so it is traced,
/// replayable and counted in input latency.
extension AccessibilityBridge {
    /// Hands a client's request to the app; false when it names nothing the app can do now (an object
    /// that is gone, a row no longer in the list on top, a push or pop sliding). AT-SPI asks for that answer
    /// at once: it is decided here, before the app handles the action, which it does before this returns.
    func handle(_ request: CaxRequest) -> Bool {
        let time = now()
        guard let id = ids[request.key], !app.navigator.isSliding(at: time), let action = action(for: request, on: id)
        else { return false }
        deliver(.access(action), time)
        acted = true
        return true
    }

    /// The action `request` asks of the object `id` stands for, naming rows by where they are now.
    private func action(for request: CaxRequest, on id: AccessibleElement.ID) -> AccessAction? {
        switch (request.kind, id) {
        case (CaxRequestAction, .back):
            return .back
        case (CaxRequestAction, .button(let index)):
            return .press(button: index)
        case (CaxRequestAction, .row):
            return indexPath(of: id).map(AccessAction.activate)
        case (CaxRequestAction, .pill):
            return .pill
        case (CaxRequestAction, .menuItem(let index)):
            return .menuItem(index)
        case (CaxRequestAction, .dialogButton(let answer)):
            return QuitDialog.Button(rawValue: answer).map(AccessAction.dialog)
        case (CaxRequestScrollTo, .row), (CaxRequestScrollTo, .field):
            return indexPath(of: id).map { .scrollTo($0, Self.position(forScrollType: request.index)) }
        case (CaxRequestFocus, .row):
            return indexPath(of: id).map(AccessAction.focus)
        case (CaxRequestEditText, .field):
            guard let indexPath = indexPath(of: id) else { return nil }
            let range = AccessAction.TextRange(start: Int(request.start), end: Int(request.end))
            return request.text.map { .edit(indexPath, range, text: String(cString: $0)) } ?? .select(indexPath, range)
        default:
            return nil
        }
    }

    /// The row a row's or field's id stands for in the list on top, where it is now.
    private func indexPath(of id: AccessibleElement.ID) -> ListIndexPath? {
        let list = app.scene.list
        let rowID: AccessibleElement.ID
        switch id {
        case .row(let listID, let identity), .field(let listID, let identity):
            guard listID == ObjectIdentifier(list) else { return nil }
            if case .indexPath(let indexPath) = identity { return list.layout.contains(indexPath) ? indexPath : nil }
            rowID = .row(listID, identity)
        default:
            return nil
        }
        guard let number = nodes[rowID]?.described?.rowNumber, let found = app.accessibleRow(number: number),
              found.id == rowID else { return nil }
        return list.layout.indexPath(ofRowNumber: number)
    }

    /// AtkScrollType (top-left, bottom-right, top edge, bottom edge, left edge, right edge, anywhere) as a list position.
    private static func position(forScrollType type: Int32) -> ScrollPosition {
        switch type {
        case 0, 2: .top
        case 1, 3: .bottom
        case 6: .none
        default: .middle
        }
    }
}
