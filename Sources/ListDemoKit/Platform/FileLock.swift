import Glibc

/// An exclusive advisory lock (`flock`) on a lock file beside a file the app edits, `<file>.lock`, held
/// while the lock lives, with the owner's PID in it: how one instance owns a form file at a time and a
/// second one learns whose it is (LibreOffice's `.~lock.NAME#` and Vim's swap file say the same).
/// The kernel lets go when the process ends however it ends, so a stale lock file never blocks anyone;
/// the owner removes the file when it is done.
final class FileLock {
    /// The lock file.
    let path: String
    private let descriptor: Int32

    /// What trying to take the lock found.
    enum Outcome {
        case owned(FileLock)
        /// Another process holds it; its PID, when its lock file says.
        case heldBy(pid: Int32?)
        /// No lock could be taken (a read-only folder, something not a regular file at the lock's path): why.
        case unavailable(String)
    }

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        // Removed while still held, and only if it is still this lock's file: a process that opened it meanwhile
        // finds, once it has the lock, that the path names another file (or none) and tries again.
        if let here = FileIdentity(path: path), let mine = FileIdentity(descriptor: descriptor), here.isSameFile(as: mine) {
            unlink(path)
        }
        close(descriptor)
    }

    /// Takes the lock on `<file>.lock` without waiting, `file` being a resolved path (`FileTarget.path`), so every
    /// name of one file shares one lock.
    static func take(beside file: String) -> Outcome {
        let path = file + ".lock"
        // Bounded: each retry means an owner removed its file between our open and our lock.
        for _ in 0..<8 {
            // Non-blocking and not following a symlink, so a FIFO or a link put there cannot hang or redirect it.
            var descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
            let failure = errno
            if descriptor < 0, [EROFS, EACCES, EPERM].contains(failure) {
                // A folder we cannot write in: an existing lock file can still be locked (and read) as it is.
                descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            }
            guard descriptor >= 0 else {
                return .unavailable("cannot open \(path.quotedForMessage): \(String(cString: strerror(failure)))")
            }
            guard let opened = FileIdentity(descriptor: descriptor), opened.kind == .regular else {
                close(descriptor)
                return .unavailable("\(path.quotedForMessage) is not a regular file")
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let code = errno
                let owner = code == EWOULDBLOCK ? readPID(descriptor) : nil
                close(descriptor)
                return code == EWOULDBLOCK ? .heldBy(pid: owner)
                    : .unavailable("cannot lock \(path.quotedForMessage): \(String(cString: strerror(code)))")
            }
            guard let here = FileIdentity(path: path), here.isSameFile(as: opened) else {
                close(descriptor)
                continue
            }
            let pid = Array("\(getpid())\n".utf8)
            if ftruncate(descriptor, 0) == 0 { _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) } }
            return .owned(FileLock(path: path, descriptor: descriptor))
        }
        return .unavailable("\(path.quotedForMessage) keeps changing")
    }

    /// The PID an owner wrote in its lock file (a short decimal line), nil when it says none.
    private static func readPID(_ descriptor: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: bytes[..<count], as: UTF8.self).split(separator: "\n").first ?? ""
        return Int32(text).flatMap { $0 > 0 ? $0 : nil }
    }
}
