import Glibc
import Synchronization

/// SIGTERM and SIGINT. Once a run is under way they ask it to end the normal way (the trace closed, the draft as
/// written, `--screenshot` taken): a handler only sets a flag, which the runners and anything that waits check. Before
/// that, while the run starts (fontconfig scanning a font folder, SDL starting its video, a desktop bus answering), the
/// main thread may be inside a library that never looks at a flag, so a signal ends the process at once, as it ends
/// `fc-match`: one line on standard error and status 1, what a start that failed gives. Installed before SDL starts,
/// so SDL (which only takes signals left at their default) leaves them to it.
enum Termination {
    /// Whether SIGTERM or SIGINT arrived. Lock-free, so the signal handler may set it.
    static let requested = Atomic<Bool>(false)
    /// Whether the run is still starting (from `install` to `runStarted`): a signal then ends the process in the handler.
    private static let starting = Atomic<Bool>(false)

    /// Whether the run was asked to end.
    static var isRequested: Bool { requested.load(ordering: .relaxed) }

    /// Installs the handlers; until `runStarted`, a signal ends the process.
    static func install() {
        // Touch the flags first: their lazy initialisation must not happen inside the handler.
        requested.store(false, ordering: .relaxed)
        starting.store(true, ordering: .relaxed)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            guard Termination.starting.load(ordering: .relaxed) else {
                return Termination.requested.store(true, ordering: .relaxed)
            }
            // Only async-signal-safe calls: a static string's bytes, write(2) and _exit(2).
            let line: StaticString = signal == SIGINT ? "listdemo: interrupted by SIGINT while starting\n"
                : "listdemo: interrupted by SIGTERM while starting\n"
            _ = write(STDERR_FILENO, line.utf8Start, line.utf8CodeUnitCount)
            _exit(1)
        }
        sigemptyset(&action.sa_mask)
        // No SA_RESTART: a wait in progress (a blocked write, a poll) returns EINTR and looks at the flag.
        action.sa_flags = 0
        sigaction(SIGTERM, &action, nil)
        sigaction(SIGINT, &action, nil)
        // A parent that started us from a thread blocking them (a dispatch worker does) passed its mask on.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// The run is under way (a window open, or the headless canvas ready): from now on a signal asks it to end the
    /// normal way, and its loop ends it at the next turn.
    static func runStarted() {
        starting.store(false, ordering: .relaxed)
    }
}
