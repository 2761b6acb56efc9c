import CLinux
import Glibc

/// Frames on their way from a window's frame loop to a recorder on a thread of its own, so that compressing a frame
/// never holds up the next one. At most `capacity` frames wait: a frame that finds no room is not taken (the frame
/// loop counts it as dropped), and the recording shows the frame before it until the next one it holds.
///
/// `@unchecked Sendable`: `frames`, `finishing`, `discarding` and `storedFailure` are read and written only with
/// `mutex` held; `sink` is used only by the encoding thread, and by nothing once that thread has been joined.
final class RecordingQueue: @unchecked Sendable {
    /// Frames that may wait besides the one being compressed: two frames' time to catch up.
    static let capacity = 2

    private let sink: any FrameSink
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled when a frame is queued or the thread should end.
    private let queued = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var frames: [(image: RGBAImage, time: Double)] = []
    private var finishing = false
    /// Whether the frames still waiting are thrown away (the run failed: nothing will be committed).
    private var discarding = false
    private var storedFailure: (any Error)?
    private var thread: pthread_t?

    /// Starts the thread that hands queued frames to `sink`.
    init(sink: any FrameSink) throws {
        self.sink = sink
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(queued, nil)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        guard pthread_create(&thread, nil, { context in
            Unmanaged<RecordingQueue>.fromOpaque(context!).takeRetainedValue().encodeUntilFinished()
            return nil
        }, context) == 0 else {
            Unmanaged<RecordingQueue>.fromOpaque(context).release()
            throw PlatformError("cannot start the thread that records frames")
        }
        self.thread = thread
    }

    deinit {
        pthread_cond_destroy(queued)
        pthread_mutex_destroy(mutex)
        queued.deallocate()
        mutex.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// How the thread failed (the disk is full), if it did: it then takes no more frames.
    var failure: (any Error)? { locked { storedFailure } }

    /// Whether a frame offered now would be taken (reading a frame's pixels is worth it only then).
    var hasRoom: Bool { locked { storedFailure == nil && frames.count < Self.capacity } }

    /// Queues `image`, presented at `time`; false when it was not taken (no room, or the thread failed).
    func offer(_ image: RGBAImage, presentedAt time: Double) -> Bool {
        locked {
            guard storedFailure == nil, !finishing, frames.count < Self.capacity else { return false }
            frames.append((image, time))
            pthread_cond_signal(queued)
            return true
        }
    }

    /// Lets the thread record every frame still waiting and end, then throws its failure if it failed. With
    /// `discarding`, the waiting frames are thrown away instead. Calling it again does nothing.
    func finish(discarding: Bool = false) throws {
        guard let thread else { return }
        self.thread = nil
        locked {
            finishing = true
            self.discarding = discarding
            pthread_cond_signal(queued)
        }
        pthread_join(thread, nil)
        if let failure, !discarding { throw failure }
    }

    /// How much less the thread asks of the scheduler than the frame loop (Linux's per-thread nice value, 0 to 19):
    /// on a busy machine a frame is dropped from the recording rather than shown late.
    static let niceness: Int32 = 10

    /// The thread: takes the oldest waiting frame and hands it to the sink with the mutex released.
    private func encodeUntilFinished() {
        // Linux gives each thread its own nice value; failing to lower it costs nothing but a contended core.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(gettid()), Self.niceness)
        pthread_mutex_lock(mutex)
        while true {
            while frames.isEmpty, !finishing { pthread_cond_wait(queued, mutex) }
            if discarding { frames.removeAll() }
            guard !frames.isEmpty, storedFailure == nil else { break }
            let (image, time) = frames.removeFirst()
            pthread_mutex_unlock(mutex)
            var failure: (any Error)?
            do { try sink.add(image, presentedAt: time) } catch { failure = error }
            pthread_mutex_lock(mutex)
            if let failure {
                storedFailure = failure
                frames.removeAll()
            }
        }
        pthread_mutex_unlock(mutex)
    }
}
