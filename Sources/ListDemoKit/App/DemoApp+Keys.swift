import ScrollCore

extension DemoApp {
    func handleKey(_ name: String, modifiers: KeyModifiers, at time: Double) {
        if name == "F2" { cyclePhysics(forward: !modifiers.contains(.shift)); return }
        // GTK's keys for a context menu. SDL names the Menu key "Menu" or "Application" by the
        // keymap (xdotool's Menu under Xvfb is "Menu").
        let opensMenu = (name == "F10" && modifiers == .shift) || name == "Menu" || name == "Application"
        if opensMenu, openContextMenuAtCaret(at: time) { return }
        // Escape first ends a field's editing (the scene takes it), and only otherwise goes back.
        if name == "Escape", scene.handleKey(name, modifiers: modifiers, at: time) { return }
        if name == "Escape" || (modifiers.contains(.alt) && name == "Left") { goBack(at: time); return }
        let activates = (name == "Return" || name == "Space") && modifiers.isDisjoint(with: [.ctrl, .alt, .gui])
        if let focused = barFocus {
            if activates { press(focused, at: time); return }
            if name == "Tab" { moveBarFocus(forward: !modifiers.contains(.shift), modifiers: modifiers, at: time); return }
        }
        if scene.handleKey(name, modifiers: modifiers, at: time) { return }
        if name == "Tab" { moveBarFocus(forward: !modifiers.contains(.shift), modifiers: modifiers, at: time); return }
        if activates, let current = scene.list.currentRow {
            activateRow(current, at: time)
            return
        }
        let step: ListView.KeyStep? = switch name {
        case "Up": .lineUp
        case "Down": .lineDown
        case "PageUp": .pageUp
        case "PageDown": .pageDown
        case "Home": .home
        case "End": .end
        default: nil
        }
        guard let step else { return }
        // Keys that move in the list take the focus back from the bar.
        barFocus = nil
        scene.list.moveCurrentRow(step, at: time)
    }

    /// Activates the row at `indexPath` as Return does on the current row (also assistive
    /// technology's default action): it is selected and the scene acts (pushing what it opens).
    func activateRow(_ indexPath: ListIndexPath, at time: Double) {
        try? scene.list.select(indexPath)
        if let next = scene.activateRow(indexPath, at: time) { push(next, at: time) } else { settleSelection(at: time) }
    }

    /// Gives the keyboard focus to the row at `indexPath` (its ring shows), taking it from the bar;
    /// false when there is no such row.
    func focusRow(_ indexPath: ListIndexPath) -> Bool {
        guard (try? scene.list.setCurrentRow(indexPath)) != nil else { return false }
        barFocus = nil
        return true
    }

    /// The bar's focus chain: Back (when there is somewhere to go back to), then the buttons.
    private var barChain: [NavigationBar.Hit] {
        (stack.count > 1 ? [.back] : []) + scene.navigationButtons.indices.map { .button($0) }
    }

    /// Tab (or Shift+Tab) in the bar's chain; past its end the focus goes back to the scene, which
    /// takes it as a Tab from nothing (the form focuses its first or last field).
    private func moveBarFocus(forward: Bool, modifiers: KeyModifiers, at time: Double) {
        let chain = barChain
        guard !chain.isEmpty else { return }
        guard let focused = barFocus, let index = chain.firstIndex(of: focused) else {
            barFocus = forward ? chain.first : chain.last
            return
        }
        let next = index + (forward ? 1 : -1)
        if chain.indices.contains(next) {
            barFocus = chain[next]
        } else {
            barFocus = nil
            _ = scene.handleKey("Tab", modifiers: modifiers, at: time)
        }
    }

    /// Presses a bar button as a click would.
    func press(_ hit: NavigationBar.Hit, at time: Double) {
        switch hit {
        case .back: goBack(at: time)
        case .button(let index): scene.didClickNavigationButton(index, at: time)
        }
    }
}
