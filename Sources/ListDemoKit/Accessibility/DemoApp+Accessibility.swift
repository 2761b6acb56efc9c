import ScrollCore

/// The app's accessibility tree, read from what a frame shows: the application → the window's
/// frame (named by its title) → the navigation bar (Back, the title, the scene's buttons) and the
/// list (a table counting every row) → the rows and section headings on screen. Rows off screen
/// are described on request (`accessibleRow(number:)`).
extension DemoApp {
    /// The tree after `frame`, the frame of the scene on top as drawn.
    func accessibleTree(frame: ListView.Frame) -> AccessibleElement {
        let window = Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height)
        var content = [accessibleNavigationBar()]
        if let banner = scene.banner {
            content.append(AccessibleElement(id: .banner, role: .notification, name: banner, states: .shown,
                                             bounds: Rect(x: 0, y: Theme.navigationBarHeight, width: window.width, height: Banner.height)))
        }
        if let list = accessibleList(frame: frame) { content.append(list) }
        let frameElement = AccessibleElement(id: .frame, role: .frame, name: windowTitle,
                                             states: [.shown, .active, .resizable], bounds: window, children: content)
        return AccessibleElement(id: .application, role: .application, name: "listdemo", bounds: window, children: [frameElement])
    }

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

    private func accessibleNavigationBar() -> AccessibleElement {
        let bar = navigationBar
        var items: [AccessibleElement] = []
        func button(_ id: AccessibleElement.ID, _ name: String, _ rect: Rect, _ hit: NavigationBar.Hit,
                    enabled: Bool = true) -> AccessibleElement {
            // One that cannot be pressed is shown but neither enabled nor sensitive, as GTK reports an insensitive button.
            let states = enabled ? AccessibleElement.States.shown.union(.focusable) : [.visible, .showing]
            return AccessibleElement(id: id, role: .pushButton, name: name,
                                     states: states.union(barFocus.focused == hit ? .focused : []), bounds: rect, action: "click")
        }
        if bar.canGoBack { items.append(button(.back, "Back", bar.backRect, .back)) }
        items.append(AccessibleElement(id: .title, role: .label, name: bar.title, states: .shown,
                                       bounds: Rect(x: bar.backRect.maxX, y: 0,
                                                    width: max(0, bar.width - 2 * bar.backRect.width), height: Theme.navigationBarHeight)))
        for (index, shown) in bar.buttons.enumerated() {
            items.append(button(.button(index), shown.title, bar.buttonRect(index), .button(index), enabled: shown.isEnabled))
        }
        return AccessibleElement(id: .navigationBar, role: .toolBar, name: "Navigation bar", states: .shown,
                                 bounds: Rect(x: 0, y: 0, width: bar.width, height: Theme.navigationBarHeight), children: items)
    }

    private func accessibleList(frame: ListView.Frame) -> AccessibleElement? {
        let accessible: any AccessibleScene = scene
        let list = scene.list
        let area = listArea
        let focus = accessibleFocus
        let listID = AccessibleElement.ID.list(ObjectIdentifier(list))
        // Rows and headings in the order they are drawn down the list: the pinned header first. The
        // table does not say it manages its descendants: the bridge would then drop its
        // children-changed events, which announce rows inserted and deleted.
        var placed: [(y: Double, element: AccessibleElement)] = []
        let mapping = ViewportMapping(area: area, style: list.layout.style, stretch: frame.stretch, viewportHeight: frame.viewportHeight)
        for row in frame.rows where row.alpha > 0 {
            let rect = mapping.rowRect(row.span).intersection(area)
            guard rect.height > 0 else { continue }
            placed.append((row.span.y, accessibleRow(row.indexPath, of: accessible, bounds: rect, focus: focus)))
        }
        let headers = frame.headers + (frame.stickyHeader.map { [$0] } ?? [])
        for header in headers {
            guard let title = accessible.accessibleHeader(inSection: header.section) else { continue }
            let rect = mapping.rect(header.span, inset: 0).intersection(area)
            guard rect.height > 0 else { continue }
            placed.append((header.span.y, AccessibleElement(id: .heading(ObjectIdentifier(list), section: header.section),
                                                            role: .heading, name: title, states: .shown, bounds: rect, level: 2)))
        }
        placed.sort { $0.y < $1.y }
        return AccessibleElement(id: listID, role: .table, name: scene.title,
                                 states: AccessibleElement.States.shown.union(.focusable)
                                    .union(focus == listID ? .focused : []),
                                 bounds: area, rowCount: list.layout.numberOfRows,
                                 selectedRow: list.selection.flatMap { list.layout.rowNumber(of: $0) },
                                 children: placed.map(\.element))
    }

    /// Row number `number` of the list on top (counted over every section), on screen or not, as
    /// assistive technology sees it; nil when there is no such row.
    func accessibleRow(number: Int) -> AccessibleElement? {
        let accessible: any AccessibleScene = scene
        guard let indexPath = scene.list.layout.indexPath(ofRowNumber: number) else { return nil }
        let frame = scene.list.currentFrame
        let area = listArea
        guard let shown = frame.rows.first(where: { $0.indexPath == indexPath && $0.alpha > 0 }) else {
            return accessibleRow(indexPath, of: accessible, bounds: nil, focus: accessibleFocus)
        }
        let mapping = ViewportMapping(area: area, style: scene.list.layout.style, stretch: frame.stretch,
                                      viewportHeight: frame.viewportHeight)
        let rect = mapping.rowRect(shown.span).intersection(area)
        return accessibleRow(indexPath, of: accessible, bounds: rect.height > 0 ? rect : nil, focus: accessibleFocus)
    }

    /// The row at `indexPath`, drawn at `bounds` (nil: off screen).
    private func accessibleRow(_ indexPath: ListIndexPath, of accessible: AccessibleScene, bounds: Rect?,
                               focus: AccessibleElement.ID?) -> AccessibleElement {
        let list = scene.list
        let listID = ObjectIdentifier(list)
        let row = accessible.accessibleRow(at: indexPath)
        let id = AccessibleElement.ID.row(listID, row.identity)
        var states: AccessibleElement.States = [.enabled, .sensitive, .focusable]
        if bounds != nil { states.formUnion([.visible, .showing]) }
        if focus == id { states.insert(.focused) }
        if scene.keepsSelection { states.insert(.selectable) }
        if list.selection == indexPath { states.insert(.selected) }
        switch row.toggle {
        case .checkmark(let on)?: states.formUnion(on ? [.checkable, .checked] : [.checkable])
        case .onOff(let on)?: states.formUnion(on ? [.checkable, .checked, .pressed] : [.checkable])
        case nil: break
        }
        var element = AccessibleElement(id: id, role: .tableCell, name: row.name, description: row.description, states: states,
                                        bounds: bounds ?? Rect(x: 0, y: 0, width: 0, height: 0), action: "activate",
                                        rowNumber: list.layout.rowNumber(of: indexPath))
        if let field = row.field {
            let fieldID = AccessibleElement.ID.field(listID, row.identity)
            var fieldStates: AccessibleElement.States = [.enabled, .sensitive, .focusable, .editable, .singleLine, .selectableText]
            if bounds != nil { fieldStates.formUnion([.visible, .showing]) }
            if focus == fieldID { fieldStates.insert(.focused) }
            element.children = [AccessibleElement(id: fieldID, role: .entry, name: row.name, states: fieldStates,
                                                  bounds: bounds.map { Rect(x: $0.minX + field.inset, y: $0.minY,
                                                                            width: max(0, $0.width - field.inset), height: $0.height) }
                                                      ?? element.bounds,
                                                  text: .init(value: field.text, caret: field.caret, anchor: field.anchor))]
        }
        return element
    }
}
