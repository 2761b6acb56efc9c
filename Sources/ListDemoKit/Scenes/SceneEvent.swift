/// Something a scene (or the app's navigation between scenes) did that the trace records beside
/// the list's own events.
enum SceneEvent: Equatable {
    /// The app pushed the scene titled `title` (or popped back to it): its slide runs from `time`
    /// for `duration` seconds, and input in that time is ignored (`NavigationTransition`).
    case navigation(time: Double, push: Bool, title: String, duration: Double)
    /// The scene saved its values to `path`.
    case save(time: Double, path: String)
    /// Something failed that the scene shows and recovers from (e.g. a save).
    case error(time: Double, message: String)
    /// Quitting with unwritten edits asked first (`answer` "asked"), or the question was answered ("save", "discard",
    /// "cancel").
    case quitConfirmation(time: Double, answer: String)
    /// The scene's banner shows a notice (a paste cut at a field's limits).
    case notice(time: Double, message: String)
    /// A text field's context menu opened with these commands, `enabled` the ones it offers.
    case menuOpened(time: Double, enabled: [EditCommand])
    /// The context menu closed, having carried out `chosen` (nil: dismissed).
    case menuClosed(time: Double, chosen: EditCommand?)
}
