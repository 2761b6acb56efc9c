import Glibc

/// Standard error, written one whole line at a time.
enum StandardError {
    /// Writes `message` as exactly one line (line breaks inside it become spaces).
    static func writeLine(_ message: String) {
        var text = message.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n"
        text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
