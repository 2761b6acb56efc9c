import Glibc

/// Writes trace records to a JSON Lines file, one record a line. Records are gathered on the caller's thread and
/// handed, every `flushEvery` records and on `flush()` and `close()`, to a writer thread of the trace's own, which
/// alone calls write(2): a reader that stops reading (`--trace /dev/stdout | sleep 50`) stalls that thread, never the
/// frame loop.
///
/// What happens when the writer is behind depends on `Pacing`: a window's run (`.dropsWhenBehind`) never waits; once
/// `capacity` bytes wait to be written, further records are counted and dropped, and when the writer catches up it
/// writes `{"event":"dropped","records":N}` where they would have been. A headless run (`.waitsForWriter`) waits for
/// every record to be written at each hand-over, so its trace is whole and its file current — unless SIGTERM or SIGINT
/// arrives (`Termination`), which ends any wait.
///
/// The first write failure sticks: later calls throw it again rather than leave a silent hole in the trace. POSIX
/// calls are used because they say why opening or writing failed (errno); the file is created or truncated.
/// One writer belongs to one thread (the frame loop); the writer thread shares only `TraceQueue`.
public final class TraceWriter {
    /// Whether the caller waits for a writer that is behind.
    public enum Pacing: Sendable {
        /// Never wait: records beyond `capacity` waiting bytes are counted and dropped (a window: a frame must not wait).
        case dropsWhenBehind
        /// Wait until each hand-over is written (headless: the trace is the result).
        case waitsForWriter
    }

    /// Bytes that may wait for the writer before a window's run drops records: a minute of frames at 60 fps.
    public static let capacity = 1 << 20
    /// How long `close()` waits for the writer when the run drops records behind it: a stalled reader cannot keep a
    /// window's app from quitting.
    public static let closeWait = 2.0

    /// The path as given, for messages.
    public let path: String
    private let flushEvery: Int
    private let pacing: Pacing
    private let queue: TraceQueue
    private var thread: pthread_t?
    private var buffer: [UInt8] = []
    private var recordsInBuffer = 0
    private var isClosed = false
    /// Whether the writer's failure was already thrown to the caller (`close()` does not throw it twice).
    private var failureReported = false

    /// Opens the file at `path` (through any symlink): a regular file is created or truncated, a pipe or FIFO (for
    /// `--trace /dev/stdout | …`) is written into. Anything else (a device, a directory, a socket) is refused with one
    /// line naming the path and what it is, without being opened for writing; so is a FIFO no process is reading.
    /// `flushEvery` bounds how many records a crash can lose; 64 frames is about a second at 60 fps.
    ///
    /// The trace is streamed into the file as it grows, not written atomically: a run that crashes or is killed keeps
    /// its frames up to the last flush, and a window run's trace can be watched while it is written. Nothing is ever
    /// renamed over the path, so no file of another kind can be replaced by it.
    public init(path: String, flushEvery: Int = 64, pacing: Pacing = .waitsForWriter) throws(TraceError) {
        self.path = path
        self.flushEvery = max(1, flushEvery)
        self.pacing = pacing
        func refusal(_ kind: FileIdentity.Kind) -> TraceError {
            TraceError("trace: refusing to write \(path.quotedForMessage): it is \(kind.description), not a regular file or a pipe")
        }
        // The kernel follows symlinks here, /proc's magic ones (/dev/stdout) included.
        if let found = FileIdentity(following: path), found.kind != .regular, found.kind != .fifo {
            throw refusal(found.kind)
        }
        // No O_TRUNC until fstat has shown a regular file; O_NONBLOCK so opening a FIFO cannot wait for a reader.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = errno == ENXIO ? "it is a FIFO that no process is reading" : String(cString: strerror(errno))
            throw TraceError("trace: cannot open \(path.quotedForMessage): \(reason)")
        }
        let kind = FileIdentity(descriptor: descriptor)?.kind ?? .other
        guard kind == .regular || kind == .fifo else {
            Glibc.close(descriptor)
            throw refusal(kind)
        }
        // Blocking again: only the writer thread writes, and it may wait.
        guard kind == .fifo || ftruncate(descriptor, 0) == 0, fcntl(descriptor, F_SETFL, 0) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(descriptor)
            throw TraceError("trace: cannot open \(path.quotedForMessage): \(reason)")
        }
        queue = TraceQueue(descriptor: descriptor, path: path)
        buffer.reserveCapacity(64 << 10)
        thread = queue.startThread()
        if thread == nil {
            Glibc.close(descriptor)
            throw TraceError("trace: cannot start the thread that writes \(path.quotedForMessage)")
        }
    }

    deinit {
        // A writer dropped without close() still saves what it can; close() is the way to hear about failures.
        try? close()
    }

    /// Adds one record as a line; hands the gathered records to the writer every `flushEvery` records.
    public func append(_ record: TraceRecord) throws(TraceError) {
        try checkUsable()
        record.appendJSON(to: &buffer)
        buffer.append(UInt8(ascii: "\n"))
        recordsInBuffer += 1
        if recordsInBuffer >= flushEvery {
            try flush()
        }
    }

    /// Hands the gathered records to the writer now (and with `.waitsForWriter`, waits until they are written).
    public func flush() throws(TraceError) {
        try checkUsable()
        defer {
            buffer.removeAll(keepingCapacity: true)
            recordsInBuffer = 0
        }
        do { try queue.enqueue(buffer, records: recordsInBuffer, waiting: pacing == .waitsForWriter) } catch {
            failureReported = true
            throw error
        }
    }

    /// Hands over what is gathered, lets the writer finish (with `.dropsWhenBehind` for at most `closeWait` seconds)
    /// and closes the file; calling it again does nothing.
    public func close() throws(TraceError) {
        guard !isClosed, let thread else { return }
        isClosed = true
        var failure: TraceError?
        try? queue.enqueue(buffer, records: recordsInBuffer, waiting: false)
        buffer.removeAll()
        let finished = queue.finish(waitingAtMost: pacing == .waitsForWriter ? nil : Self.closeWait)
        if finished {
            pthread_join(thread, nil)
            failure = failureReported ? nil : queue.failure
            failure = failure ?? queue.closeFile()
        } else {
            // The writer is stuck in write(2) on a reader that stopped; the process may end without it.
            pthread_detach(thread)
            failure = failure ?? TraceError("trace: \(path.quotedForMessage) stopped taking records: "
                                            + "\(queue.unwrittenBytes) bytes of the trace were not written")
        }
        if let failure { throw failure }
    }

    private func checkUsable() throws(TraceError) {
        guard !isClosed else { throw TraceError("trace: \(path.quotedForMessage) is already closed") }
        if let failure = queue.failure {
            failureReported = true
            throw failure
        }
    }
}
