import Glibc

/// A test hook that kills the process at an exact point of its file writes, so a test can crash a
/// save at every byte in turn instead of sending SIGKILL after a wall-clock guess.
///
/// Set `LISTDEMO_FAULT` to `abort-after-bytes:N` (SIGKILL once N bytes have gone into temporary
/// files, before the file that reached N is synced or renamed), `abort-after-files:N` (SIGKILL
/// once N files have been written whole and renamed) or `stop-before-replace:N` (SIGSTOP when the
/// Nth file, written and synced, is about to replace its target: a test changes the target then,
/// as another program could, and continues the process with SIGCONT). `no-exchange`, alone or
/// before one of those after a comma, makes the form's replaces answer as on a file system without
/// `RENAME_EXCHANGE` (EINVAL), so its fallback is tested on any disk. The form's save and draft
/// writes count; an unset or malformed value means no fault.
final class WriteFault {
    enum Limit: Equatable {
        case bytes(Int)
        case files(Int)
        case stopBeforeReplace(Int)
    }

    private var left: Limit?
    /// Whether a replace may use `RENAME_EXCHANGE` (false: as if the file system had none).
    let exchanges: Bool

    init(_ limit: Limit?, exchanges: Bool = true) {
        left = limit
        self.exchanges = exchanges
    }

    /// The fault `LISTDEMO_FAULT` asks for, if any.
    static func fromEnvironment() -> WriteFault? {
        guard let raw = getenv("LISTDEMO_FAULT") else { return nil }
        return parse(String(cString: raw))
    }

    /// The fault `text` (`LISTDEMO_FAULT`'s value) names, or nil when it is malformed.
    static func parse(_ text: String) -> WriteFault? {
        var rest = Substring(text)
        let exchanges = !rest.hasPrefix("no-exchange")
        if !exchanges {
            rest = rest.dropFirst("no-exchange".count)
            if rest.isEmpty { return WriteFault(nil, exchanges: false) }
            guard rest.first == "," else { return nil }
            rest = rest.dropFirst()
        }
        let parts = rest.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, let count = Int(parts[1]), count >= 0 else { return nil }
        switch parts[0] {
        case "abort-after-bytes": return WriteFault(.bytes(count), exchanges: exchanges)
        case "abort-after-files": return WriteFault(.files(count), exchanges: exchanges)
        case "stop-before-replace": return WriteFault(.stopBeforeReplace(count), exchanges: exchanges)
        default: return nil
        }
    }

    /// How many of `count` bytes may be written before the process stops.
    func allowance(_ count: Int) -> Int {
        if case .bytes(let bytes) = left { return min(count, bytes) }
        return count
    }

    /// Counts `count` written bytes; stops the process when the byte budget is spent.
    func wrote(_ count: Int) {
        guard case .bytes(let bytes) = left else { return }
        left = .bytes(bytes - count)
        if bytes - count <= 0 { stop() }
    }

    /// Counts one file written whole; stops the process when the file budget is spent.
    func finishedFile() {
        guard case .files(let files) = left else { return }
        left = .files(files - 1)
        if files - 1 <= 0 { stop() }
    }

    /// Counts one file about to replace its target; stops (not ends) the process at the chosen one.
    func beforeReplacing() {
        guard case .stopBeforeReplace(let files) = left else { return }
        left = .stopBeforeReplace(files - 1)
        if files - 1 == 0 { raise(SIGSTOP) }
    }

    private func stop() {
        kill(getpid(), SIGKILL)
        // SIGKILL cannot be caught; this is never reached.
        _exit(137)
    }
}
