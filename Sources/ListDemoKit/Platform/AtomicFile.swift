import FoundationEssentials
import Glibc

/// Writes whole files so that readers see either the old file or the complete new one, never a
/// torn write: the bytes go to a temporary file in the same directory (so the final rename stays
/// on one file system and is atomic), are flushed to disk, then renamed over the destination.
enum AtomicFile {
    /// Replaces the file at `path` with `bytes`; on failure nothing is left behind and the
    /// error names the path and the reason.
    static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            .path

        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw PlatformError.posix("cannot write \(path)", errno: errno) }
        do {
            try writeAll(bytes, to: fd, path: path)
            guard fsync(fd) == 0 else { throw PlatformError.posix("cannot write \(path)", errno: errno) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        guard close(fd) == 0 else {
            let code = errno
            unlink(temporary)
            throw PlatformError.posix("cannot write \(path)", errno: code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw PlatformError.posix("cannot write \(path)", errno: code)
        }
        // The rename itself is only durable once the directory entry is on disk.
        try syncDirectory(directory, after: path)
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw PlatformError.posix("cannot write \(path)", errno: errno)
                }
                offset += written
            }
        }
    }

    private static func syncDirectory(_ directory: String, after path: String) throws {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw PlatformError.posix("wrote \(path) but cannot sync its folder", errno: errno) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw PlatformError.posix("wrote \(path) but cannot sync its folder", errno: errno) }
    }
}
