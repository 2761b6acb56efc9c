import Glibc

/// The ffmpeg program as a child process reading what it encodes on its standard input: a pipe the app writes frames
/// into. Its standard error goes to an unnamed temporary file, so a child that complains at length never blocks on a
/// pipe no one reads, and its first line is what a failure says.
final class FFmpeg {
    /// The package that brings the program, for the message when it is missing.
    static let package = "ffmpeg"

    private let pid: pid_t
    /// The pipe's end the frames go into; -1 once closed.
    private var input: Int32
    /// Where the child's standard error goes.
    private let errors: UnsafeMutablePointer<FILE>
    private var exited = false

    /// The first `ffmpeg` executable on `path` (the `PATH` variable's folders), nil when there is none.
    static func locate(path: String?) -> String? {
        (path ?? "/usr/bin:/bin").split(separator: ":").lazy.map { "\($0)/ffmpeg" }.first { access($0, X_OK) == 0 }
    }

    /// Starts `executable` with `arguments`, its standard input the pipe `write` fills, its standard output discarded.
    init(executable: String, arguments: [String]) throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw PlatformError.posix("cannot start ffmpeg", errno: errno) }
        // No other child may inherit either end (the child gets the read end as its standard input).
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        guard let errors = tmpfile() else {
            let failure = errno
            close(fds[0])
            close(fds[1])
            throw PlatformError.posix("cannot start ffmpeg", errno: failure)
        }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
            close(fds[0])
        }
        posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fileno(errors), 2)
        // The app ignores SIGPIPE and may block signals on this thread: the child starts with neither.
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard result == 0 else {
            close(fds[1])
            fclose(errors)
            throw PlatformError.posix("cannot start \(executable.quotedForMessage)", errno: result)
        }
        self.pid = pid
        input = fds[1]
        self.errors = errors
    }

    deinit {
        // A recording given up (the run failed): ffmpeg is stopped, its half-made file removed with its temporary.
        if !exited {
            kill(pid, SIGKILL)
            _ = try? finish()
        }
        fclose(errors)
    }

    /// Writes `bytes` into ffmpeg's input; a child that has gone fails with its exit and its first line of errors.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        var done = 0
        while done < bytes.count {
            let written = Glibc.write(input, bytes.baseAddress! + done, bytes.count - done)
            if written < 0 {
                if errno == EINTR { continue }
                let failure = errno
                try finish()
                throw PlatformError.posix("cannot write frames to ffmpeg", errno: failure)
            }
            done += written
        }
    }

    /// Ends the input and waits for ffmpeg to finish its file; fails with its exit status and first line of errors.
    func finish() throws {
        guard !exited else { return }
        close(input)
        input = -1
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        exited = true
        let signal = status & 0x7F, code = (status >> 8) & 0xFF
        guard signal != 0 || code != 0 else { return }
        let how = signal != 0 ? "was killed by signal \(signal)" : "exited with status \(code)"
        throw PlatformError("ffmpeg \(how)" + (firstErrorLine().map { ": \($0)" } ?? ""))
    }

    /// The first line ffmpeg wrote on its standard error, if any.
    private func firstErrorLine() -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = pread(fileno(errors), &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self).split(whereSeparator: \.isNewline)
            .first { !$0.allSatisfy(\.isWhitespace) }.map(String.init)
    }
}
