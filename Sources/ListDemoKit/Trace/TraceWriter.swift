import Glibc

/// Writes trace records to a JSON Lines file, one record a line, through a buffer flushed every `flushEvery` records
/// and on `close()`.
///
/// The first write failure sticks: later calls throw it again rather than leave a silent hole in the trace. POSIX
/// calls are used because they say why opening or writing failed (errno); the file is created or truncated.
/// One writer belongs to one thread (the frame loop); it does no locking.
public final class TraceWriter {
    /// The path as given, for messages.
    public let path: String
    private let flushEvery: Int
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var recordsInBuffer = 0
    private var failure: TraceError?

    /// Opens the file at `path` (through any symlink): a regular file is created or truncated, a pipe or FIFO (for
    /// `--trace /dev/stdout | …`) is written into. Anything else (a device, a directory, a socket) is refused with one
    /// line naming the path and what it is, without being opened for writing; so is a FIFO no process is reading.
    /// `flushEvery` bounds how many records a crash can lose; 64 frames is about a second at 60 fps.
    ///
    /// The trace is streamed into the file as it grows, not written atomically: a run that crashes or is killed keeps
    /// its frames up to the last flush, and a window run's trace can be watched while it is written. Nothing is ever
    /// renamed over the path, so no file of another kind can be replaced by it.
    public init(path: String, flushEvery: Int = 64) throws(TraceError) {
        self.path = path
        self.flushEvery = max(1, flushEvery)
        func refusal(_ kind: FileIdentity.Kind) -> TraceError {
            TraceError("trace: refusing to write \(path.quotedForMessage): it is \(kind.description), not a regular file or a pipe")
        }
        // The kernel follows symlinks here, /proc's magic ones (/dev/stdout) included.
        if let found = FileIdentity(following: path), found.kind != .regular, found.kind != .fifo {
            throw refusal(found.kind)
        }
        // No O_TRUNC until fstat has shown a regular file; O_NONBLOCK so opening a FIFO cannot wait for a reader.
        descriptor = open(path, O_WRONLY | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = errno == ENXIO ? "it is a FIFO that no process is reading" : String(cString: strerror(errno))
            throw TraceError("trace: cannot open \(path.quotedForMessage): \(reason)")
        }
        let kind = FileIdentity(descriptor: descriptor)?.kind ?? .other
        guard kind == .regular || kind == .fifo else {
            _ = closeDescriptor(descriptor)
            descriptor = -1
            throw refusal(kind)
        }
        guard kind == .fifo || ftruncate(descriptor, 0) == 0, fcntl(descriptor, F_SETFL, 0) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = closeDescriptor(descriptor)
            descriptor = -1
            throw TraceError("trace: cannot open \(path.quotedForMessage): \(reason)")
        }
        buffer.reserveCapacity(64 << 10)
    }

    deinit {
        // A writer dropped without close() still saves what it can; close() is the way to hear about failures.
        if descriptor >= 0 {
            if failure == nil {
                try? flush()
            }
            _ = closeDescriptor(descriptor)
        }
    }

    /// Adds one record as a line; writes the buffer out every `flushEvery` records.
    public func append(_ record: TraceRecord) throws(TraceError) {
        try checkUsable()
        record.appendJSON(to: &buffer)
        buffer.append(UInt8(ascii: "\n"))
        recordsInBuffer += 1
        if recordsInBuffer >= flushEvery {
            try flush()
        }
    }

    /// Writes the buffered records to the file now.
    public func flush() throws(TraceError) {
        try checkUsable()
        defer {
            buffer.removeAll(keepingCapacity: true)
            recordsInBuffer = 0
        }
        var written = 0
        while written < buffer.count {
            let count = buffer[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let error = TraceError("trace: cannot write \(path.quotedForMessage): \(String(cString: strerror(errno)))")
                failure = error
                throw error
            }
            written += count
        }
    }

    /// Flushes and closes the file; calling it again does nothing.
    public func close() throws(TraceError) {
        guard descriptor >= 0 else { return }
        var flushError: TraceError?
        if failure == nil {
            do { try flush() } catch { flushError = error }
        }
        let result = closeDescriptor(descriptor)
        let closeReason = result == 0 ? nil : String(cString: strerror(errno))
        descriptor = -1
        if let flushError { throw flushError }
        if let closeReason {
            // Some file systems report a failed write only here.
            throw TraceError("trace: cannot close \(path.quotedForMessage): \(closeReason)")
        }
    }

    private func checkUsable() throws(TraceError) {
        guard descriptor >= 0 else { throw TraceError("trace: \(path.quotedForMessage) is already closed") }
        if let failure { throw failure }
    }
}

/// POSIX close(2), reachable from inside `TraceWriter`, whose own `close()` hides the global name.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
