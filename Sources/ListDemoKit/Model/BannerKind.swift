/// What a scene's one-line banner says, which sets how it looks: a notice, a success or an error, so a failure
/// never looks like a save.
enum BannerKind: Equatable, Sendable {
    case notice, success, error
}
