/// Where the live scene adds new rows.
public enum InsertPosition: String, CommandLineChoice, Sendable {
    case top, end

    static let choiceSubject = "--insert-at value"
}
