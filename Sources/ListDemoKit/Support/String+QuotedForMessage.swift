extension String {
    /// At most this many characters of an input are quoted in a message; a longer one is cut and its length said.
    static let longestQuote = 200

    /// The text in single quotes, safe to print on a terminal: control characters (escape sequences, OSC, C1),
    /// format characters (bidirectional overrides such as U+202E, zero-width characters) and line or paragraph
    /// separators (U+2028, U+2029) escaped as `\u{…}`, so a one-line message quoting user input stays one line and
    /// reads as written; and at most `longestQuote` characters, a longer input cut with its length
    /// ("'aaa…' (8388608 characters)").
    var quotedForMessage: String {
        var result = "'"
        var characters = 0
        for scalar in unicodeScalars {
            if characters == Self.longestQuote {
                return result + "…' (\(unicodeScalars.count) characters)"
            }
            characters += 1
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where [.control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse]
                .contains(scalar.properties.generalCategory):
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "'"
    }
}
