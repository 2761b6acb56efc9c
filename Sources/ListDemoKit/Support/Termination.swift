import Glibc
import Synchronization

/// SIGTERM and SIGINT as a request to end the run the normal way (the trace closed, the draft as written,
/// `--screenshot` taken): a handler only sets a flag, which the runners and anything that waits check. Installed before
/// SDL starts, so SDL (which only takes signals left at their default) leaves them to it.
enum Termination {
    /// Whether SIGTERM or SIGINT arrived. Lock-free, so the signal handler may set it.
    static let requested = Atomic<Bool>(false)

    /// Whether the run was asked to end.
    static var isRequested: Bool { requested.load(ordering: .relaxed) }

    /// Installs the handlers.
    static func install() {
        // Touch the flag first: its lazy initialisation must not happen inside the handler.
        requested.store(false, ordering: .relaxed)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in Termination.requested.store(true, ordering: .relaxed) }
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
}
