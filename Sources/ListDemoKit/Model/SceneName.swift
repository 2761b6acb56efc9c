/// The screens of the app, as the command line, the menu and `--compare` name them.
public enum SceneName: String, CaseIterable, Sendable {
    case menu, options, snap, live, form, feed
}
