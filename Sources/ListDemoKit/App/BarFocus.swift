/// The keyboard's focus in the navigation bar: Tab reaches Back (when there is somewhere to go
/// back to), then the scene's buttons; Return or Space presses the focused one. Nil while the list
/// (or a form field) has the focus.
struct BarFocus {
    private(set) var focused: NavigationBar.Hit?

    /// The focus leaves the bar (a press, a key that moves in the list, another scene).
    mutating func clear() { focused = nil }

    /// Tab (`forward`) or Shift+Tab in the chain of a bar that `canGoBack` with `buttons` (those that cannot be
    /// pressed are left out of the chain).
    /// False when the focus passes the chain's end and leaves the bar: the scene then takes the Tab
    /// as one from nothing (a form focuses its first or last field).
    mutating func tab(forward: Bool, canGoBack: Bool, buttons: [NavigationBar.Button]) -> Bool {
        let chain: [NavigationBar.Hit] = (canGoBack ? [.back] : []) + buttons.indices.filter { buttons[$0].isEnabled }.map { .button($0) }
        guard !chain.isEmpty else { return true }
        guard let focused, let index = chain.firstIndex(of: focused) else {
            self.focused = forward ? chain.first : chain.last
            return true
        }
        let next = index + (forward ? 1 : -1)
        guard chain.indices.contains(next) else {
            self.focused = nil
            return false
        }
        self.focused = chain[next]
        return true
    }
}
