/// When a released list settles on a row boundary: where it comes to rest, where it is projected to land, or never.
public enum SnapOption: String, CommandLineChoice, Sendable {
    case rest, projected, off

    static let choiceSubject = "--snap value"
}
