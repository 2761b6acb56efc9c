/// The JSON text of trace values, appended as UTF-8 bytes straight into the writer's buffer (no encoder, no
/// intermediate strings for the common case), so writing a frame record stays cheap.
enum TraceJSON {
    /// Appends `value` as JSON.
    static func append(_ value: TraceValue, to buffer: inout [UInt8]) {
        switch value {
        case .int(let number):
            buffer.append(contentsOf: String(number).utf8)
        case .double(let number):
            buffer.append(contentsOf: text(of: number).utf8)
        case .string(let string):
            append(string, to: &buffer)
        case .bool(let flag):
            buffer.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            buffer.append(contentsOf: "null".utf8)
        }
    }

    /// A double as JSON: Swift's `description`, the shortest text that reads back to the same bits, which already
    /// keeps ".0" on integral values ("123.0") and uses exponents only for very large or small ones ("1e-07").
    /// JSON has no NaN or infinity, so those are `null`.
    static func text(of number: Double) -> String {
        number.isFinite ? number.description : "null"
    }

    /// Appends `string` in quotes, escaping what JSON requires: quote, backslash, and control characters (as \n, \r,
    /// \t or \u00XX). Everything else, all of non-ASCII included, is copied as UTF-8.
    static func append(_ string: String, to buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                buffer.append(UInt8(ascii: "\\"))
                buffer.append(byte)
            case UInt8(ascii: "\n"):
                buffer.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"):
                buffer.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"):
                buffer.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                buffer.append(contentsOf: #"\u00"#.utf8)
                buffer.append(hexDigits[Int(byte >> 4)])
                buffer.append(hexDigits[Int(byte & 0xF)])
            default:
                buffer.append(byte)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
