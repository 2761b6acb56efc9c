extension Script {
    /// Parses script bytes, which must be UTF-8: invalid bytes are refused with their line rather than replaced, so a
    /// binary file fails cleanly instead of being half-read.
    public static func parse<Bytes: Sequence<UInt8>>(utf8 bytes: Bytes) throws(ScriptError) -> Script {
        var text = String.UnicodeScalarView()
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var line = 1
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                text.append(scalar)
                if scalar == "\n" { line += 1 }
            case .emptyInput:
                break decoding
            case .error:
                throw ScriptError(line: line, "not UTF-8 text (binary file?)")
            }
        }
        return try parse(String(text))
    }
}
