import Glibc

extension Script {
    /// The largest script read: far more than any hand-written script, small enough that pointing `--script` at a
    /// device or a huge file fails quickly instead of filling memory.
    public static let maximumFileSize = 16 << 20
    /// How long a read waits for data (seconds): a pipe being written answers at once; a FIFO or
    /// terminal that nothing writes to fails after this instead of hanging the launch.
    static let readTimeout = 5.0
    /// How long the whole read may take (seconds): a pipe that trickles a byte every few seconds fails after this
    /// instead of keeping the launch waiting a read at a time.
    static let readDeadline = 10.0

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
        // O_NONBLOCK: opening a FIFO that no process writes to must not wait forever; every read
        // waits for data at most `readTimeout` instead (a pipe from a shell still works).
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        defer { close(descriptor) }

        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        let clock = ContinuousClock()
        let start = clock.now
        while true {
            let left = readDeadline - (clock.now - start).seconds
            if left <= 0 {
                throw failure("not read to its end within \(Int(readDeadline)) s (\(bytes.count) bytes came; "
                              + "a pipe or FIFO that is written too slowly)")
            }
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Int32((min(readTimeout, left) * 1000).rounded(.up)))
            if ready == 0, left > readTimeout {
                throw failure("no data within \(Int(readTimeout)) s (a FIFO or device that nothing writes to)")
            }
            if ready == 0 { continue }
            if ready < 0 {
                if errno == EINTR, !Termination.isRequested { continue }
                throw failure(Termination.isRequested ? "interrupted" : String(cString: strerror(errno)))
            }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw failure(String(cString: strerror(errno)))
            }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > maximumFileSize {
                throw failure("larger than \(maximumFileSize >> 20) MiB")
            }
        }
    }
}
