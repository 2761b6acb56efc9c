import Foundation

/// An Xvfb server of the test's own, on a display number Xvfb picks itself (`-displayfd`), so
/// tests depend on no display that happens to exist and cannot collide with one.
final class PlatformXvfb {
    /// The server's display, e.g. ":3", for `DISPLAY`.
    let display: String
    private let pid: pid_t
    /// The read end of the server's standard output.
    private let output: Int32

    private static let serverPath = "/usr/bin/Xvfb"
    private static let xdotoolPath = "/usr/bin/xdotool"


    /// Starts the server and returns once it accepts connections: Xvfb writes its display
    /// number to the `-displayfd` descriptor only when it is listening, and the wait for that
    /// line is bounded by `timeout`.
    init(screen: String = "640x480x24", timeout: Duration = .seconds(20)) throws {
        // Never a silent skip: a machine without the tools fails, saying how to get them.
        for tool in [Self.serverPath, Self.xdotoolPath] where !FileManager.default.isExecutableFile(atPath: tool) {
            throw XvfbError("\(tool) is missing: run ./dev test, which installs xvfb and xdotool")
        }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw XvfbError("cannot make a pipe: \(String(cString: strerror(errno)))") }
        let pid: pid_t
        do {
            pid = try PlatformXvfb.spawn(PlatformXvfb.serverPath,
                                         // -noreset: by default the server resets when its last client leaves,
                                         // dropping root-window properties a test set (X resources).
                                         ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp", "-noreset"],
                                         standardOutput: fds[1])
            close(fds[1])
        } catch {
            close(fds[1])
            throw error
        }
        do {
            display = ":" + (try PlatformXvfb.readLine(from: fds[0], timeout: timeout))
        } catch {
            PlatformXvfb.terminate(pid)
            close(fds[0])
            throw error
        }
        self.pid = pid
        // Kept open while the server runs: a write to a closed pipe would kill Xvfb with SIGPIPE.
        self.output = fds[0]
    }

    /// Stops the server (SIGTERM, so it removes its socket and lock file) and reaps it.
    func stop() {
        defer { close(output) }
        PlatformXvfb.terminate(pid)
    }

    /// Runs xdotool against this server (to move the pointer, click, type, resize) and waits for it.
    @discardableResult
    func xdotool(_ arguments: String...) throws -> String {
        try xdotool(arguments)
    }

    /// Runs xdotool with an argument list (commands chained, windows found by `search` as %1), killed and failing
    /// after `limit` (see `run`).
    @discardableResult
    func xdotool(_ arguments: [String], limit: Duration = .seconds(60)) throws -> String {
        try run(PlatformXvfb.xdotoolPath, arguments, limit: limit)
    }

    /// xdotool's arguments for a vertical drag in the window `window` finds (as %1), as a person
    /// makes one: the pointer first rests at `approach` (x, then y) when given, so hover effects
    /// such as the scroll bar's appear; then a press at (`x`, `from`), one move to each of `ys`
    /// `pause` seconds apart, a rest of `hold` seconds, and the release. Window coordinates.
    static func verticalDrag(in window: [String], x: Int, from: Int, through ys: some Sequence<Int>,
                             pause: Double, hold: Double = 0, approach: Int? = nil) -> [String] {
        let move = { (y: Int) in ["mousemove", "--window", "%1", "\(x)", "\(y)"] }
        var arguments = window
        if let approach { arguments += move(approach) + ["sleep", "0.1"] }
        arguments += move(from) + ["mousedown", "1"]
        for y in ys { arguments += ["sleep", "\(pause)"] + move(y) }
        if hold > 0 { arguments += ["sleep", "\(hold)"] }
        return arguments + ["mouseup", "1"]
    }

    /// Runs the X server at real-time priority (`SCHED_FIFO` 20, every thread), as the input side of a
    /// desktop is: see `PlatformWeston.raiseToRealTime`.
    func raiseToRealTime() throws {
        try Self.raiseToRealTime(pid, on: self)
    }

    /// `chrt -a -f -p 20 pid`: needs root or `CAP_SYS_NICE`, which `./dev test` has (it installs packages).
    static func raiseToRealTime(_ pid: pid_t, on server: PlatformXvfb) throws {
        try server.run("/usr/bin/chrt", ["-a", "-f", "-p", "20", "\(pid)"])
    }

    /// Runs an X client against this server (with `environment` besides `DISPLAY`), waits for it at most `limit`,
    /// and returns what it printed. A client still running then (xdotool waiting on a window that will never come,
    /// because the app has exited) is killed and the run fails saying so: a failing test never hangs the suite.
    @discardableResult
    func run(_ path: String, _ arguments: [String], environment: [String] = [],
             limit: Duration = .seconds(60)) throws -> String {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw XvfbError("cannot make a pipe: \(String(cString: strerror(errno)))") }
        defer { close(fds[0]) }
        let pid: pid_t
        do {
            pid = try PlatformXvfb.spawn(path, arguments, standardOutput: fds[1], environment: ["DISPLAY=\(display)"] + environment)
            close(fds[1])
        } catch {
            close(fds[1])
            throw error
        }
        let command = "\(path) \(arguments.joined(separator: " "))"
        let output: [UInt8]
        do {
            output = try PlatformXvfb.readToEnd(of: fds[0], limit: limit, what: command)
        } catch {
            kill(pid, SIGKILL)
            _ = PlatformXvfb.wait(for: pid)
            throw error
        }
        let status = PlatformXvfb.wait(for: pid)
        guard status == 0 else {
            // xdotool's `search` exits 1 when nothing matches: for the app's window, the app has gone.
            let gone = path == PlatformXvfb.xdotoolPath && arguments.first == "search" ? " (no window matched: has the app exited?)" : ""
            throw XvfbError("\(command) exited with status \(status)\(gone)")
        }
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Everything written to `fd` until its writer closes it, or a failure naming `what` once `limit` has passed.
    private static func readToEnd(of fd: Int32, limit: Duration, what: String) throws -> [UInt8] {
        let deadline = ContinuousClock.now + limit
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { throw XvfbError("\(what) did not finish within \(limit): killed") }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(left.components.seconds * 1000) + 1)
            if ready < 0 {
                guard errno == EINTR else { throw XvfbError("cannot wait for \(what): \(String(cString: strerror(errno)))") }
                continue
            }
            guard ready > 0 else { continue }
            let count = read(fd, &chunk, chunk.count)
            if count > 0 { output += chunk[..<count] } else if count < 0, errno == EINTR { continue } else { return output }
        }
    }

    /// Starts `path` with signals unblocked and at their defaults. Foundation's `Process` would
    /// pass on the test thread's signal mask, in which SIGTERM is blocked, and Xvfb would then
    /// never stop. With `ownProcessGroup` it leads a process group of its own, so it can be stopped
    /// with everything it started (`kill(-pid, …)`).
    static func spawn(_ path: String, _ arguments: [String], standardOutput: Int32?,
                      environment: [String]? = nil, ownProcessGroup: Bool = false) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        if let standardOutput {
            posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
                                                        | (ownProcessGroup ? POSIX_SPAWN_SETPGROUP : 0)))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = (environment ?? ProcessInfo.processInfo.environment.map { "\($0)=\($1)" }).map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw XvfbError("cannot start \(path): \(String(cString: strerror(result)))") }
        return pid
    }

    static func terminate(_ pid: pid_t) {
        kill(pid, SIGTERM)
        _ = wait(for: pid)
    }

    static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    private static func readLine(from fd: Int32, timeout: Duration) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var bytes: [UInt8] = []
        while !bytes.contains(UInt8(ascii: "\n")) {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { throw XvfbError("Xvfb did not start within \(timeout)") }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(left.components.seconds * 1000) + 1
            guard poll(&poller, 1, milliseconds) >= 0 || errno == EINTR else {
                throw XvfbError("cannot wait for Xvfb: \(String(cString: strerror(errno)))")
            }
            guard poller.revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 64)
            let count = read(fd, &chunk, chunk.count)
            guard count > 0 else { throw XvfbError("Xvfb exited before accepting connections") }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    }
}

/// A failure to run the test's X server or its tools.
struct XvfbError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
