import CSDL2
import Glibc

/// Wakes the window's wait for events (an SDL user event, which `Window` ignores) when a descriptor
/// it does not own becomes readable: a helper thread polls it, and after each wake waits for the
/// main thread to `rearm` it (having read what was there), so one arrival is one wake. Stopped and
/// joined when released, before its owner closes the descriptor.
final class DescriptorWake {
    /// Two non-blocking pipes, read end then write end: the main thread writes to `rearmed` after
    /// reading (`rearm`; a full pipe already says so), and to `stop` to end the thread.
    private let rearmed: [Int32]
    private let stop: [Int32]
    private var thread: pthread_t?

    /// Watches `descriptor`; nil when the system would not give the pipes or a thread.
    init?(descriptor: Int32) {
        guard let rearmed = Self.makePipe(), let stop = Self.makePipe() else { return nil }
        self.rearmed = rearmed
        self.stop = stop
        // The thread reads only these three descriptors, which outlive it (deinit joins it first).
        let descriptors = UnsafeMutablePointer<Int32>.allocate(capacity: 3)
        descriptors.initialize(from: [descriptor, rearmed[0], stop[0]], count: 3)
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { context in
            let descriptors = context!.assumingMemoryBound(to: Int32.self)
            DescriptorWake.watch(descriptors[0], rearmed: descriptors[1], stop: descriptors[2])
            descriptors.deallocate()
            return nil
        }, descriptors) == 0 else {
            descriptors.deallocate()
            Self.closeAll(rearmed + stop)
            return nil
        }
        self.thread = thread
    }

    deinit {
        if let thread {
            Self.signal(stop[1])
            pthread_join(thread, nil)
        }
        Self.closeAll(rearmed + stop)
    }

    /// The main thread has read what was there: the next arrival wakes it again.
    func rearm() { Self.signal(rearmed[1]) }

    /// The helper thread: until stopped, waits for `descriptor` to be readable (or to hang up),
    /// wakes SDL's wait, then waits to be rearmed.
    private static func watch(_ descriptor: Int32, rearmed: Int32, stop: Int32) {
        while true {
            guard wait(for: descriptor, orStop: stop) else { return }
            // SDL's queue is safe to push to from any thread, and a push wakes SDL_WaitEventTimeout.
            var event = SDL_Event()
            event.type = SDL_USEREVENT.rawValue
            SDL_PushEvent(&event)
            guard wait(for: rearmed, orStop: stop) else { return }
            var drained = [UInt8](repeating: 0, count: 256)
            while read(rearmed, &drained, drained.count) > 0 {}
        }
    }

    /// Blocks until `descriptor` is ready (true) or `stop` is signalled (false).
    private static func wait(for descriptor: Int32, orStop stop: Int32) -> Bool {
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
        while poll(&fds, 2, -1) < 0 && errno == EINTR {}
        return fds[1].revents == 0
    }

    /// One byte into a pipe's write end; a full pipe is already signalled.
    private static func signal(_ writeEnd: Int32) {
        var one: UInt8 = 1
        while write(writeEnd, &one, 1) < 0 && errno == EINTR {}
    }

    /// A pipe whose ends do not block and are not inherited, or nil.
    private static func makePipe() -> [Int32]? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return ends
    }

    private static func closeAll(_ descriptors: [Int32]) {
        for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
    }
}
