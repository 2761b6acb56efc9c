/// How section headers behave while the list scrolls.
public enum ListStyle: Sendable {
    /// Headers stick to the top of the visible area while their section passes under it (UIKit's plain style).
    case plain
    /// Headers scroll with the content like any other element.
    case grouped
}
