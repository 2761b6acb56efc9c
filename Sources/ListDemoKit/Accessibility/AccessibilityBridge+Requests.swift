import CAccessibility
import ScrollCore

/// What clients ask of the app through the bridge: a row's or a button's action, a scroll to a
/// row, the focus, a field's text edit — carried out on the app as the keyboard would.
extension AccessibilityBridge {
    /// Carries out a client's request on the app; false when it names nothing the app can do now.
    func handle(_ request: CaxRequest) -> Bool {
        let time = now()
        guard let id = ids[request.key], !app.navigator.isSliding(at: time) else { return false }
        let done: Bool
        switch (request.kind, id) {
        case (CaxRequestAction, .back):
            app.press(.back, at: time)
            done = true
        case (CaxRequestAction, .button(let index)):
            app.press(.button(index), at: time)
            done = true
        case (CaxRequestAction, .row):
            guard let indexPath = indexPath(of: id) else { return false }
            app.activateRow(indexPath, at: time)
            done = true
        case (CaxRequestScrollTo, .row), (CaxRequestScrollTo, .field):
            guard let indexPath = indexPath(of: id) else { return false }
            app.scrollTo(indexPath, position: Self.position(forScrollType: request.index), animated: true, at: time)
            done = true
        case (CaxRequestFocus, .row):
            guard let indexPath = indexPath(of: id) else { return false }
            done = app.focusRow(indexPath)
        case (CaxRequestEditText, .field):
            guard let form = app.scene as? FormScene, let indexPath = indexPath(of: id) else { return false }
            done = edit(form, row: indexPath.row, request: request, at: time)
        default:
            return false
        }
        acted = acted || done
        return done
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

    /// An AT-SPI text edit on a field: code-point offsets become character offsets (rounded out to
    /// whole characters), then the form edits as typing does.
    private func edit(_ form: FormScene, row: Int, request: CaxRequest, at time: Double) -> Bool {
        let value = form.value(ofRow: row)
        let characters = Array(value)
        func characterOffset(_ codePoints: Int32, roundingUp: Bool) -> Int {
            guard codePoints >= 0 else { return characters.count }
            var scalars = 0
            for (index, character) in characters.enumerated() {
                if scalars >= Int(codePoints) { return index }
                scalars += character.unicodeScalars.count
                if scalars > Int(codePoints) { return roundingUp ? index + 1 : index }
            }
            return characters.count
        }
        let start = characterOffset(request.start, roundingUp: false)
        let end = max(start, characterOffset(request.end, roundingUp: true))
        form.edit(row: row, selecting: start..<end, typing: request.text.map { String(cString: $0) }, at: time)
        return true
    }
}
