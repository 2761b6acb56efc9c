import ScrollCore

extension DemoApp {
    /// A right-click: closes a menu that is open, and on a text field opens its context menu at the
    /// pointer. Anywhere else nothing happens (the list has no menu).
    func contextClick(at point: Point, time: Double) {
        closeContextMenu(choosing: nil, at: time)
        guard let row = shown?.top.scene === scene ? shown?.row(at: point) : nil,
              let commands = scene.textEditing?.contextMenu(at: point, inRowAt: row.indexPath, in: row.rect, metrics: textMetrics, at: time)
        else { return }
        openContextMenu(commands, at: point, time: time)
    }

    /// Shift+F10 or the Menu key (GTK's): the context menu of the field being edited, under its
    /// caret as the last frame drew it, its first enabled item highlighted so Return runs it. False
    /// when no field is being edited there.
    func openContextMenuAtCaret(at time: Double) -> Bool {
        guard let drawn = shown, drawn.top.scene === scene, let field = drawn.top.list.textField,
              let rect = drawn.top.list.rowRect(of: field.indexPath),
              let (anchor, commands) = scene.textEditing?.contextMenuAtCaret(field: field, inRowAt: rect) else { return false }
        openContextMenu(commands, at: anchor, time: time)
        contextMenu?.moveHighlight(forward: true)
        return true
    }

    private func openContextMenu(_ commands: [(command: EditCommand, isEnabled: Bool)], at point: Point, time: Double) {
        barFocus.clear()
        let items = commands.map { ContextMenu.Item(command: $0.command, isEnabled: $0.isEnabled) }
        contextMenu = ContextMenu(items: items, at: point, in: Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height))
        sceneEventSink?(.menuOpened(time: time, enabled: items.filter(\.isEnabled).map(\.command)))
    }

    /// Input while the context menu is open, which takes the pointer and the keys as GTK's popover
    /// menus grab them: the pointer highlights the enabled item under it and a click on one (press
    /// and release on the menu) carries it out; Up and Down move the highlight, Return, Enter or
    /// Space carry it out, Escape closes the menu; a press outside it or the back button only closes
    /// it (the press goes no further, as a GTK popover takes it). False for what it lets through:
    /// a right-click (which opens a menu afresh), quitting, the window's own events, and assistive technology's
    /// actions (which close it first) but the one on an item (which chooses it, as a click does).
    func handleContextMenu(_ event: InputEvent, at time: Double) -> Bool {
        guard var menu = contextMenu else { return false }
        switch event {
        case .pointerMoved(let point):
            pointer.hover(at: point)
            menu.highlighted = menu.enabledItem(at: point)
            contextMenu = menu
        case .pointerLeft:
            pointer.hover(at: nil)
            menu.highlighted = nil
            contextMenu = menu
        case .pointerDown(let point, _):
            menuPressed = menu.frame.contains(point)
            if !menuPressed { closeContextMenu(choosing: nil, at: time) }
        case .pointerUp(let point):
            guard menuPressed else { return true }
            menuPressed = false
            if let index = menu.enabledItem(at: point) { closeContextMenu(choosing: menu.items[index].command, at: time) }
        case .key(let name, _):
            switch name {
            case "Down", "Up":
                menu.moveHighlight(forward: name == "Down")
                contextMenu = menu
            case "Return", "Keypad Enter", "Space":
                if let command = menu.highlightedCommand { closeContextMenu(choosing: command, at: time) }
            case "Escape":
                closeContextMenu(choosing: nil, at: time)
            default:
                break
            }
        case .middleClick, .back:
            closeContextMenu(choosing: nil, at: time)
        case .pointerCancelled, .focus(false):
            // The window lost the pointer (hidden, unfocused): a GTK popover closes on focus-out too.
            menuPressed = false
            closeContextMenu(choosing: nil, at: time)
        case .wheel, .preciseWheel, .textInput, .focus(true):
            break
        case .resized:
            // The menu was placed in the old size.
            closeContextMenu(choosing: nil, at: time)
            return false
        case .contextClick, .quit, .exposed:
            return false
        case .access(.menuItem(let index)):
            // As a click on the item: an enabled one is chosen; one that is not there, or cannot run now, is an error
            // and the menu stays, as a click on a disabled item leaves it.
            guard menu.items.indices.contains(index), menu.items[index].isEnabled else {
                accessFailed(.menuItem(index), menu.items.indices.contains(index)
                             ? "the menu's item \(index) (\(menu.items[index].command.rawValue)) cannot run now"
                             : "the menu has no item \(index) (it has \(menu.items.count))", at: time)
                return true
            }
            closeContextMenu(choosing: menu.items[index].command, at: time)
        case .access:
            // A screen reader's other actions go on to what they name, as they would with no menu open.
            closeContextMenu(choosing: nil, at: time)
            return false
        }
        return true
    }

    /// Closes the context menu, if one is open, carrying out `chosen` (nil: dismissed).
    func closeContextMenu(choosing chosen: EditCommand?, at time: Double) {
        guard contextMenu != nil else { return }
        contextMenu = nil
        menuPressed = false
        if let chosen { scene.textEditing?.perform(chosen, at: time) }
        sceneEventSink?(.menuClosed(time: time, chosen: chosen))
    }
}
