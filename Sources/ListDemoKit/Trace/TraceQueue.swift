import Glibc

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
                let note = TraceRecord(.dropped, [.records: .int(dropped)])
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
