/// Something a scene did that the trace records beside the list's own events (SPEC §2.4).
enum SceneEvent: Equatable {
    /// The scene saved its values to `path`.
    case save(time: Double, path: String)
    /// Something failed that the scene shows and recovers from (e.g. a save).
    case error(time: Double, message: String)
}
