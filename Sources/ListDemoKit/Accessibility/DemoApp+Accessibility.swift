import ScrollCore

/// What the frame step puts in the frame for assistive technology — the list on top as a table of
/// the rows and section headings drawn, at the bounds drawn, and what has the focus — and rows off
/// screen described on request (`accessibleRow(number:)`). The tree itself is read from the frame
/// alone (`AppFrame.accessibleTree`).
extension DemoApp {
    /// What has the keyboard focus: a bar button, the field being edited, the list's current row,
    /// or else the list.
    var accessibleFocus: AccessibleElement.ID? {
        switch barFocus.focused {
        case .back?: return .back
        case .button(let index)?: return .button(index)
        case nil: break
        }
        let list = ObjectIdentifier(scene.list)
        if let editing = scene.textEditing?.editedField {
            return .field(list, scene.accessibleRow(at: editing).identity)
        }
        if let current = scene.list.currentRow, scene.list.layout.contains(current) {
            return .row(list, scene.accessibleRow(at: current).identity)
        }
        return .list(list)
    }

    /// `scene`'s list as `drawn` shows it: a table counting every row, with the rows and headings drawn, in the
    /// order they are drawn down the list (the pinned header first), each at the bounds drawn (clipped to the
    /// list's area). The table does not say it manages its descendants: the
    /// bridge would then drop its children-changed events, which announce rows inserted and deleted.
    /// `focus`: what has the keyboard focus.
    static func accessibleList(of scene: Scene, drawn: ListDrawing, focus: AccessibleElement.ID?) -> AccessibleElement {
        let accessible = scene
        let list = scene.list, frame = drawn.frame, area = drawn.mapping.area
        let listID = AccessibleElement.ID.list(ObjectIdentifier(list))
        var placed: [(y: Double, element: AccessibleElement)] = []
        for row in frame.rows where row.alpha > 0 {
            guard let bounds = Self.shown(drawn.mapping.rowRect(row.span), in: area) else { continue }
            let field = accessible.accessibleFieldRect(inRowAt: drawn.contentRect(of: row)).flatMap { Self.shown($0, in: bounds) }
            placed.append((row.span.y, accessibleRow(row.indexPath, of: accessible, bounds: bounds, field: field, focus: focus)))
        }
        for header in frame.headers + (frame.stickyHeader.map { [$0] } ?? []) {
            guard let title = accessible.accessibleHeader(inSection: header.section),
                  let bounds = Self.shown(drawn.headerRect(header.span), in: area) else { continue }
            placed.append((header.span.y, AccessibleElement(id: .heading(ObjectIdentifier(list), section: header.section),
                                                            role: .heading, name: title, states: .shown, bounds: bounds, level: 2)))
        }
        placed.sort { $0.y < $1.y }
        return AccessibleElement(id: listID, role: .table, name: scene.title,
                                 states: AccessibleElement.States.shown.union(.focusable).union(focus == listID ? .focused : []),
                                 bounds: area, rowCount: list.layout.numberOfRows,
                                 selectedRow: list.selection.flatMap { list.layout.rowNumber(of: $0) },
                                 children: placed.map(\.element))
    }

    /// Row number `number` of the list on top (counted over every section), on screen or not, as
    /// assistive technology sees it: at the bounds the last frame drew it at; nil when there is no such row.
    func accessibleRow(number: Int) -> AccessibleElement? {
        let accessible = scene
        guard let indexPath = scene.list.layout.indexPath(ofRowNumber: number) else { return nil }
        if let drawn = shown?.top.scene === scene ? shown?.accessibleList : nil,
           let element = drawn.children.first(where: { $0.rowNumber == number }) {
            return element
        }
        return Self.accessibleRow(indexPath, of: accessible, bounds: nil, field: nil, focus: accessibleFocus)
    }

    /// The part of `rect` inside `area`, nil when none of it is.
    private static func shown(_ rect: Rect, in area: Rect) -> Rect? {
        let visible = rect.intersection(area)
        return visible.height > 0 && visible.width > 0 ? visible : nil
    }

    /// The row at `indexPath` of `accessible`, drawn at `bounds` with its field at `field` (nil: off screen).
    private static func accessibleRow(_ indexPath: ListIndexPath, of accessible: Scene, bounds: Rect?, field fieldBounds: Rect?,
                               focus: AccessibleElement.ID?) -> AccessibleElement {
        let list = accessible.list
        let listID = ObjectIdentifier(list)
        let row = accessible.accessibleRow(at: indexPath)
        let id = AccessibleElement.ID.row(listID, row.identity)
        var states: AccessibleElement.States = [.enabled, .sensitive, .focusable]
        if bounds != nil { states.formUnion([.visible, .showing]) }
        if focus == id { states.insert(.focused) }
        if accessible.keepsSelection { states.insert(.selectable) }
        if list.selection == indexPath { states.insert(.selected) }
        switch row.toggle {
        case .checkmark(let on)?: states.formUnion(on ? [.checkable, .checked] : [.checkable])
        case .onOff(let on)?: states.formUnion(on ? [.checkable, .checked, .pressed] : [.checkable])
        case nil: break
        }
        let nowhere = Rect(x: 0, y: 0, width: 0, height: 0)
        var element = AccessibleElement(id: id, role: .tableCell, name: row.name, description: row.description, states: states,
                                        bounds: bounds ?? nowhere, action: "activate", rowNumber: list.layout.rowNumber(of: indexPath))
        if let field = row.field {
            let fieldID = AccessibleElement.ID.field(listID, row.identity)
            var fieldStates: AccessibleElement.States = [.enabled, .sensitive, .focusable, .editable, .singleLine, .selectableText]
            if fieldBounds != nil { fieldStates.formUnion([.visible, .showing]) }
            if focus == fieldID { fieldStates.insert(.focused) }
            element.children = [AccessibleElement(id: fieldID, role: .entry, name: row.name, states: fieldStates,
                                                  bounds: fieldBounds ?? nowhere,
                                                  text: .init(value: field.text, caret: field.caret, anchor: field.anchor))]
        }
        return element
    }
}
