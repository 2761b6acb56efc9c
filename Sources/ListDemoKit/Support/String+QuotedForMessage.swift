extension String {
    /// The text in single quotes with control characters escaped, so a one-line message quoting user input stays one line.
    var quotedForMessage: String {
        var result = "'"
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.properties.generalCategory == .control:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "'"
    }
}
