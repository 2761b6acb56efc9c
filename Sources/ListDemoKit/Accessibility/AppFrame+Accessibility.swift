import ScrollCore

/// The app's accessibility tree, read from one frame and nothing else, at the bounds that frame drew:
/// the application → the window's frame (named by its title) → the navigation bar (Back, the title,
/// the scene's buttons), the banner, the list (a table counting every row, with the rows and section
/// headings drawn: `DemoApp.accessibleList`), the "N new" pill, an open context menu and the quit dialog.
extension AppFrame {
    var accessibleTree: AccessibleElement {
        let window = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var content = [accessibleBar]
        if let banner = top.banner {
            content.append(AccessibleElement(id: .banner, role: .notification, name: banner.text, states: .shown, bounds: banner.card))
        }
        content.append(accessibleList)
        if let pill = top.pill {
            content.append(AccessibleElement(id: .pill, role: .pushButton, name: pill.title, states: .shown.union(.focusable),
                                             bounds: pill.rect, action: "click"))
        }
        if let menu { content.append(accessibleMenu(menu)) }
        if let dialog { content.append(accessibleDialog(dialog)) }
        let frameElement = AccessibleElement(id: .frame, role: .frame, name: title,
                                             states: [.shown, .active, .resizable], bounds: window, children: content)
        return AccessibleElement(id: .application, role: .application, name: "listdemo", bounds: window, children: [frameElement])
    }

    /// What has the keyboard focus in this frame: the quit dialog's focused button, the context menu's highlighted
    /// item, or else what had it as the frame was built.
    var accessibleFocus: AccessibleElement.ID? {
        if let dialog { return .dialogButton(dialog.focused.rawValue) }
        if let highlighted = menu?.highlighted { return .menuItem(highlighted) }
        return focus
    }

    private var accessibleBar: AccessibleElement {
        var items: [AccessibleElement] = []
        func button(_ id: AccessibleElement.ID, _ name: String, _ rect: Rect, _ hit: NavigationBar.Hit,
                    enabled: Bool = true) -> AccessibleElement {
            // One that cannot be pressed is shown but neither enabled nor sensitive, as GTK reports an insensitive button.
            let states = enabled ? AccessibleElement.States.shown.union(.focusable) : [.visible, .showing]
            return AccessibleElement(id: id, role: .pushButton, name: name,
                                     states: states.union(bar.focused == hit ? .focused : []), bounds: rect, action: "click")
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

    /// The menu with its items in order; one that cannot run now is shown but not enabled.
    private func accessibleMenu(_ menu: ContextMenu) -> AccessibleElement {
        let items = menu.items.enumerated().map { index, item in
            AccessibleElement(id: .menuItem(index), role: .menuItem, name: item.command.rawValue,
                              states: (item.isEnabled ? AccessibleElement.States.shown : [.visible, .showing])
                                .union(menu.highlighted == index ? [.focused, .selected] : []),
                              bounds: menu.itemRect(index), action: "click")
        }
        return AccessibleElement(id: .menu, role: .menu, name: "", states: .shown, bounds: menu.frame, children: items)
    }

    /// The dialog, named by its title and described by its message, with its buttons top to bottom.
    private func accessibleDialog(_ dialog: QuitDialog) -> AccessibleElement {
        let buttons = QuitDialog.Button.allCases.map { button in
            AccessibleElement(id: .dialogButton(button.rawValue), role: .pushButton, name: button.title,
                              states: AccessibleElement.States.shown.union(.focusable)
                                .union(dialog.focused == button ? .focused : []),
                              bounds: dialog.rect(of: button), action: "click")
        }
        return AccessibleElement(id: .dialog, role: .dialog, name: QuitDialog.title, description: dialog.message,
                                 states: AccessibleElement.States.shown.union(.active), bounds: dialog.panel, children: buttons)
    }
}
