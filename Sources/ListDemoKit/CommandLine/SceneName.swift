/// The screen listdemo opens with.
public enum SceneName: String, CommandLineChoice, Sendable {
    case menu, options, snap, live, form, feed

    static let choiceSubject = "scene"
}
