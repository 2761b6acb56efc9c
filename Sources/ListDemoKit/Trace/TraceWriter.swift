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

/// What the frame loop and the trace's writer thread share, under one mutex: the bytes waiting to be written, the
/// records dropped since the writer last caught up, and how the writer ended.
///
/// `@unchecked Sendable`: every stored property is read and written only with `mutex` held (the descriptor only by the
/// writer thread, and by `closeFile` after the thread has been joined).
final class TraceQueue: @unchecked Sendable {
    private let descriptor: Int32
    private let path: String
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled when bytes are queued or the writer should finish; and when the writer has written or stopped.
    private let queued = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let written = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var pending: [UInt8] = []
    /// Bytes taken by the writer and not yet written.
    private var writing = 0
    private var dropped = 0
    private var finishing = false
    private var stopped = false
    private var storedFailure: TraceError?

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        // Timed waits on the monotonic clock: a change of the wall clock does not stretch them.
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(queued, &attributes)
        pthread_cond_init(written, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(queued)
        pthread_cond_destroy(written)
        pthread_mutex_destroy(mutex)
        queued.deallocate()
        written.deallocate()
        mutex.deallocate()
    }

    /// The writer's failure, if it failed.
    var failure: TraceError? { locked { storedFailure } }

    /// Bytes queued or being written.
    var unwrittenBytes: Int { locked { pending.count + writing } }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Waits on `condition` for at most 0.1 s (so SIGTERM and deadlines are noticed); `mutex` is held.
    private func briefWait(_ condition: UnsafeMutablePointer<pthread_cond_t>) {
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        deadline.tv_nsec += 100_000_000
        if deadline.tv_nsec >= 1_000_000_000 {
            deadline.tv_sec += 1
            deadline.tv_nsec -= 1_000_000_000
        }
        pthread_cond_timedwait(condition, mutex, &deadline)
    }

    /// Queues `bytes` (`records` records) for the writer. With `waiting`, returns once the writer has written them (or
    /// failed, or termination was requested); without, drops them (counting the records) when `TraceWriter.capacity`
    /// bytes already wait.
    func enqueue(_ bytes: [UInt8], records: Int, waiting: Bool) throws(TraceError) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let storedFailure { throw storedFailure }
        guard !bytes.isEmpty else { return }
        if !waiting, pending.count + writing + bytes.count > TraceWriter.capacity {
            dropped += records
            return
        }
        pending.append(contentsOf: bytes)
        pthread_cond_signal(queued)
        guard waiting else { return }
        while pending.count + writing > 0, storedFailure == nil, !stopped, !Termination.isRequested {
            briefWait(written)
        }
        if let storedFailure { throw storedFailure }
    }

    /// Asks the writer to write what is queued and stop; waits for it, for at most `seconds` (nil: until it stops, or
    /// once termination is requested, `TraceWriter.closeWait` more). Whether it stopped.
    func finish(waitingAtMost seconds: Double?) -> Bool {
        locked {
            finishing = true
            pthread_cond_signal(queued)
            var start = timespec()
            clock_gettime(CLOCK_MONOTONIC, &start)
            var limit = seconds
            while !stopped {
                var now = timespec()
                clock_gettime(CLOCK_MONOTONIC, &now)
                let elapsed = Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1e9
                if limit == nil, Termination.isRequested { limit = elapsed + TraceWriter.closeWait }
                if let limit, elapsed >= limit { break }
                briefWait(written)
            }
            return stopped
        }
    }

    /// Closes the file once the writer has stopped: close(2)'s failure (some file systems report a failed write only
    /// there).
    func closeFile() -> TraceError? {
        guard Glibc.close(descriptor) == 0 else {
            return TraceError("trace: cannot close \(path.quotedForMessage): \(String(cString: strerror(errno)))")
        }
        return nil
    }

    /// Starts the writer thread; nil if the system would not.
    func startThread() -> pthread_t? {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let result = pthread_create(&thread, nil, { context in
            Unmanaged<TraceQueue>.fromOpaque(context!).takeRetainedValue().writeUntilFinished()
            return nil
        }, context)
        guard result == 0 else {
            Unmanaged<TraceQueue>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// The writer thread: takes what is queued, writes it with the mutex released, then the note of what was dropped.
    private func writeUntilFinished() {
        var chunk: [UInt8] = []
        pthread_mutex_lock(mutex)
        while true {
            while pending.isEmpty, dropped == 0, !finishing { pthread_cond_wait(queued, mutex) }
            if pending.isEmpty, dropped == 0 { break }
            swap(&chunk, &pending)
            if dropped > 0 {
                let note: TraceRecord = ["event": "dropped", "records": .int(dropped)]
                note.appendJSON(to: &chunk)
                chunk.append(UInt8(ascii: "\n"))
                dropped = 0
            }
            writing = chunk.count
            pthread_mutex_unlock(mutex)
            let failure = writeAll(chunk)
            chunk.removeAll(keepingCapacity: true)
            pthread_mutex_lock(mutex)
            writing = 0
            pthread_cond_broadcast(written)
            if let failure {
                storedFailure = failure
                break
            }
        }
        stopped = true
        pthread_cond_broadcast(written)
        pthread_mutex_unlock(mutex)
    }

    private func writeAll(_ bytes: [UInt8]) -> TraceError? {
        var done = 0
        while done < bytes.count {
            let count = bytes[done...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return TraceError("trace: cannot write \(path.quotedForMessage): \(String(cString: strerror(errno)))")
            }
            done += count
        }
        return nil
    }
}
