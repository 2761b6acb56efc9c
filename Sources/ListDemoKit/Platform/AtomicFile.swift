import Glibc

/// Writes whole files so that readers see either the old file or the complete new one, never a
/// torn write. The path is resolved first (`FileTarget`): a symlink is written through to its
/// target, and anything but a regular file there is refused. The bytes go to a temporary file in
/// the target's folder (so the final rename stays on one file system and is atomic), are synced
/// to disk, then renamed over the target, and the folder is synced so the rename is durable too.
///
/// Temporaries are named `.NAME.tmp-PID-N`; a process killed mid-write leaves one behind, which
/// `removeStaleTemporaries(of:)` clears once that process is gone.
enum AtomicFile {
    /// Replaces the file at `path` (or its symlink's target) with `bytes`, keeping the old file's
    /// permissions; on failure nothing is left behind and the error names the path and the
    /// reason. `fault` is the test hook that can stop the process partway.
    static func write(_ bytes: [UInt8], to path: String, fault: WriteFault? = nil) throws {
        let target: FileTarget
        do { target = try FileTarget(resolving: path) } catch { throw PlatformError(error.description) }
        let temporary = target.folder + "/" + temporaryName(for: target.name)

        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: errno) }
        do {
            if let permissions = target.existing?.permissions, fchmod(fd, permissions) != 0 {
                throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: errno)
            }
            try writeAll(bytes, to: fd, path: path, fault: fault)
            guard fsync(fd) == 0 else { throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: errno) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        guard close(fd) == 0 else {
            let code = errno
            unlink(temporary)
            throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: code)
        }
        guard rename(temporary, target.path) == 0 else {
            let code = errno
            unlink(temporary)
            throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: code)
        }
        // The rename itself is only durable once the directory entry is on disk.
        try syncDirectory(target.folder, after: path)
        fault?.finishedFile()
    }

    /// Refuses, before any work whose result `write` would store there, a path it could not write: empty, naming a
    /// folder, in a folder that does not exist or cannot be written, or leading to anything but a regular file.
    /// `role` names the path in the message ("--out").
    static func checkWritable(_ path: String, role: String) throws {
        guard !path.isEmpty else { throw PlatformError("\(role) is empty: name the file to write") }
        guard !path.hasSuffix("/") else {
            throw PlatformError("\(role) \(path.quotedForMessage) names a folder: name the file to write")
        }
        let target: FileTarget
        do { target = try FileTarget(resolving: path) } catch {
            throw PlatformError("\(role) \(path.quotedForMessage): \(error.reason)")
        }
        // The temporary is created in the folder and renamed over the target: the folder must be writable.
        guard access(target.folder, W_OK | X_OK) == 0 else {
            throw PlatformError.posix("\(role) \(path.quotedForMessage): cannot write in its folder", errno: errno)
        }
    }

    /// Removes temporaries this app left next to `path`'s target (`.NAME.tmp-PID-N`, regular
    /// files only) whose process is no longer running; anything else is never touched.
    static func removeStaleTemporaries(of path: String) {
        guard let target = try? FileTarget(resolvingAnything: path), let folder = opendir(target.folder) else { return }
        defer { closedir(folder) }
        let prefix = "." + target.name + ".tmp-"
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(prefix) else { continue }
            let suffix = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            guard suffix.count == 2, let pid = pid_t(suffix[0]), pid > 0, UInt32(suffix[1]) != nil,
                  suffix.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
                  !isRunning(pid) else { continue }
            let stale = target.folder + "/" + name
            if FileIdentity(path: stale)?.kind == .regular { unlink(stale) }
        }
    }

    /// The temporary's name for a file called `name`, unique to this process and write.
    private static func temporaryName(for name: String) -> String {
        ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Whether a process with this id exists (a live process we may not signal counts).
    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String, fault: WriteFault?) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let chunk = fault?.allowance(buffer.count - offset) ?? buffer.count - offset
                let written = chunk == 0 ? 0 : Glibc.write(fd, buffer.baseAddress! + offset, chunk)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: errno)
                }
                offset += written
                fault?.wrote(written)
            }
        }
    }

    private static func syncDirectory(_ directory: String, after path: String) throws {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw PlatformError.posix("wrote \(path.quotedForMessage) but cannot sync its folder", errno: errno) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw PlatformError.posix("wrote \(path.quotedForMessage) but cannot sync its folder", errno: errno) }
    }
}
