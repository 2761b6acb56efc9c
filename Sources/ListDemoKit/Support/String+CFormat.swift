import Glibc

extension String {
    /// `format` (C's printf syntax: `%.1f`, `%ld`, `%02X`, …; no `%@`) applied to `arguments`, as
    /// `vsnprintf` writes it. It is Foundation's `String(format:)` for numbers without Foundation,
    /// whose library (with ICU) costs the process about 6 MB of resident memory.
    /// - Complexity: O(length of the result).
    init(cFormat format: String, _ arguments: CVarArg...) {
        self = Self.printed(format, arguments)
    }

    private static func printed(_ format: String, _ arguments: [CVarArg]) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        let length = Int(withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) })
        if length >= buffer.count {
            buffer = [CChar](repeating: 0, count: length + 1)
            _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        return String(decoding: buffer.prefix(Swift.max(0, length)).lazy.map(UInt8.init(bitPattern:)), as: UTF8.self)
    }
}
