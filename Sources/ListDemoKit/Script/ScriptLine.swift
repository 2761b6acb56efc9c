/// One script line cut into words: the time, the verb, and everything after the verb.
///
/// Words are separated by spaces or tabs; `#` ends the code of the line except in `type` text (see `Script`).
struct ScriptLine {
    typealias Scalars = Substring.UnicodeScalarView

    let time: String
    let verb: String
    /// Everything after the verb word, comment included, since only the verb decides what `#` means.
    let rest: Scalars

    /// Cuts a line that has already lost its line break; nil when it is blank or only a comment.
    init?(_ line: Scalars, number: Int) throws(ScriptError) {
        var index = line.startIndex
        func skipBlanks() {
            while index < line.endIndex, Self.isBlank(line[index]) { line.formIndex(after: &index) }
        }
        func word() -> String {
            let start = index
            while index < line.endIndex, !Self.isBlank(line[index]), line[index] != "#" { line.formIndex(after: &index) }
            return String(String.UnicodeScalarView(line[start..<index]))
        }
        func atEndOfCode() -> Bool { index == line.endIndex || line[index] == "#" }

        skipBlanks()
        if atEndOfCode() { return nil }
        time = word()
        skipBlanks()
        if atEndOfCode() { throw ScriptError(line: number, "missing verb after the time") }
        verb = word()
        rest = line[index...]
    }

    /// The words after the verb, up to a comment.
    var arguments: [String] {
        let code = rest.prefix { $0 != "#" }
        return code.split(whereSeparator: Self.isBlank).map { String(String.UnicodeScalarView($0)) }
    }

    /// The text after exactly one space or tab, verbatim, `#` and trailing blanks included; nil when there is none.
    var verbatimText: String? {
        guard let separator = rest.first, Self.isBlank(separator), !rest.dropFirst().isEmpty else { return nil }
        return String(String.UnicodeScalarView(rest.dropFirst()))
    }

    /// The first `count` words after the verb (fewer when the code ends sooner), and the text after them and exactly
    /// one space or tab, verbatim as `verbatimText` reads it (nil when there is none).
    func words(_ count: Int) -> (words: [String], text: String?) {
        var index = rest.startIndex
        var words: [String] = []
        while words.count < count {
            while index < rest.endIndex, Self.isBlank(rest[index]) { rest.formIndex(after: &index) }
            guard index < rest.endIndex, rest[index] != "#" else { return (words, nil) }
            let start = index
            while index < rest.endIndex, !Self.isBlank(rest[index]), rest[index] != "#" { rest.formIndex(after: &index) }
            words.append(String(String.UnicodeScalarView(rest[start..<index])))
        }
        let after = rest[index...]
        guard let separator = after.first, Self.isBlank(separator), !after.dropFirst().isEmpty else { return (words, nil) }
        return (words, String(String.UnicodeScalarView(after.dropFirst())))
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }
}
