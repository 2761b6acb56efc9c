import Glibc

extension Script {
    /// The largest script read: far more than any hand-written script, small enough that pointing `--script` at a
    /// device or a huge file fails quickly instead of filling memory.
    public static let maximumFileSize = 16 << 20

    /// Reads and parses the script at `path`; an unreadable file is `script: cannot read 'path': reason`.
    public static func load(path: String) throws(ScriptError) -> Script {
        try parse(utf8: try readBytes(path: path))
    }

    /// The file's bytes, read with POSIX calls because they say why a read failed (errno), where Foundation's
    /// convenience readers only return nil.
    private static func readBytes(path: String) throws(ScriptError) -> [UInt8] {
        func failure(_ reason: String) -> ScriptError {
            ScriptError(line: nil, "cannot read \(path.quotedForMessage): \(reason)")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        defer { close(descriptor) }

        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(String(cString: strerror(errno)))
            }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > maximumFileSize {
                throw failure("larger than \(maximumFileSize >> 20) MiB")
            }
        }
    }
}
