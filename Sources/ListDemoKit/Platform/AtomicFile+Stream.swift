import CLinux
import Glibc

extension AtomicFile {
    /// Replaces the file at `path` (or its symlink's target) with `bytes`, keeping the old file's
    /// permissions; on failure nothing is left behind and the error names the path and the
    /// reason. `replacing` says which file there it may replace; `fault` is the test hook that can
    /// stop the process partway.
    static func write(_ bytes: [UInt8], to path: String, replacing: Replacing = .anything, fault: WriteFault? = nil) throws {
        let stream = try Stream(path)
        try stream.write(bytes, fault: fault)
        try stream.commit(replacing: replacing, fault: fault)
    }

    /// A file written in pieces and put in place only when whole, as `write` puts a file made at once: what no
    /// memory should hold (a report's Trace Event export of a 256 MB trace) goes to the temporary as it is made.
    /// A stream never committed — a failure partway, a thrown error — removes its temporary, so the target
    /// keeps its old file and nothing is left behind.
    final class Stream {
        private let path: String
        private let target: FileTarget
        private let temporary: String
        /// The temporary's path, for a program that writes the file itself (ffmpeg) while the stream holds it.
        var temporaryPath: String { temporary }
        /// The temporary's descriptor while it is being written; -1 once closed.
        private var descriptor: Int32
        /// Whether the temporary is this stream's to remove: from its creation until the replace takes it.
        private var ownsTemporary: Bool

        /// Opens a temporary beside `path`'s target (resolved as `write` resolves it), with the old file's permissions.
        init(_ path: String) throws {
            do { target = try FileTarget(resolving: path) } catch { throw PlatformError(error.description) }
            self.path = path
            temporary = target.folder + "/" + AtomicFile.temporaryName(for: target.name)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            // A name taken already (O_EXCL) is someone else's file: never removed.
            ownsTemporary = descriptor >= 0
            guard descriptor >= 0 else { throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: errno) }
            if let permissions = target.existing?.permissions, fchmod(descriptor, permissions) != 0 {
                throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: errno)
            }
        }

        deinit {
            if descriptor >= 0 { close(descriptor) }
            if ownsTemporary { unlink(temporary) }
        }

        /// Appends `bytes` to the temporary; `fault` may stop the process at an exact byte.
        func write(_ bytes: [UInt8], fault: WriteFault? = nil) throws {
            try bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let chunk = fault?.allowance(buffer.count - offset) ?? buffer.count - offset
                    let written = chunk == 0 ? 0 : Glibc.write(descriptor, buffer.baseAddress! + offset, chunk)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: errno)
                    }
                    offset += written
                    fault?.wrote(written)
                }
            }
        }

        /// Writes `bytes` over what the temporary already holds at `offset`: a header whose figures are known only at
        /// the end (an animated PNG's frame count).
        func overwrite(_ bytes: [UInt8], at offset: Int) throws {
            try bytes.withUnsafeBytes { buffer in
                var done = 0
                while done < buffer.count {
                    let written = pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: errno)
                    }
                    done += written
                }
            }
        }

        /// Syncs what was written and puts it in the target's place (what it may replace there: `replacing`), then
        /// syncs the folder so the rename is durable too. The stream is finished either way.
        func commit(replacing: Replacing = .anything, fault: WriteFault? = nil) throws {
            // The temporary's identity: what a swap back must bring out again.
            let ours = try syncAndClose()
            fault?.beforeReplacing()
            switch replacing {
            case .anything:
                guard rename(temporary, target.path) == 0 else {
                    throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: errno)
                }
                ownsTemporary = false
            case .onlyKnown(let isKnown):
                // Whatever the replace does, it leaves nothing of ours at the temporary's name.
                ownsTemporary = false
                try AtomicFile.replace(target.path, with: temporary, ours: ours, ifKnown: isKnown, path: path,
                                       exchanges: fault?.exchanges ?? true)
            }
            try syncFolder()
            fault?.finishedFile()
        }

        /// Syncs what was written and names it `name`, in the target's folder, only while no file has that name
        /// (`RENAME_NOREPLACE`, or a hard link where the file system has no such rename: neither replaces a file made
        /// there meanwhile), then syncs the folder. False when the name is taken: the stream then stays whole, to be
        /// given another name.
        func commit(creating name: String) throws -> Bool {
            if descriptor >= 0 { _ = try syncAndClose() }
            let created = target.folder + "/" + name
            if renameat2(AT_FDCWD, temporary, AT_FDCWD, created, CLINUX_RENAME_NOREPLACE) != 0 {
                switch errno {
                case EEXIST:
                    return false
                case EINVAL, ENOSYS, EOPNOTSUPP:
                    guard link(temporary, created) == 0 else {
                        if errno == EEXIST { return false }
                        throw PlatformError.posix("cannot write \(created.quotedForMessage)", errno: errno)
                    }
                    unlink(temporary)
                default:
                    throw PlatformError.posix("cannot write \(created.quotedForMessage)", errno: errno)
                }
            }
            ownsTemporary = false
            try syncFolder()
            return true
        }

        /// Syncs the temporary and closes it; returns which file it is.
        private func syncAndClose() throws -> FileIdentity {
            guard fsync(descriptor) == 0 else { throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: errno) }
            guard let ours = FileIdentity(descriptor: descriptor) else {
                throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: errno)
            }
            let closed = close(descriptor)
            descriptor = -1
            guard closed == 0 else { throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: errno) }
            return ours
        }

        private func syncFolder() throws {
            let folder = open(target.folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard folder >= 0 else {
                throw PlatformError.posix("wrote \(path.quotedForMessage) but cannot sync its folder", errno: errno)
            }
            defer { close(folder) }
            guard fsync(folder) == 0 else {
                throw PlatformError.posix("wrote \(path.quotedForMessage) but cannot sync its folder", errno: errno)
            }
        }
    }
}
