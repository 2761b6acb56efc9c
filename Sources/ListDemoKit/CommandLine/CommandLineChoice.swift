import ScrollCore

/// A closed set of command-line words (a scene, a snap timing, an insert position) read by exact spelling.
protocol CommandLineChoice: CaseIterable, RawRepresentable<String> {
    /// What the word chooses, as an error message calls it: "scene", "--snap value".
    static var choiceSubject: String { get }
}

extension CommandLineChoice {
    /// The spellings in declaration order, for help text and error messages: "rest, projected, off".
    static var choiceList: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// Reads one of the words, or names all of them when the text is none of them.
    init(parsing text: String) throws(CommandLineError) {
        guard let choice = Self(rawValue: text) else {
            throw CommandLineError("unknown \(Self.choiceSubject) \(text.quotedForMessage) (choose \(Self.choiceList))")
        }
        self = choice
    }
}

extension SceneName: CommandLineChoice {
    static let choiceSubject = "scene"
}

extension InsertPosition: CommandLineChoice {
    static let choiceSubject = "--insert-at value"
}

extension Appearance: CommandLineChoice {
    static let choiceSubject = "--appearance value"
}
