/// Where `scroll-to` places the row in the visible area, or `none` to scroll only as far as needed to show it.
public enum ScriptScrollPosition: String, CaseIterable, Sendable {
    case top, middle, bottom, none
}
